// The database under load with the job queue active: 10,000 requests from 32 concurrent clients, a mix of reads
// (questions, SKUs, health), sittings started and answered, and orders created and paid (each payment records jobs that
// pg-boss runs while the load goes on). Every request must be answered correctly and in time, and the server must log
// no error. On the embedded database this is the reproduction of "unnamed prepared statement does not exist" and the
// hangs that followed it (one PGlite session shared by interleaved extended-protocol messages; see
// api/src/db/pglite-session.ts); it runs on the PostgreSQL server as well. `npm test` runs it after the rest of the
// suite, on its own (scripts/jest.mjs), so its time limit measures this load and not a browser test beside it.
import { restUrlPath } from '../support/rest-roots.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, EXAM_ID, countRows, skuIds } from '../payments/support/checkout.js';

const TOTAL = Number(process.env.LOAD_TOTAL ?? 10_000);
const CLIENTS = 32;
/** A request slower than this counts as a hang. */
const HANG_MS = 15_000;

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

interface Outcome {
  ok: boolean;
  ms: number;
  what: string;
  detail?: string;
}

async function call(what: string, path: string, body?: unknown): Promise<{ outcome: Outcome; json: Record<string, unknown> }> {
  const started = Date.now();
  try {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const json = (await response.json()) as Record<string, unknown>;
    const failed = response.status !== 200 || Boolean(json.errors) || (json.result !== undefined && json.result !== 200);
    return { outcome: { ok: !failed, ms: Date.now() - started, what, detail: failed ? `${response.status} ${JSON.stringify(json).slice(0, 300)}` : undefined }, json };
  } catch (error) {
    return { outcome: { ok: false, ms: Date.now() - started, what, detail: String(error) }, json: {} };
  }
}

const graphql = (what: string, query: string, variables: Record<string, unknown> = {}) => call(what, '/graphql', { query, variables });

/** One unit of a client's work; returns as many outcomes as requests it made. */
async function unit(index: number): Promise<Outcome[]> {
  switch (index % 20) {
    case 0: {
      // A buyer: start a sitting, order the report, pay it (the payment records fulfilment jobs).
      const started = await graphql('startTest', 'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
        { input: { examId: EXAM_ID, code: 'BMBTI', locale: 'EN', country: 'US' } });
      const token = (started.json.data as { startTest?: { attempt?: { token?: string } } } | undefined)?.startTest?.attempt?.token;
      if (!token) return [started.outcome];
      const ordered = await call('createOrder', restUrlPath('POST', '/exam/order/info'), { attemptToken: token, skuId: sku.report, country: 'US', email: `load-${index}@example.com`, acceptTerms: true });
      const data = ordered.json.data as { order?: { orderNumber?: string }; token?: string } | undefined;
      if (!data?.order?.orderNumber) return [started.outcome, ordered.outcome];
      const paid = await call('payOrder', restUrlPath('POST', '/pay/order/create'), { orderNumber: data.order.orderNumber, token: data.token, method: 'card', testCard: CARD_OK });
      return [started.outcome, ordered.outcome, paid.outcome];
    }
    case 1:
    case 2: {
      // A test taker saving answers in a transaction.
      const started = await graphql('startTest', 'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
        { input: { examId: EXAM_ID, code: 'BMBTI', locale: 'FR', country: 'FR' } });
      const token = (started.json.data as { startTest?: { attempt?: { token?: string } } } | undefined)?.startTest?.attempt?.token;
      if (!token) return [started.outcome];
      const saved = await graphql('saveAnswers', 'mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
        { token, answers: [{ questionKey: 'EI-01', value: 3 }] });
      return [started.outcome, saved.outcome];
    }
    case 3:
    case 4:
      return [(await call('skus', restUrlPath('GET', `/exam/sku/list/${EXAM_ID}/US/en`))).outcome];
    case 5:
      return [(await call('healthz', '/healthz')).outcome];
    default:
      return [(await graphql('questions', `query ($locale: String!) { questions(examId: ${EXAM_ID}, locale: $locale) { key text } }`,
        { locale: ['EN', 'DE', 'JA', 'KR'][index % 4] })).outcome];
  }
}

it('answers 10,000 mixed requests with the job queue active: no error, no hang, no error logged', async () => {
  const outcomes: Outcome[] = [];
  let next = 0;
  const client = async () => {
    while (outcomes.length < TOTAL) {
      outcomes.push(...await unit(next++));
    }
  };
  const paidBefore = await countRows(server, `select count(*) as n from purchase_order where status = 'paid'`);
  const started = Date.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (Date.now() - started) / 1000;
  await server.drainJobs(120_000);
  const slowest = Math.max(...outcomes.map((outcome) => outcome.ms));
  const payments = outcomes.filter((outcome) => outcome.what === 'payOrder').map((outcome) => outcome.ms).sort((x, y) => x - y);
  console.log(`${outcomes.length} requests (${server.testDb.backend}) in ${seconds.toFixed(1)} s: ${(outcomes.length / seconds).toFixed(0)}/s, slowest ${slowest} ms, ${outcomes.filter((outcome) => !outcome.ok).length} failed; `
    + `payOrder ${payments.length}: p50 ${payments[Math.floor(payments.length / 2)] ?? 0} ms, slowest ${payments.at(-1) ?? 0} ms`);

  const failures = outcomes.filter((outcome) => !outcome.ok);
  expect(failures.slice(0, 5)).toEqual([]);
  expect(outcomes.length).toBeGreaterThanOrEqual(TOTAL);
  expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(HANG_MS);
  // The payments made under load were all fulfilled by the jobs that ran under load.
  const paid = await countRows(server, `select count(*) as n from purchase_order where status = 'paid'`) - paidBefore;
  expect(paid).toBe(outcomes.filter((outcome) => outcome.what === 'payOrder').length);
  expect(await countRows(server, `select count(*) as n from purchase_order where status = 'paid' and fulfilled_at is null`)).toBe(0);
  const errors = server.logs.filter((line) => Number(line.level) >= 50);
  expect(errors.map((line) => line.msg)).toEqual([]);
}, 600_000);
