// The whole funnel offline with the local provider and its test cards, through the REST facade: create an order
// (price from the catalog), pay, decline and retry, a delayed card settled by reconciliation, double clicks,
// and authorisation by order token.
import { LocalProvider } from '../../api/src/modules/payment/providers/local.provider.js';
import { reconcilePayments } from '../../api/src/modules/payment/reconcile.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_DECLINED, CARD_DELAYED, CARD_OK, CONSENT, countRows, rest, restOrder, restPay, skuIds, startedAttempt, submittedAttempt, type OrderData } from './support/checkout.js';

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  // A provider that answers after a while, like a network one: concurrent requests really overlap.
  server = await startTestServer({ providers: { local: new LocalProvider({ latencyMs: 40 }) } });
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

async function newOrder(extra: Record<string, unknown> = {}) {
  const reply = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, ...extra });
  expect(reply.status).toBe(200);
  return { orderNumber: reply.body.data.order.orderNumber, token: reply.body.data.token, data: reply.body.data };
}

describe('creating an order', () => {
  it('prices it from the catalog in the country currency and answers in the envelope', async () => {
    const us = await newOrder();
    expect(us.data.order).toMatchObject({ status: 'created', amount: { amountMinor: 999, currency: { code: 'USD' } } });
    expect(us.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const jp = await newOrder({ country: 'JP' });
    expect(jp.data.order.amount.currency.code).toBe('JPY');
    expect(jp.data.order.amount.amountMinor % 100).toBe(0);
  });

  it('ignores any amount the client sends', async () => {
    const reply = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, amountMinor: 1, price: 1 });
    expect(reply.body.data.order.amount.amountMinor).toBe(999);
  });

  it('refuses a missing terms tick, a bad email, an unknown sitting and a subscription without consent', async () => {
    const attemptToken = await startedAttempt(server);
    const terms = await restOrder(server, { attemptToken, skuId: sku.report, acceptTerms: false });
    expect(terms).toMatchObject({ status: 400, body: { result: 400, msg: 'please tick I have read and agree to the agreement to continue' } });
    const email = await restOrder(server, { attemptToken, skuId: sku.report, email: 'nope' });
    expect(email.body).toMatchObject({ result: 400, msg: 'Please enter a valid email address.' });
    const attempt = await restOrder(server, { attemptToken: 'x'.repeat(43), skuId: sku.report });
    expect(attempt.status).toBe(404);
    const trial = await restOrder(server, { attemptToken, skuId: sku['trial-weekly'] });
    expect(trial.body.data.errors![0]!.code).toBe('TRIAL_CONSENT_REQUIRED');
    const outdated = await restOrder(server, { attemptToken, skuId: sku['trial-weekly'], trialConsent: { accepted: true, version: 'old' } });
    expect(outdated.body.data.errors![0]!.code).toBe('CONSENT_OUTDATED');
    const upsell = await restOrder(server, { attemptToken, skuId: sku['skill-packs'] });
    expect(upsell.body.data.errors![0]!.code).toBe('SKU_NOT_OFFERED');
    const bodyShape = await rest(server, 'POST', '/exam/order/info', { skuId: 'x' });
    expect(bodyShape.status).toBe(400);
  });

  it('stores the trial consent as rendered for the buyer', async () => {
    const reply = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku['trial-weekly'], trialConsent: CONSENT });
    expect(reply.status).toBe(200);
    const order = reply.body.data.order as OrderData['order'] & { trialConsent: { version: string; text: string } };
    expect(order.amount.amountMinor).toBe(0);
    expect(order.trialConsent.version).toBe(CONSENT.version);
    expect(order.trialConsent.text).toContain('Free for 3 days, then $19.99 every week');
  });

  it('returns the same order for a repeated idempotency key', async () => {
    const attemptToken = await startedAttempt(server);
    const idempotencyKey = 'checkout-key-0123456789';
    const [first, second] = await Promise.all([
      restOrder(server, { attemptToken, skuId: sku.report, idempotencyKey }),
      restOrder(server, { attemptToken, skuId: sku.report, idempotencyKey }),
    ]);
    expect(first.body.data.order.id).toBe(second.body.data.order.id);
    expect(await countRows(server, 'select count(*) as n from purchase_order where idempotency_key = ?', [idempotencyKey])).toBe(1);
    const reused = await restOrder(server, { attemptToken, skuId: sku.monthly, idempotencyKey, trialConsent: CONSENT });
    expect(reused.body.data.errors![0]!.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('reading an order', () => {
  it('needs the order token: never the number alone', async () => {
    const order = await newOrder();
    const alone = await rest(server, 'GET', `/exam/order/info/${order.orderNumber}`);
    expect(alone).toMatchObject({ status: 404, body: { result: 404, data: null } });
    const wrong = await rest(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${'A'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    const byQuery = await rest<OrderData['order']>(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`);
    expect(byQuery.body.data.orderNumber).toBe(order.orderNumber);
    const byHeader = await rest<OrderData['order']>(server, 'GET', `/exam/order/info/${order.data.order.id}`, undefined, { 'order-token': order.token });
    expect(byHeader.body.data.orderNumber).toBe(order.orderNumber);
    const graphql = await server.graphql(`{ order(ref: "${order.orderNumber}", token: "${'B'.repeat(43)}") { id } }`);
    expect(graphql.errors![0]!.extensions!.code).toBe('ORDER_NOT_FOUND');
  });

  it('changes the delivery email with the token', async () => {
    const order = await newOrder();
    const changed = await rest<OrderData['order'] & { email: string }>(server, 'POST', '/exam/order/update/email', { orderNumber: order.orderNumber, token: order.token, email: 'New@Example.com ' });
    expect(changed.body.data.email).toBe('new@example.com');
    const bad = await rest(server, 'POST', '/exam/order/update/email', { orderNumber: order.orderNumber, token: order.token, email: 'x' });
    expect(bad.status).toBe(400);
  });
});

describe('paying needs the order token', () => {
  const PAY = `mutation ($input: PayOrderInput!) { payOrder(input: $input) { order { status } errors { code } } }`;

  it.each(['id', 'order number'] as const)('refuses a wrong or malformed token for an order named by its %s, and changes nothing', async (naming) => {
    const order = await newOrder();
    const orderRef = naming === 'id' ? order.data.order.id.toUpperCase() : order.orderNumber;
    for (const token of ['C'.repeat(43), 'short', order.token.slice(0, -1)]) {
      const reply = await server.graphql(PAY, { input: { orderRef, token, method: 'CARD', testCard: CARD_OK } });
      expect(reply.errors![0]!.extensions!.code).toBe('ORDER_NOT_FOUND');
    }
    expect(await countRows(server, 'select count(*) as n from payment_attempt where order_id = ?', [order.data.order.id])).toBe(0);
    const paid = await server.graphql<{ payOrder: { order: { status: string } } }>(PAY, { input: { orderRef, token: order.token, method: 'CARD', testCard: CARD_OK } });
    expect(paid.data!.payOrder.order.status).toBe('PAID');
  });
});

describe('paying with the local provider', () => {
  it('pays with the success card at once, then its job completes the report and queues a receipt', async () => {
    const order = await newOrder({ attemptToken: await submittedAttempt(server) });
    expect(await countRows(server, `select count(*) as n from report r join purchase_order o on o.attempt_id = r.attempt_id
      where o.order_number = ? and r.state = 'awaiting_payment'`, [order.orderNumber])).toBe(1);
    const paid = await restPay(server, order, 'card', { testCard: CARD_OK });
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    const check = await rest<{ paid: boolean }>(server, 'GET', `/exam/order/sku/check/${order.orderNumber}?token=${order.token}`);
    expect(check.body.data.paid).toBe(true);
    // What follows the payment is a durable job recorded with it.
    expect(await countRows(server, `select count(*) as n from pgboss.job where name = 'order-paid' and data->>'orderId' = ?`, [paid.body.data.order.id])).toBe(1);
    await server.drainJobs();
    expect(await countRows(server, `select count(*) as n from report r join purchase_order o on o.attempt_id = r.attempt_id
      where o.order_number = ? and r.state = 'ready'`, [order.orderNumber])).toBe(1);
    expect(await countRows(server, `select count(*) as n from mail_outbox where template = 'payment-receipt' and data->>'orderNumber' = ?`, [order.orderNumber])).toBe(1);
    const events = await server.database.orm.em.fork().execute<Array<{ from_status: string | null; to_status: string }>>(
      'select e.from_status, e.to_status from order_event e join purchase_order o on o.id = e.order_id where o.order_number = ? order by e.id', [order.orderNumber]);
    expect(events.map((e) => `${e.from_status}->${e.to_status}`)).toEqual(['null->created', 'created->pending', 'pending->paid']);
    const again = await restPay(server, order, 'card', { testCard: CARD_OK });
    expect(again.body.data.order.status).toBe('paid');
  });

  it('declines with the decline card, then lets the buyer retry with a new attempt', async () => {
    const order = await newOrder();
    const declined = await restPay(server, order, 'card', { testCard: CARD_DECLINED });
    expect(declined).toMatchObject({ status: 402, body: { result: 402, msg: 'Payment failed' } });
    expect(declined.body.data.order).toMatchObject({ status: 'failed', payment: { status: 'failed' } });
    const retried = await restPay(server, order, 'local', { testCard: CARD_OK });
    expect(retried.body.data.order).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    expect(await countRows(server, 'select count(*) as n from payment_attempt a join purchase_order o on o.id = a.order_id where o.order_number = ?', [order.orderNumber])).toBe(2);
  });

  it('asks for a test card when none is given', async () => {
    const order = await newOrder();
    const reply = await restPay(server, order, 'card');
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors![0]!.code).toBe('TEST_CARD_REQUIRED');
    expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  });

  it('leaves a delayed card pending until the reconciliation job settles it', async () => {
    const order = await newOrder();
    const pending = await restPay(server, order, 'card', { testCard: CARD_DELAYED });
    expect(pending.body.data.order).toMatchObject({ status: 'pending', payment: { status: 'processing' } });
    const checked = await rest<OrderData>(server, 'POST', '/pay/check/status', { orderNumber: order.orderNumber, token: order.token });
    expect(checked.body.data.order.status).toBe('pending');
    const report = await reconcilePayments(server.database.orm.em.fork(), server.payments, new Date(Date.now() + 5 * 60_000));
    expect(report.changed).toBeGreaterThanOrEqual(1);
    const settled = await rest<OrderData>(server, 'POST', '/pay/check/status', { orderNumber: order.orderNumber, token: order.token });
    expect(settled.body.data.order).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
  });

  it('makes one charge for two pay requests at once', async () => {
    const order = await newOrder();
    const before = await server.payments.providers.local!.chargeCount();
    const replies = await Promise.all(Array.from({ length: 5 }, () => restPay(server, order, 'card', { testCard: CARD_OK })));
    expect(replies.every((reply) => reply.body.data.order.status === 'paid')).toBe(true);
    expect(await server.payments.providers.local!.chargeCount() - before).toBe(1);
    expect(await countRows(server, 'select count(*) as n from payment_attempt a join purchase_order o on o.id = a.order_id where o.order_number = ?', [order.orderNumber])).toBe(1);
  });

  it('simulates PayPal offline', async () => {
    const order = await newOrder();
    const paid = await restPay(server, order, 'paypal');
    expect(paid.body.data.order).toMatchObject({ status: 'paid' });
  });
});

describe('live purchase notices', () => {
  it('count the people who paid today (not their orders) and the time of the latest payment', async () => {
    const query = '{ landingStats(examId: 1836) { buyersToday lastPurchaseAt } }';
    const before = (await server.graphql<{ landingStats: { buyersToday: number } }>(query)).data!.landingStats.buyersToday;
    const email = 'notice-buyer@example.com';
    const order = await newOrder({ attemptToken: await submittedAttempt(server), email });
    await restPay(server, order, 'card', { testCard: CARD_OK });
    const after = (await server.graphql<{ landingStats: { buyersToday: number; lastPurchaseAt: string } }>(query)).data!.landingStats;
    expect(after.buyersToday).toBe(before + 1);
    expect(Date.now() - Date.parse(after.lastPurchaseAt)).toBeLessThan(60_000);
    // The same person paying again today is still one person.
    const again = await newOrder({ attemptToken: await submittedAttempt(server), email: 'Notice-Buyer@example.com' });
    await restPay(server, again, 'card', { testCard: CARD_OK });
    expect((await server.graphql<{ landingStats: { buyersToday: number } }>(query)).data!.landingStats.buyersToday).toBe(before + 1);
  });
});
