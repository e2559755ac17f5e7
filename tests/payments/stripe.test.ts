// Cards through the real stripe SDK against an msw imitation of Stripe's API: PaymentIntents with idempotency
// keys, the client secret for Stripe's card element, 3-D Secure, signed webhooks (replayed, tampered, stale, out of
// order), zero-decimal amounts, trials on SetupIntents renewed off-session, refunds and reconciliation.
import { setupServer } from 'msw/node';
import { reconcilePayments } from '../../api/src/modules/payment/reconcile.js';
import { renewDueSubscriptions } from '../../api/src/modules/subscription/subscription.jobs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CONSENT, countRows, rest, restOrder, restPay, skuIds, startedAttempt, submittedAttempt, type OrderData } from './support/checkout.js';
import { DECLINING_METHOD, FakeStripe } from './support/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_mindprint';
const stripe = new FakeStripe(WEBHOOK_SECRET);
const msw = setupServer(...stripe.handlers());
let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_mindprint', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
  msw.close();
});

async function orderAndPay(extra: Record<string, unknown> = {}) {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, ...extra });
  expect(created.status).toBe(200);
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  const paid = await restPay(server, order, 'card');
  return { order, paid };
}

/** Posts an event, then waits for the jobs it recorded (fulfilment, refunds) to run. */
async function deliver(payload: string, signature: string | undefined) {
  const response = await fetch(`${server.baseUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
  await server.drainJobs();
  return response;
}

async function status(order: { orderNumber: string; token: string }) {
  await server.drainJobs();
  return (await rest<OrderData>(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`)).body.data as unknown as OrderData['order'];
}

it('creates one PaymentIntent per attempt and hands out its client secret', async () => {
  const { order, paid } = await orderAndPay();
  expect(paid.status).toBe(200);
  expect(paid.body.data.order).toMatchObject({ status: 'pending', payment: { status: 'awaiting_customer' } });
  const intent = stripe.intentOfOrder(order.id);
  expect(paid.body.data.order.payment!.clientSecret).toBe(intent.client_secret);
  const create = stripe.creates.find((call) => call.form['metadata[orderId]'] === order.id)!;
  expect(create.key).toMatch(new RegExp(`^pay:${order.id}:1$`));
  expect(create.form).toMatchObject({ amount: '999', currency: 'usd', 'allowed_payment_method_types[0]': 'card' });
});

it('makes one PaymentIntent for two pay requests at once', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  const before = stripe.creates.length;
  const replies = await Promise.all([restPay(server, order, 'card'), restPay(server, order, 'card'), restPay(server, order, 'card')]);
  expect(stripe.creates.length - before).toBe(1);
  const secrets = new Set(replies.map((reply) => reply.body.data.order.payment!.clientSecret));
  expect(secrets.size).toBe(1);
  expect(await countRows(server, 'select count(*) as n from payment_attempt where order_id = ?', [created.body.data.order.id])).toBe(1);
});

it('maps 3-D Secure to requires_action, then fulfils once for a webhook delivered ten times', async () => {
  const { order } = await orderAndPay();
  const intent = stripe.intentOfOrder(order.id);
  stripe.outcome(intent.id, 'requires_action');
  const checked = await rest<OrderData>(server, 'POST', '/pay/check/status', order);
  expect(checked.body.data.order.payment).toMatchObject({ status: 'requires_action', clientSecret: intent.client_secret });

  const { payload, signature } = stripe.event('payment_intent.succeeded', stripe.outcome(intent.id, 'succeeded'));
  const first = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
  const rest5 = [];
  for (let i = 0; i < 5; i += 1) rest5.push(await deliver(payload, signature));
  const outcomes = await Promise.all([...first, ...rest5].map(async (response) => [response.status, ((await response.json()) as { outcome: string }).outcome]));
  expect(outcomes.every(([code]) => code === 200)).toBe(true);
  expect(outcomes.filter(([, outcome]) => outcome === 'processed')).toHaveLength(1);
  expect(outcomes.filter(([, outcome]) => outcome === 'duplicate')).toHaveLength(9);
  expect((await status(order)).status).toBe('paid');
  expect(await countRows(server, `select count(*) as n from order_event where order_id = ? and to_status = 'paid'`, [order.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from mail_outbox where data->>'orderId' = ?`, [order.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from provider_event where order_id = ?`, [order.id])).toBe(1);
});

it('answers 400 to a tampered, stale or missing signature and stores nothing', async () => {
  const { order } = await orderAndPay();
  const intent = stripe.outcome(stripe.intentOfOrder(order.id).id, 'succeeded');
  const { payload, signature } = stripe.event('payment_intent.succeeded', intent);
  const tampered = payload.replace('"amount":999', '"amount":1');
  expect((await deliver(tampered, signature)).status).toBe(400);
  const stale = stripe.event('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
  expect((await deliver(stale.payload, stale.signature)).status).toBe(400);
  const wrongSecret = signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
  expect((await deliver(payload, wrongSecret)).status).toBe(400);
  expect((await deliver(payload, undefined)).status).toBe(400);
  expect(await countRows(server, 'select count(*) as n from provider_event where order_id = ?', [order.id])).toBe(0);
  expect((await status(order)).status).toBe('pending');
  expect((await deliver(payload, signature)).status).toBe(200);
  expect((await status(order)).status).toBe('paid');
});

it('ends in the same state whatever order the events come in', async () => {
  const permutations = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]];
  for (const permutation of permutations) {
    const { order } = await orderAndPay();
    const intentId = stripe.intentOfOrder(order.id).id;
    const events = [
      stripe.event('payment_intent.requires_action', stripe.outcome(intentId, 'requires_action')),
      stripe.event('payment_intent.payment_failed', stripe.outcome(intentId, 'failed')),
      stripe.event('payment_intent.processing', stripe.outcome(intentId, 'processing')),
      stripe.event('payment_intent.succeeded', stripe.outcome(intentId, 'succeeded')),
    ];
    for (const index of permutation) expect((await deliver(events[index]!.payload, events[index]!.signature)).status).toBe(200);
    expect((await status(order)).status).toBe('paid');
  }
  const { order } = await orderAndPay();
  const failed = stripe.event('payment_intent.payment_failed', stripe.outcome(stripe.intentOfOrder(order.id).id, 'failed'));
  await deliver(failed.payload, failed.signature);
  expect(await status(order)).toMatchObject({ status: 'failed', payment: { status: 'failed' } });
});

it('sends zero-decimal currencies to Stripe in whole units and the rest in hundredths', async () => {
  const cases: Array<[country: string, currency: string, divided: boolean]> = [
    ['JP', 'jpy', true], ['KR', 'krw', true], ['VN', 'vnd', true], ['CL', 'clp', true], ['UG', 'ugx', true],
    ['US', 'usd', false], ['CN', 'cny', false], ['HU', 'huf', false], ['IN', 'inr', false], ['DE', 'eur', false],
  ];
  for (const [country, currency, divided] of cases) {
    const { order, paid } = await orderAndPay({ country });
    const amountMinor = paid.body.data.order.amount.amountMinor;
    const create = stripe.creates.find((call) => call.form['metadata[orderId]'] === order.id)!;
    expect([country, create.form.currency, Number(create.form.amount)]).toEqual([country, currency, divided ? amountMinor / 100 : amountMinor]);
  }
});

it('saves the card of a trial with a SetupIntent and renews it off-session', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku['trial-weekly'], trialConsent: CONSENT, email: 'trial-stripe@example.com' });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  const paid = await restPay(server, order, 'card');
  expect(paid.body.data.order.payment!.clientSecret).toMatch(/^seti_/);
  const setup = stripe.creates.find((call) => call.form['metadata[orderId]'] === order.id)!;
  expect(setup).toMatchObject({ kind: 'setup_intent', form: { usage: 'off_session' } });
  const confirmed = stripe.event('setup_intent.succeeded', stripe.outcome(stripe.intentOfOrder(order.id).id, 'succeeded', 'pm_card_saved'));
  expect((await deliver(confirmed.payload, confirmed.signature)).status).toBe(200);
  const trial = await status(order) as OrderData['order'] & { subscription: { status: string } };
  expect(trial).toMatchObject({ status: 'paid', subscription: { status: 'trialing' } });

  const later = new Date(Date.now() + 3 * 24 * 3600_000 + 60_000);
  await renewDueSubscriptions(server.database.orm.em.fork(), server.payments, later);
  const renewal = stripe.creates.at(-1)!;
  expect(renewal.form).toMatchObject({ amount: '1999', currency: 'usd', confirm: 'true', off_session: 'true', payment_method: 'pm_card_saved' });
  expect(renewal.key).toMatch(/^renewal:[0-9a-f-]+:1:1$/);
  const renewed = await status(order) as OrderData['order'] & { subscription: { status: string } };
  expect(renewed.subscription.status).toBe('active');

  // The next renewal is declined off-session: the plan falls behind instead of charging twice.
  await server.database.orm.em.fork().execute('update subscription set payment_method_ref = ? where email = ?', [DECLINING_METHOD, 'trial-stripe@example.com']);
  await renewDueSubscriptions(server.database.orm.em.fork(), server.payments, new Date(later.getTime() + 7 * 24 * 3600_000 + 60_000));
  expect(((await status(order)) as OrderData['order'] & { subscription: { status: string } }).subscription.status).toBe('past_due');
});

it('refunds an order on charge.refunded', async () => {
  const { order } = await orderAndPay({ attemptToken: await submittedAttempt(server) });
  const intent = stripe.outcome(stripe.intentOfOrder(order.id).id, 'succeeded');
  const paid = stripe.event('payment_intent.succeeded', intent);
  await deliver(paid.payload, paid.signature);
  expect(await countRows(server, `select count(*) as n from report where order_id = ? and state = 'ready'`, [order.id])).toBe(1);
  const refund = stripe.event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: intent.id, amount: 999, amount_refunded: 999, refunded: true, currency: 'usd' });
  expect((await deliver(refund.payload, refund.signature)).status).toBe(200);
  expect((await status(order)).status).toBe('refunded');
  expect(await countRows(server, `select count(*) as n from report where order_id = ? and state = 'ready'`, [order.id])).toBe(0);

  // The refund may be the first news of the payment: the order still ends refunded, through paid.
  const early = await orderAndPay();
  const earlyIntent = stripe.outcome(stripe.intentOfOrder(early.order.id).id, 'succeeded');
  const earlyRefund = stripe.event('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: earlyIntent.id, amount: 999, amount_refunded: 999, refunded: true, currency: 'usd' });
  await deliver(earlyRefund.payload, earlyRefund.signature);
  const late = stripe.event('payment_intent.succeeded', earlyIntent);
  await deliver(late.payload, late.signature);
  expect((await status(early.order)).status).toBe('refunded');
  const moves = await server.database.orm.em.fork().execute<Array<{ to_status: string }>>('select to_status from order_event where order_id = ? order by id', [early.order.id]);
  expect(moves.map((move) => move.to_status)).toEqual(['created', 'pending', 'paid', 'refunded']);
});

it('settles a payment whose webhook never came in the reconciliation job', async () => {
  const { order } = await orderAndPay();
  stripe.outcome(stripe.intentOfOrder(order.id).id, 'succeeded');
  expect((await status(order)).status).toBe('pending');
  await reconcilePayments(server.database.orm.em.fork(), server.payments, new Date(Date.now() + 5 * 60_000));
  expect((await status(order)).status).toBe('paid');
});

it('cancels a checkout abandoned for a day', async () => {
  const { order } = await orderAndPay();
  await reconcilePayments(server.database.orm.em.fork(), server.payments, new Date(Date.now() + 25 * 3600_000));
  expect((await status(order)).status).toBe('cancelled');
  expect(stripe.intentOfOrder(order.id).status).toBe('canceled');
});

it('matches an event that overtakes our own write of the intent id by the attempt id in its metadata', async () => {
  const { order } = await orderAndPay();
  const intent = stripe.outcome(stripe.intentOfOrder(order.id).id, 'succeeded');
  await server.database.orm.em.fork().execute('update payment_attempt set provider_ref = null where order_id = ?', [order.id]);
  const { payload, signature } = stripe.event('payment_intent.succeeded', intent);
  expect(await (await deliver(payload, signature)).json()).toMatchObject({ outcome: 'processed' });
  expect((await status(order)).status).toBe('paid');
  expect(await countRows(server, 'select count(*) as n from payment_attempt where order_id = ? and provider_ref = ?', [order.id, intent.id])).toBe(1);
});
