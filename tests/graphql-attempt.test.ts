// A sitting through the API: start, save and change answers, resume, submit, leave an email, read the result;
// every invalid input answers with a coded error in the payload and changes nothing.
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let keys: string[];

const ATTEMPT = 'token status answeredCount questionCount hasEmail answers { questionKey value }';
const ERRORS = 'errors { code field message }';

interface Payload {
  attempt: { token: string; status: string; answeredCount: number; questionCount: number; hasEmail: boolean; answers: Array<{ questionKey: string; value: number }> } | null;
  errors: Array<{ code: string; field: string | null; message: string }>;
}

async function start(extra: Record<string, unknown> = {}): Promise<Payload> {
  const reply = await server.graphql<{ startTest: Payload }>(
    `mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { ${ATTEMPT} } ${ERRORS} } }`,
    { input: { examId: 1836, code: 'BMBTI', locale: 'EN', country: 'de', tracking: [{ name: 'fbclid', value: 'abc' }, { name: 'evil', value: 'x' }], ...extra } });
  return reply.data!.startTest;
}

async function save(token: string, answers: Array<{ questionKey: string; value: number }>): Promise<Payload> {
  const reply = await server.graphql<{ saveAnswers: Payload }>(
    `mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { attempt { ${ATTEMPT} } ${ERRORS} } }`,
    { token, answers });
  return reply.data!.saveAnswers;
}

interface Personality {
  fullCode: string; typeCode: string; secondaryCode: string | null;
  indicators: Array<{ indicator: string; score: number; letter: string; borderline: boolean; band: { low: number; high: number } }>;
  personalityType: { code: string; title: string } | null;
}

/** Submits; `result` is the report's personality result (the report itself must be a personality report). */
async function submit(token: string) {
  const reply = await server.graphql<{ submitTest: { result: { kind: string; resultToken: string; reportToken: string | null; personality: Personality } | null; errors: Payload['errors'] } }>(
    `mutation ($token: String!) { submitTest(token: $token) { result { kind resultToken reportToken personality { fullCode typeCode secondaryCode
      indicators { indicator score letter borderline band { low high } } personalityType { code title } } } ${ERRORS} } }`, { token });
  const { result, errors } = reply.data!.submitTest;
  if (result) expect(result).toMatchObject({ kind: 'PERSONALITY', resultToken: token, reportToken: null });
  return { result: result?.personality ?? null, errors };
}

beforeAll(async () => {
  server = await startTestServer();
  const reply = await server.graphql<{ questions: Array<{ key: string }> }>('{ questions(examId: 1836, locale: "EN") { key } }');
  keys = reply.data!.questions.map((question) => question.key);
});

afterAll(async () => {
  await server.close();
});

it('starts a sitting with an unguessable token', async () => {
  const first = await start();
  const second = await start();
  expect(first.errors).toEqual([]);
  expect(first.attempt!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.attempt!.token).not.toBe(second.attempt!.token);
  expect(first.attempt).toMatchObject({ status: 'IN_PROGRESS', answeredCount: 0, questionCount: keys.length, hasEmail: false });
});

it('refuses an unknown exam, a wrong code or an unknown locale', async () => {
  expect((await start({ examId: 4 })).errors[0]!.code).toBe('EXAM_NOT_FOUND');
  expect((await start({ code: 'MRIQ' })).errors[0]!.code).toBe('CODE_MISMATCH');
  expect((await start({ locale: 'xx' })).errors[0]).toMatchObject({ code: 'UNKNOWN_LOCALE', field: 'locale' });
});

it('saves and changes answers, and resumes them by token', async () => {
  const { attempt } = await start();
  const token = attempt!.token;
  await save(token, [{ questionKey: keys[0]!, value: 2 }, { questionKey: keys[1]!, value: 6 }]);
  const changed = await save(token, [{ questionKey: keys[0]!, value: 5 }]);
  expect(changed.errors).toEqual([]);
  expect(changed.attempt!.answeredCount).toBe(2);
  const resumed = await server.graphql<{ attempt: NonNullable<Payload['attempt']> }>(`{ attempt(token: "${token}") { ${ATTEMPT} } }`);
  expect(Object.fromEntries(resumed.data!.attempt.answers.map((a) => [a.questionKey, a.value]))).toEqual({ [keys[0]!]: 5, [keys[1]!]: 6 });
});

it('changes nothing when any answer in a batch is invalid', async () => {
  const token = (await start()).attempt!.token;
  const reply = await save(token, [
    { questionKey: keys[0]!, value: 3 },
    { questionKey: 'NOPE-01', value: 3 },
    { questionKey: keys[1]!, value: 9 },
  ]);
  expect(reply.attempt).toBeNull();
  expect(reply.errors.map((error) => [error.code, error.field])).toEqual([
    ['UNKNOWN_QUESTION', 'NOPE-01'],
    ['ANSWER_OUT_OF_RANGE', keys[1]],
  ]);
  const resumed = await server.graphql<{ attempt: { answeredCount: number } }>(`{ attempt(token: "${token}") { answeredCount } }`);
  expect(resumed.data!.attempt.answeredCount).toBe(0);
});

it("refuses another exam's questions: a save is checked against the sitting's own exam", async () => {
  // The answers are valid for the personality exam, and the sitting is the IQ test's.
  const token = (await start({ examId: 2047, code: 'MRIQ' })).attempt!.token;
  const reply = await save(token, [{ questionKey: keys[0]!, value: 3 }]);
  expect(reply.attempt).toBeNull();
  expect(reply.errors.map((error) => [error.code, error.field])).toEqual([['UNKNOWN_QUESTION', keys[0]]]);
  const resumed = await server.graphql<{ attempt: { answers: unknown[] } }>(`{ attempt(token: "${token}") { answers { questionKey } } }`);
  expect(resumed.data!.attempt.answers).toEqual([]);
  // An empty save is taken by either exam and changes nothing.
  expect((await save(token, [])).errors).toEqual([]);
});

it('answers an unknown or malformed token as not found, whatever the answers', async () => {
  expect((await save('x'.repeat(43), [{ questionKey: keys[0]!, value: 3 }])).errors[0]!.code).toBe('ATTEMPT_NOT_FOUND');
  expect((await save('not a token', [{ questionKey: 'NOPE-01', value: 3 }])).errors[0]!.code).toBe('ATTEMPT_NOT_FOUND');
  expect((await save('x'.repeat(43), [{ questionKey: 'NOPE-01', value: 3 }])).errors[0]!.code).toBe('ATTEMPT_NOT_FOUND');
});

it('keeps every answer when two saves arrive at once', async () => {
  const token = (await start()).attempt!.token;
  await Promise.all(keys.slice(0, 20).map((key) => save(token, [{ questionKey: key, value: 4 }])));
  const resumed = await server.graphql<{ attempt: { answeredCount: number } }>(`{ attempt(token: "${token}") { answeredCount } }`);
  expect(resumed.data!.attempt.answeredCount).toBe(20);
});

it('submits only a complete sitting, scores it, then locks the answers', async () => {
  const token = (await start()).attempt!.token;
  await save(token, keys.slice(0, 10).map((key) => ({ questionKey: key, value: 4 })));
  const incomplete = await submit(token);
  expect(incomplete.errors[0]).toMatchObject({ code: 'INCOMPLETE_ANSWERS', field: keys[10] });

  // Agree fully with every statement keyed to the first pole (E, S, T, J, A), disagree with the rest.
  const items = await server.graphql<{ questions: Array<{ key: string; keyed: string }> }>('{ questions(examId: 1836, locale: "EN") { key keyed } }');
  await save(token, items.data!.questions.map((q) => ({ questionKey: q.key, value: q.keyed === 'FIRST' ? 7 : 1 })));
  const submitted = await submit(token);
  expect(submitted.errors).toEqual([]);
  expect(submitted.result!.fullCode).toBe('ESTJ-A');
  expect(submitted.result!.secondaryCode).toBeNull();
  expect(submitted.result!.indicators.map((indicator) => indicator.score)).toEqual([100, 100, 100, 100, 100]);
  expect(submitted.result!.indicators.every((indicator) => !indicator.borderline)).toBe(true);
  expect(submitted.result!.personalityType!.code).toBe('ESTJ');

  expect((await submit(token)).errors[0]!.code).toBe('ALREADY_SUBMITTED');
  const late = await save(token, [{ questionKey: keys[0]!, value: 1 }]);
  expect(late.errors[0]!.code).toBe('ALREADY_SUBMITTED');

  const read = await server.graphql<{ testResult: { document: unknown; personality: { fullCode: string; personalityType: { title: string } } } }>(
    `{ testResult(token: "${token}") { document { title } personality { fullCode personalityType(locale: "DE") { title } } } }`);
  expect(read.data!.testResult.personality.fullCode).toBe('ESTJ-A');
  expect(read.data!.testResult.personality.personalityType.title.length).toBeGreaterThan(3);
  // The sitting's token opens the free result only, never the in-depth document.
  expect(read.data!.testResult.document).toBeNull();
});

it('accepts only a valid email and attaches it to the result', async () => {
  const token = (await start()).attempt!.token;
  const mutation = `mutation ($token: String!, $email: String!) { captureEmail(token: $token, email: $email) { attempt { hasEmail } ${ERRORS} } }`;
  const bad = await server.graphql<{ captureEmail: Payload }>(mutation, { token, email: 'not-an-email' });
  expect(bad.data!.captureEmail.errors[0]).toMatchObject({ code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' });
  const good = await server.graphql<{ captureEmail: { attempt: { hasEmail: boolean } } }>(mutation, { token, email: '  Person@Example.COM ' });
  expect(good.data!.captureEmail.attempt.hasEmail).toBe(true);
});

it('answers unknown tokens with ATTEMPT_NOT_FOUND and unsubmitted results with NOT_SUBMITTED', async () => {
  expect((await server.graphql('{ attempt(token: "x") { token } }')).errors![0]!.extensions!.code).toBe('ATTEMPT_NOT_FOUND');
  expect((await save('A'.repeat(43), [])).errors[0]!.code).toBe('ATTEMPT_NOT_FOUND');
  const token = (await start()).attempt!.token;
  expect((await server.graphql(`{ testResult(token: "${token}") { id } }`)).errors![0]!.extensions!.code).toBe('NOT_SUBMITTED');
});

it('counts submitted sittings in the landing counters', async () => {
  const reply = await server.graphql<{ landingStats: { completedToday: number; completedInRegion: number; completedLast30Days: number; totalCompleted: number; accuracyRating: number | null; ratingCount: number } }>(
    '{ landingStats(examId: 1836, country: "DE") { completedToday completedInRegion completedLast30Days totalCompleted accuracyRating ratingCount } }');
  expect(reply.data!.landingStats).toEqual({
    completedToday: 1, completedInRegion: 1, completedLast30Days: 1, totalCompleted: 1, accuracyRating: null, ratingCount: 0,
  });
  const purchases = await server.graphql<{ landingStats: { buyersToday: number; lastPurchaseAt: string | null; marketingFigures: unknown[] } }>(
    '{ landingStats(examId: 1836) { buyersToday lastPurchaseAt marketingFigures { key } } }');
  expect(purchases.data!.landingStats).toEqual({ buyersToday: 0, lastPurchaseAt: null, marketingFigures: [] });
  const elsewhere = await server.graphql<{ landingStats: { completedInRegion: number } }>('{ landingStats(examId: 1836, country: "JP") { completedInRegion } }');
  expect(elsewhere.data!.landingStats.completedInRegion).toBe(0);
});
