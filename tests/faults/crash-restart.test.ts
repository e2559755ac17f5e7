// kill -9 in the middle of a burst of payments, then a restart on the same database: afterwards no paid order lacks
// its fulfilment (entitlements, ready report, receipt and report mails), and no charge at the (local) provider lacks
// its order. Interrupted payment calls are recovered from the provider's ledger at start-up.
import { createSeededDatabase, queryOnce, type TestDatabase } from '../support/test-database.js';
import { graphql, spawnServer, type SpawnedServer } from '../support/spawned-server.js';

const BUYERS = 24;
/** Short leases, so interrupted attempts are due for recovery by the time the new process starts. */
const LEASE_SECONDS = 5;
let database: TestDatabase;
let server: SpawnedServer;

beforeAll(async () => {
  database = await createSeededDatabase();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
});

const start = () => spawnServer({ DATABASE_URL: database.url, PAYMENT_ATTEMPT_LEASE_SECONDS: String(LEASE_SECONDS) });

async function submittedSitting(url: string, index: number): Promise<string> {
  const started = await graphql<{ startTest: { attempt: { token: string } } }>(url,
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }', { input: { examId: 1836, code: 'BMBTI', locale: 'EN', country: 'US' } });
  const token = started.data!.startTest.attempt.token;
  const questions = await graphql<{ questions: Array<{ key: string }> }>(url, '{ questions(examId: 1836, locale: "EN") { key } }');
  await graphql(url, 'mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
    { token, answers: questions.data!.questions.map((question, position) => ({ questionKey: question.key, value: 1 + ((position + index) % 7) })) });
  await graphql(url, 'mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token });
  return token;
}

async function buy(url: string, attemptToken: string, index: number, reportSku: number): Promise<void> {
  const created = await graphql<{ createOrder: { token: string; order: { id: string } } }>(url,
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { token order { id } errors { code } } }',
    { input: { attemptToken, country: 'US', email: `crash-${index}@example.com`, skuId: reportSku, acceptTerms: true } });
  const order = created.data!.createOrder;
  await graphql(url, 'mutation ($input: PayOrderInput!) { payOrder(input: $input) { errors { code } } }',
    { input: { orderRef: order.order.id, token: order.token, method: 'CARD', testCard: '4242 4242 4242 4242' } });
}

const rows = <T>(sql: string) => queryOnce<T>(database.url, sql);

const MISSING_FULFILMENT = `select o.id from purchase_order o where o.status = 'paid' and (
  o.fulfilled_at is null
  or not exists (select 1 from entitlement e where e.order_id = o.id)
  or not exists (select 1 from report r where r.order_id = o.id and r.state = 'ready')
  or not exists (select 1 from mail_outbox m where m.dedupe_key = 'receipt:' || o.id)
  or not exists (select 1 from mail_outbox m where m.dedupe_key = 'report-ready:' || o.id))`;

/** Charges the local provider made whose attempt (and so order) we have no record of. */
const CHARGES_WITHOUT_ORDER = `select c.idempotency_key from local_charge c
  where not exists (select 1 from payment_attempt a join purchase_order o on o.id = a.order_id where a.idempotency_key = c.idempotency_key)`;

it('loses no paid order and makes no charge without an order across a kill -9 and a restart', async () => {
  server = await start();
  const skus = await graphql<{ skus: Array<{ id: number; code: string }> }>(server.url, '{ skus(examId: 1836, country: "US", locale: "EN") { id code } }');
  const reportSku = skus.data!.skus.find((sku) => sku.code === 'report')!.id;
  const sittings = await Promise.all(Array.from({ length: BUYERS }, (_, index) => submittedSitting(server.url, index)));

  // The burst, and the crash in its middle.
  let finished = false;
  const burst = Promise.allSettled(sittings.map((token, index) => buy(server.url, token, index, reportSku))).finally(() => {
    finished = true;
  });
  // Crash once some payments went through, while the others are still on their way.
  const crashAt = Math.ceil(BUYERS / 4);
  while (!finished && Number((await rows<{ n: string }>('select count(*) as n from local_charge'))[0]!.n) < crashAt) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(finished).toBe(false);
  await server.crash();
  await burst;
  const charged = await rows<{ n: string }>('select count(*) as n from local_charge');
  expect(Number(charged[0]!.n)).toBeGreaterThan(0);

  // Leases of interrupted calls run out, then the new process starts and recovers what the old one left.
  await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000));
  server = await start();
  const deadline = Date.now() + 60_000;
  let missing = await rows<{ id: string }>(MISSING_FULFILMENT);
  let open = await rows<{ n: string }>(`select count(*) as n from payment_attempt where status = 'creating'`);
  while ((missing.length > 0 || Number(open[0]!.n) > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    missing = await rows<{ id: string }>(MISSING_FULFILMENT);
    open = await rows<{ n: string }>(`select count(*) as n from payment_attempt where status = 'creating'`);
  }
  expect(missing).toEqual([]);
  expect(Number(open[0]!.n)).toBe(0);
  expect(await rows(CHARGES_WITHOUT_ORDER)).toEqual([]);
  // Every charge that took money paid its order.
  const unpaid = await rows(`select c.idempotency_key from local_charge c join payment_attempt a on a.idempotency_key = c.idempotency_key
    join purchase_order o on o.id = a.order_id where c.outcome = 'ok' and c.amount_minor > 0 and o.status <> 'paid'`);
  expect(unpaid).toEqual([]);
}, 180_000);
