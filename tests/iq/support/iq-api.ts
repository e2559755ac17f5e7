// API shortcuts to IQ sittings for integration and browser tests: start one, look at it, answer, read what only the
// server knows (the right option's position, the item's difficulty), move its clocks, and take a whole test.
import type { TestServer } from '../../support/test-server.js';

export const SITTING_FIELDS = 'token finished practiceTotal scoredAnswered minItems maxItems timeLimitSeconds remainingSeconds stopReason question { itemId phase position matrixSvg optionSvgs }';
const ERRORS = 'errors { code field message }';

export interface Sitting {
  token: string; finished: boolean; practiceTotal: number; scoredAnswered: number; minItems: number; maxItems: number;
  timeLimitSeconds: number; remainingSeconds: number | null; stopReason: string | null;
  question: { itemId: string; phase: 'PRACTICE' | 'SCORED'; position: number; matrixSvg: string; optionSvgs: string[] } | null;
}
export interface Errors { errors: Array<{ code: string; field: string | null; message: string }> }

export async function startIq(server: TestServer, options: { email?: string; locale?: string } = {}): Promise<string> {
  const reply = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId: 2047, code: 'MRIQ', locale: options.locale ?? 'EN', country: 'US' } });
  const token = reply.data!.startTest.attempt.token;
  if (options.email) {
    await server.graphql('mutation ($t: String!, $e: String!) { captureEmail(token: $t, email: $e) { errors { code } } }', { t: token, e: options.email });
  }
  return token;
}

export async function look(server: TestServer, token: string): Promise<Sitting & Errors> {
  const reply = await server.graphql<{ iqSitting: { sitting: Sitting } & Errors }>(`mutation ($t: String!) { iqSitting(token: $t) { sitting { ${SITTING_FIELDS} } ${ERRORS} } }`, { t: token });
  return { ...reply.data!.iqSitting.sitting, errors: reply.data!.iqSitting.errors };
}

export async function answer(server: TestServer, token: string, itemId: string, position: number) {
  const reply = await server.graphql<{ answerIqItem: { sitting: Sitting | null; feedback: { correct: boolean; correctPosition: number } | null } & Errors }>(
    `mutation ($t: String!, $i: String!, $p: Int!) { answerIqItem(token: $t, itemId: $i, position: $p) { sitting { ${SITTING_FIELDS} } feedback { correct correctPosition } ${ERRORS} } }`,
    { t: token, i: itemId, p: position });
  return reply.data!.answerIqItem;
}

/** What only the server knows: the display position of the right option, and the item's difficulty. */
export async function secret(server: TestServer, token: string): Promise<{ position: number; b: number }> {
  const rows = await server.database.orm.em.fork().execute<Array<{ state: { pending: { optionOrder: number[]; itemId: string } }; data: { items: Record<string, { b: number }> } }>>(
    `select s.state, c.data from iq_sitting s join attempt a on a.id = s.attempt_id join iq_calibration c on c.id = s.calibration_id where a.token = ?`, [token]);
  const pending = rows[0]!.state.pending;
  return { position: pending.optionOrder.indexOf(0), b: rows[0]!.data.items[pending.itemId]?.b ?? -9 };
}

/** Moves the sitting's clocks back, as if `ms` had passed since the question was shown (and since the timed part began). */
export async function elapse(server: TestServer, token: string, ms: number, clock = false): Promise<void> {
  const shift = (path: string) => `jsonb_set(state, '{${path}}', to_jsonb((state #>> '{${path}}')::bigint - ${ms}))`;
  await server.database.orm.em.fork().execute(
    `update iq_sitting set state = ${clock ? shift('scoredStartedAt') : 'state'} where attempt_id = (select id from attempt where token = ?) and state #>> '{scoredStartedAt}' is not null`, [token]);
  await server.database.orm.em.fork().execute(
    `update iq_sitting set state = ${shift('pending,presentedAt')} where attempt_id = (select id from attempt where token = ?) and state -> 'pending' <> 'null'::jsonb`, [token]);
}

/** Takes the whole test: right on items easier than `ability`, wrong on the others, `seconds` per answer. */
export async function takeTest(server: TestServer, token: string, ability: number, seconds = 25): Promise<Sitting> {
  let sitting: Sitting = await look(server, token);
  for (let guard = 0; guard < 40 && !sitting.finished; guard++) {
    const { position, b } = await secret(server, token);
    await elapse(server, token, seconds * 1000);
    const chosen = sitting.question!.phase === 'PRACTICE' || b < ability ? position : (position + 1) % 8;
    const reply = await answer(server, token, sitting.question!.itemId, chosen);
    if (reply.errors.length) throw new Error(JSON.stringify(reply.errors));
    sitting = reply.sitting!;
  }
  return sitting;
}
