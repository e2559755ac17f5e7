// Process roles: two API processes (ROLE=api) and one worker (ROLE=worker) on one database behave as one product.
// A buyer moves between the API processes at every step of the funnel; the payment answers as soon as the order is
// paid and the worker alone fulfils it (with the worker stopped, a paid order waits, durably, until a worker runs);
// a session started on one API process is valid on the other; a mail limit counts requests made to both.
// Runs against the PostgreSQL server (the split is a deployment on PostgreSQL; the embedded database is for one
// process, `npm start`), so on the embedded pass of the suite it is skipped.
import { createSeededDatabase, queryOnce, type TestDatabase } from '../support/test-database.js';
import { graphql, spawnServer, type SpawnedServer } from '../support/spawned-server.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../api/src/modules/mail/mail.limits.js';

const onServer = Boolean(process.env.DATABASE_URL);
let database: TestDatabase;
let apiA: SpawnedServer;
let apiB: SpawnedServer;
let worker: SpawnedServer | undefined;

/** Small pools: the embedded test database serves at most 24 connections to all three processes together. */
const env = (role: string) => ({ DATABASE_URL: database.url, ROLE: role, DB_POOL_SIZE: '3' });
const startWorker = () => spawnServer(env('worker'));

beforeAll(async () => {
  if (!onServer) return;
  database = await createSeededDatabase();
  [apiA, apiB] = await Promise.all([
    spawnServer(env('api')),
    spawnServer(env('api')),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([apiA?.stop(), apiB?.stop(), worker?.stop()]);
  await database?.close();
});

const sql = <T>(text: string, params: unknown[] = []) => queryOnce<T>(database.url, text, params);

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** A GraphQL call with a cookie jar: the session cookie set by one process is sent to whichever comes next. */
async function withCookie(url: string, jar: { cookie?: string }, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jar.cookie ? { cookie: jar.cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const set = response.headers.get('set-cookie');
  if (set) jar.cookie = set.split(';')[0];
  return (await response.json()) as { data?: Record<string, { email?: string } | null>; errors?: unknown[] };
}

(onServer ? it : it.skip)('serves one buyer across two API processes, fulfils in the worker alone, and keeps sessions and limits shared', async () => {
  const [a, b] = [apiA.url, apiB.url];
  const email = 'roles-buyer@example.com';

  // The funnel, alternating processes at each step.
  const questions = await graphql<{ questions: Array<{ key: string }> }>(a, '{ questions(examId: 1836, locale: "EN") { key } }');
  const started = await graphql<{ startTest: { attempt: { token: string } } }>(b,
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }', { input: { examId: 1836, code: 'BMBTI', locale: 'EN', country: 'US' } });
  const token = started.data!.startTest.attempt.token;
  const keys = questions.data!.questions.map((question) => question.key);
  const thirds = [keys.slice(0, 24), keys.slice(24, 48), keys.slice(48)];
  for (const [index, part] of thirds.entries()) {
    const saved = await graphql<{ saveAnswers: { errors: unknown[] } }>(index % 2 === 0 ? a : b,
      'mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
      { token, answers: part.map((questionKey, position) => ({ questionKey, value: 1 + (position % 7) })) });
    expect(saved.data!.saveAnswers.errors).toEqual([]);
  }
  expect((await graphql<{ captureEmail: { errors: unknown[] } }>(b, 'mutation ($token: String!, $email: String!) { captureEmail(token: $token, email: $email) { errors { code } } }', { token, email })).data!.captureEmail.errors).toEqual([]);
  expect((await graphql<{ submitTest: { errors: unknown[] } }>(a, 'mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token })).data!.submitTest.errors).toEqual([]);
  const skus = await graphql<{ skus: Array<{ id: number; code: string }> }>(b, '{ skus(examId: 1836, country: "US", locale: "EN") { id code } }');
  const report = skus.data!.skus.find((sku) => sku.code === 'report')!;
  const created = await graphql<{ createOrder: { token: string; order: { id: string; orderNumber: string } } }>(a,
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { token order { id orderNumber } errors { code } } }',
    { input: { attemptToken: token, country: 'US', email, skuId: report.id, acceptTerms: true } });
  const order = created.data!.createOrder;

  // No worker yet: the payment answers "paid" at once and the fulfilment waits as a durable job.
  const paid = await graphql<{ payOrder: { order: { status: string } } }>(b,
    'mutation ($input: PayOrderInput!) { payOrder(input: $input) { order { status } errors { code } } }',
    { input: { orderRef: order.order.id, token: order.token, method: 'CARD', testCard: '4242 4242 4242 4242' } });
  expect(paid.data!.payOrder.order.status).toBe('PAID');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await sql('select 1 from purchase_order where id = $1 and fulfilled_at is null', [order.order.id])).toHaveLength(1);

  // The success page's waiting request on A: the worker's fulfilment wakes it through PostgreSQL's NOTIFY.
  const waitingStarted = Date.now();
  const waiting = graphql<{ order: { status: string; reportToken: string | null } }>(a,
    'query ($ref: String!, $token: String!) { order(ref: $ref, token: $token, awaitFulfilmentSeconds: 20) { status reportToken } }',
    { ref: order.order.id, token: order.token }).then((reply) => ({ reply, answeredAt: Date.now() }));

  // The worker comes up and fulfils it: entitlement, ready report, receipt.
  worker = await startWorker();
  expect(await until(async () => (await sql(`select 1 from purchase_order o where o.id = $1 and o.fulfilled_at is not null
    and exists (select 1 from report r where r.order_id = o.id and r.state = 'ready')`, [order.order.id])).length === 1, 60_000)).toBe(true);
  const { reply: waited, answeredAt } = await waiting;
  const [{ fulfilled_at: fulfilledAt }] = await sql<{ fulfilled_at: Date }>('select fulfilled_at from purchase_order where id = $1', [order.order.id]) as [{ fulfilled_at: Date }];
  expect(waited.data!.order).toEqual({ status: 'PAID', reportToken: expect.any(String) });
  // Answered when the worker committed, not when its 20 s ran out.
  expect(answeredAt - fulfilledAt.getTime()).toBeLessThan(5_000);
  expect(answeredAt - waitingStarted).toBeLessThan(19_000);
  expect(await sql('select 1 from entitlement where order_id = $1', [order.order.id])).not.toHaveLength(0);
  expect(await sql(`select 1 from mail_outbox where dedupe_key = $1`, [`receipt:${order.order.id}`])).toHaveLength(1);
  // Both API processes read the paid order the same way.
  const view = `query ($ref: String!, $token: String!) { order(ref: $ref, token: $token) { status reportToken } }`;
  const [viewA, viewB] = await Promise.all([a, b].map((url) => graphql<{ order: { status: string; reportToken: string } }>(url, view, { ref: order.order.orderNumber, token: order.token })));
  expect(viewA.data!.order).toEqual(viewB.data!.order);
  expect(viewA.data!.order.reportToken).toBeTruthy();

  // A session started on A (from the sign-in link the purchase mailed) is valid on B, and ends for both.
  const [link] = await sql<{ path: string }>(`select data->>'path' as path from mail_outbox where "to" = $1 and template = 'sign-in-link' order by created_at desc limit 1`, [email]);
  const signInToken = new URL(link!.path, 'http://x').searchParams.get('s')!;
  const jar: { cookie?: string } = {};
  const signedIn = await withCookie(a, jar, 'mutation ($token: String!) { signInWithLink(token: $token) { errors { code } } }', { token: signInToken });
  expect(signedIn.errors).toBeUndefined();
  expect(jar.cookie).toBeTruthy();
  expect((await withCookie(b, jar, '{ me { email } }')).data!.me!.email).toBe(email);
  const session = jar.cookie;
  await withCookie(b, jar, 'mutation { signOut }');
  // The old cookie, replayed on A, no longer opens anything.
  expect((await withCookie(a, { cookie: session }, '{ me { email } }')).data!.me).toBeNull();

  // A mail limit counts the requests made to both processes.
  const ask = (url: string) => graphql<{ requestSignInLink: { errors: Array<{ code: string }> } }>(url,
    'mutation ($email: String!) { requestSignInLink(email: $email) { errors { code } } }', { email: 'roles-limit@example.com' });
  const replies = [];
  for (let index = 0; index <= MAILS_PER_ADDRESS_PER_HOUR; index += 1) replies.push(await ask(index % 2 === 0 ? a : b));
  const refused = replies.map((reply) => (reply.data?.requestSignInLink.errors ?? []).length > 0 || (reply.errors ?? []).length > 0);
  expect(refused).toEqual([...Array(MAILS_PER_ADDRESS_PER_HOUR).fill(false), true]);
}, 180_000);
