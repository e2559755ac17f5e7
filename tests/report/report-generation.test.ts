// Report generation as a retried job: the payment answers at once and the report-generate job recorded with it
// completes the report; a report that fails to compose leaves the payment standing, stays unlocked without a mail, and
// a later run (a retry, or the sweep) completes it with exactly one report-ready mail.
import { Writable } from 'node:stream';
import { JOB_HANDLERS } from '../../api/src/jobs/jobs.js';
import { createLogger } from '../../api/src/logger.js';
import { generatePendingReports, SWEEP_AFTER_MS } from '../../api/src/modules/report/report.generation.js';
import { countRows, restOrder, restPay, skuIds, submittedAttempt, CARD_OK } from '../payments/support/checkout.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

const em = () => server.database.orm.em.fork();

function capturedLog() {
  const lines: string[] = [];
  const log = createLogger('info', new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } }));
  return { log, lines };
}

async function reportOf(attemptToken: string) {
  const [row] = await em().execute<Array<{ id: string; state: string; order_id: string | null; completed_at: Date | null; generation_failures: number }>>(
    'select r.id, r.state, r.order_id, r.completed_at, r.generation_failures from report r join attempt a on a.id = r.attempt_id where a.token = ?', [attemptToken]);
  return row!;
}

/** The sweep's view of time: the report was unlocked long enough ago. */
const later = () => new Date(Date.now() + SWEEP_AFTER_MS + 1000);

/** report-generate jobs recorded for a report (pg-boss keeps finished jobs in the same table for a while). */
const generationJobs = (reportId: string) =>
  countRows(server, `select count(*) as n from pgboss.job where name = 'report-generate' and data->>'reportId' = ?`, [reportId]);

const readyMails = (orderId: string) =>
  countRows(server, `select count(*) as n from mail_outbox where template = 'report-ready' and dedupe_key = ?`, [`report-ready:${orderId}`]);

/** A submitted sitting whose report does not compose (an unknown type code in its stored scores) until repaired. */
async function brokenSitting(email: string) {
  const attemptToken = await submittedAttempt(server);
  const created = await restOrder(server, { attemptToken, skuId: sku.report, email });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  const [{ code }] = await em().execute<Array<{ code: string }>>(
    `select r.scores->>'code' as code from report r join attempt a on a.id = r.attempt_id where a.token = ?`, [attemptToken]);
  const setCode = (value: string) => em().execute(
    `update report r set scores = jsonb_set(r.scores, '{code}', to_jsonb(?::text)) from attempt a where a.id = r.attempt_id and a.token = ?`,
    [value, attemptToken]);
  await setCode('XNTJ');
  return { attemptToken, order, repair: () => setCode(code!) };
}

it('completes the report in the order-paid fulfilment right after payment when it composes, with no generation job', async () => {
  const attemptToken = await submittedAttempt(server);
  const created = await restOrder(server, { attemptToken, skuId: sku.report, email: 'ready@example.com' });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  const paid = await restPay(server, order, 'card', { testCard: CARD_OK });
  expect(paid.body.data.order.status).toBe('paid');
  await server.drainJobs();
  const report = await reportOf(attemptToken);
  expect(report).toMatchObject({ state: 'ready', order_id: created.body.data.order.id });
  expect(report.completed_at).not.toBeNull();
  expect(await generationJobs(report.id)).toBe(0);
  expect(await readyMails(created.body.data.order.id)).toBe(1);
  expect(await generatePendingReports(em(), later())).toEqual({ completed: 0, failed: 0 });
  expect(await readyMails(created.body.data.order.id)).toBe(1);
});

it('leaves a report that fails to compose for the job, which completes it once repaired with one mail', async () => {
  const email = 'retry@example.com';
  const sitting = await brokenSitting(email);
  const paid = await restPay(server, sitting.order, 'card', { testCard: CARD_OK });
  // The payment stands and its receipt is queued; the report waits, linked to the paid order.
  expect(paid.body.data.order.status).toBe('paid');
  await server.drainJobs();
  expect(await countRows(server, `select count(*) as n from mail_outbox where dedupe_key = ?`, [`receipt:${sitting.order.id}`])).toBe(1);
  const waiting = await reportOf(sitting.attemptToken);
  expect(waiting).toMatchObject({ state: 'unlocked', order_id: sitting.order.id, completed_at: null });
  expect(waiting.generation_failures).toBeGreaterThanOrEqual(1);
  // The fulfilment left it to one report-generate job, which retries with backoff.
  expect(await generationJobs(waiting.id)).toBe(1);
  expect(await readyMails(sitting.order.id)).toBe(0);

  const failing = capturedLog();
  expect(await generatePendingReports(em(), later(), { log: failing.log })).toEqual({ completed: 0, failed: 1 });
  expect((await reportOf(sitting.attemptToken)).state).toBe('unlocked');
  expect(await readyMails(sitting.order.id)).toBe(0);
  const logged = failing.lines.join('');
  expect(logged).toContain((await reportOf(sitting.attemptToken)).id);
  expect(logged).not.toContain(email);

  await sitting.repair();
  const now = later();
  expect(await generatePendingReports(em(), now)).toEqual({ completed: 1, failed: 0 });
  const report = await reportOf(sitting.attemptToken);
  expect(report.state).toBe('ready');
  expect(new Date(report.completed_at!).getTime()).toBe(now.getTime());
  expect(await readyMails(sitting.order.id)).toBe(1);
  const [mail] = await em().execute<Array<{ to: string; data: { reports: Array<{ kind: string }> } }>>(
    `select "to", data from mail_outbox where dedupe_key = ?`, [`report-ready:${sitting.order.id}`]);
  expect(mail).toMatchObject({ to: email, data: { reports: [{ kind: 'paid' }] } });

  expect(await generatePendingReports(em(), later())).toEqual({ completed: 0, failed: 0 });
  expect(await readyMails(sitting.order.id)).toBe(1);
});

it('retries after a composer failure and never mails twice', async () => {
  const sitting = await brokenSitting('composer@example.com');
  await restPay(server, sitting.order, 'card', { testCard: CARD_OK });
  await server.drainJobs();
  await sitting.repair();
  // The stored scores are fine again, but the composer itself fails on this run.
  const unavailable = () => Promise.reject(new Error('composer unavailable'));
  expect(await generatePendingReports(em(), later(), { compose: unavailable })).toEqual({ completed: 0, failed: 1 });
  expect((await reportOf(sitting.attemptToken)).state).toBe('unlocked');
  expect(await readyMails(sitting.order.id)).toBe(0);
  // The next minute's sweep, as pg-boss starts it.
  const job = () => JOB_HANDLERS['reports-generate']({ orm: server.database.orm, payments: server.payments }, later());
  expect(await job()).toEqual({ completed: 1, failed: 0 });
  expect(await job()).toEqual({ completed: 0, failed: 0 });
  expect(await readyMails(sitting.order.id)).toBe(1);
});

it('does not generate the report of an order that is no longer paid', async () => {
  const sitting = await brokenSitting('refunded@example.com');
  await restPay(server, sitting.order, 'card', { testCard: CARD_OK });
  await server.drainJobs();
  await em().execute(`update purchase_order set status = 'refunded' where id = ?`, [sitting.order.id]);
  await sitting.repair();
  expect(await generatePendingReports(em(), later())).toEqual({ completed: 0, failed: 0 });
  expect((await reportOf(sitting.attemptToken)).state).not.toBe('ready');
  expect(await readyMails(sitting.order.id)).toBe(0);
});
