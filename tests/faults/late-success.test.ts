// Money is never dropped: a correctly signed success for a Stripe attempt that was cancelled when the buyer switched to
// PayPal pays the order when it is still unpaid, or is refunded through Stripe when PayPal paid it first; both show in
// the incident report. Webhook edge cases: a signed event without data (400, kept for inspection), a signature dated
// in the future (400), an amount that is not the order's (flagged, not fulfilled), and a storm of duplicated and
// reordered deliveries (fulfilled once), two events for one order that meet at its lock (no deadlock).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { setupServer } from 'msw/node';
import pg from 'pg';
import { ROOT_DIR } from '../../api/src/config.js';
import { listIncidents } from '../../api/src/modules/payment/incidents.js';
import { usingRealPostgres } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { countRows, rest, restOrder, restPay, skuIds, startedAttempt, type OrderData } from '../payments/support/checkout.js';
import { FakePayPal } from '../payments/support/fake-paypal.js';
import { FakeStripe } from '../payments/support/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_faults';
const stripe = new FakeStripe(WEBHOOK_SECRET);
const paypal = new FakePayPal('WH-FAULTS-1');
const msw = setupServer(...stripe.handlers(), ...paypal.handlers());
let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_faults', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID: 'WH-FAULTS-1',
    },
  });
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
  msw.close();
});

async function deliver(payload: string, signature: string) {
  const response = await fetch(`${server.baseUrl}/webhooks/stripe`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload,
  });
  await server.drainJobs();
  return response;
}

/** The webhook transactions the server applied again after a lock conflict (none is expected). */
const lockRetries = () => server.logs.filter((line) => /lock conflict/.test(String(line.msg)));

async function status(order: { orderNumber: string; token: string }) {
  await server.drainJobs();
  return (await rest<OrderData['order']>(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`)).body.data;
}

/** An order whose Stripe attempt is open (the card form is shown), then the buyer switches to PayPal. */
async function switchedToPayPal() {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  expect((await restPay(server, order, 'card')).body.data.order.payment).toMatchObject({ status: 'awaiting_customer' });
  const intent = stripe.intentOfOrder(order.id);
  const switched = await restPay(server, order, 'paypal', { returnUrl: 'https://mindprint.test/paying/check/BMBTI-1836' });
  expect(switched.body.data.order.payment).toMatchObject({ status: 'awaiting_customer' });
  // The Stripe attempt was cancelled at Stripe before the PayPal one was made.
  expect(stripe.intents.get(intent.id)!.status).toBe('canceled');
  return { order, intent, paypalOrder: switched.body.data.order.payment!.approveUrl!.split('token=')[1]! };
}

it('applies money that arrives for a cancelled attempt of an unpaid order, and voids the other attempt', async () => {
  const { order, intent } = await switchedToPayPal();
  // Stripe took the money anyway (the buyer's bank had confirmed just before the cancel).
  stripe.intents.get(intent.id)!.status = 'succeeded';
  const late = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
  expect((await deliver(late.payload, late.signature)).status).toBe(200);
  expect((await status(order)).status).toBe('paid');
  const incidents = (await listIncidents(server.database.orm.em.fork(), { all: true })).filter((incident) => incident.providerRef === intent.id);
  expect(incidents.map((incident) => [incident.kind, incident.status])).toEqual([['late_success_applied', 'resolved']]);
  expect(await countRows(server, `select count(*) as n from payment_attempt a join purchase_order o on o.id = a.order_id
    where o.order_number = ? and a.provider = 'paypal' and a.status = 'cancelled'`, [order.orderNumber])).toBe(1);
  expect(stripe.refunds.size).toBe(0);
});

it('refunds money that arrives for a cancelled attempt of an order paid otherwise, through Stripe, once', async () => {
  const { order, intent, paypalOrder } = await switchedToPayPal();
  paypal.approve(paypalOrder);
  const checked = await rest<OrderData>(server, 'POST', '/pay/check/status', { orderNumber: order.orderNumber, token: order.token });
  expect(checked.body.data.order.status).toBe('paid');
  stripe.intents.get(intent.id)!.status = 'succeeded';
  const late = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
  await deliver(late.payload, late.signature);
  // The same late event again: still one refund.
  await deliver(late.payload, late.signature);
  const again = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
  await deliver(again.payload, again.signature);
  const refunds = [...stripe.refunds.values()].filter((refund) => refund.paymentIntent === intent.id);
  expect(refunds).toEqual([{ paymentIntent: intent.id, amount: 999 }]);
  expect((await status(order)).status).toBe('paid');
  const [incident] = (await listIncidents(server.database.orm.em.fork(), { all: true })).filter((row) => row.providerRef === intent.id);
  expect(incident).toMatchObject({ kind: 'late_success_refunded', status: 'resolved' });
  expect(await countRows(server, 'select count(*) as n from payment_attempt where provider_ref = ? and refunded_at is not null', [intent.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from mail_outbox where dedupe_key = ?`, [`receipt:${order.id}`])).toBe(1);
});

it('answers 400 to a signed event without data and keeps it for inspection', async () => {
  const payload = JSON.stringify({ id: 'evt_no_data_1', object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000) });
  const { signature } = stripe.signed(payload);
  expect((await deliver(payload, signature)).status).toBe(400);
  expect((await deliver(payload, signature)).status).toBe(400);
  expect(await countRows(server, `select count(*) as n from provider_event where event_id = 'evt_no_data_1' and malformed`)).toBe(1);
  const incidents = (await listIncidents(server.database.orm.em.fork())).filter((row) => row.kind === 'malformed_event');
  expect(incidents).toHaveLength(1);

  // The operator report lists it, and marks it handled.
  const cli = (...args: string[]) => promisify(execFile)(process.execPath, [path.join(ROOT_DIR, 'api/dist/tools/payments.js'), ...args],
    { env: { ...process.env, DATABASE_URL: server.testDb.url, LOG_LEVEL: 'warn' } });
  const listed = JSON.parse((await cli('incidents', '--json')).stdout) as Array<{ id: number; kind: string; detail: Record<string, unknown> }>;
  expect(listed.filter((row) => row.kind === 'malformed_event')).toEqual([expect.objectContaining({ id: incidents[0]!.id, detail: expect.objectContaining({ eventId: 'evt_no_data_1' }) })]);
  expect((await cli('incidents')).stdout).toMatch(new RegExp(`^${incidents[0]!.id}\\s.*malformed_event\\s+open`, 'm'));
  expect((await cli('resolve', String(incidents[0]!.id), 'read', 'by', 'hand')).stdout).toContain('resolved');
  expect((await listIncidents(server.database.orm.em.fork())).filter((row) => row.kind === 'malformed_event')).toHaveLength(0);
});

it('refuses signatures dated outside the tolerance either way', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  await restPay(server, order, 'card');
  const intent = stripe.intentOfOrder(order.id);
  const now = Math.floor(Date.now() / 1000);
  for (const timestamp of [now + 600, now - 600]) {
    const event = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded' }, { timestamp });
    expect((await deliver(event.payload, event.signature)).status).toBe(400);
  }
  expect((await status(order)).status).toBe('pending');
});

it('flags an amount or currency that is not the order\'s instead of fulfilling it', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  await restPay(server, order, 'card');
  const intent = stripe.intentOfOrder(order.id);
  const cheap = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', amount: 1 });
  expect((await deliver(cheap.payload, cheap.signature)).status).toBe(200);
  expect((await status(order)).status).toBe('pending');
  const foreign = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', currency: 'eur' });
  await deliver(foreign.payload, foreign.signature);
  expect((await status(order)).status).toBe('pending');
  const flagged = (await listIncidents(server.database.orm.em.fork())).filter((row) => row.providerRef === intent.id);
  expect(flagged.map((row) => row.kind)).toEqual(['amount_mismatch']);
  expect(await countRows(server, 'select count(*) as n from entitlement where order_id = ?', [order.id])).toBe(0);
});

it('fulfils once through a storm of duplicated and reordered deliveries', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, email: 'storm@example.com' });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  await restPay(server, order, 'card');
  const intent = stripe.intentOfOrder(order.id);
  const action = stripe.event('payment_intent.requires_action', stripe.outcome(intent.id, 'requires_action'));
  const processing = stripe.event('payment_intent.processing', { ...intent, status: 'processing' });
  const succeeded = stripe.event('payment_intent.succeeded', stripe.outcome(intent.id, 'succeeded'));
  const storm = [succeeded, action, processing, succeeded, action, succeeded, processing, succeeded];
  const replies = await Promise.all([...storm, ...storm, ...storm].map((event) => fetch(`${server.baseUrl}/webhooks/stripe`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload,
  })));
  expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
  // Serialised on the order's lock, not by PostgreSQL breaking deadlocks (a second each) and the handler retrying.
  expect(lockRetries()).toEqual([]);
  await server.drainJobs();
  expect((await status(order)).status).toBe('paid');
  expect(await countRows(server, `select count(*) as n from order_event where order_id = ? and to_status = 'paid'`, [order.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from mail_outbox where dedupe_key = ?`, [`receipt:${order.id}`])).toBe(1);
  expect(await countRows(server, 'select count(*) as n from entitlement where order_id = ?', [order.id])).toBe(1);
});

// Each delivery stores its event (a row referencing the order) before it takes the order's lock. On a PostgreSQL
// server two deliveries held up together used to deadlock there (the stored rows' key-share locks against FOR UPDATE):
// this holds the order while both arrive, so they meet at its lock every time. (The embedded database runs one
// transaction at a time; a connection holding a lock would stop the server's.)
(usingRealPostgres ? it : it.skip)('settles two events for one order that wait for its lock together, one after the other', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  await restPay(server, order, 'card');
  const intent = stripe.intentOfOrder(order.id);
  const holder = new pg.Client({ connectionString: server.testDb.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from purchase_order where id = $1 for no key update', [order.id]);
    const events = [stripe.event('payment_intent.processing', { ...intent, status: 'processing' }), stripe.event('payment_intent.succeeded', stripe.outcome(intent.id, 'succeeded'))];
    const replies = Promise.all(events.map((event) => fetch(`${server.baseUrl}/webhooks/stripe`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload,
    })));
    const waiting = async () => {
      // The holder's transaction sees activity as of its first look unless it drops that snapshot each time.
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      return Number(rows[0]!.n);
    };
    for (const started = Date.now(); (await waiting()) < 2; ) {
      if (Date.now() - started > 10_000) throw new Error('the two deliveries never waited for the order');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await holder.query('commit');
    expect((await replies).map((reply) => reply.status)).toEqual([200, 200]);
  } finally {
    await holder.end();
  }
  expect(lockRetries()).toEqual([]);
  expect((await status(order)).status).toBe('paid');
  expect(await countRows(server, 'select count(*) as n from entitlement where order_id = ?', [order.id])).toBe(1);
});
