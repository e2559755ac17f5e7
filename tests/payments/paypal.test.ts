// PayPal through the real @paypal/paypal-server-sdk against an msw imitation of PayPal's API: Orders create with
// PayPal-Request-Id, approval and capture, webhooks verified by the verify-webhook-signature API (replayed and
// forged), currencies PayPal cannot take, vaulted renewals, refunds.
import { setupServer } from 'msw/node';
import { renewDueSubscriptions } from '../../api/src/modules/subscription/subscription.jobs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CONSENT, countRows, rest, restOrder, restPay, skuIds, startedAttempt, type OrderData } from './support/checkout.js';
import { FakePayPal } from './support/fake-paypal.js';

const WEBHOOK_ID = 'WH-TEST-1234567890';
const paypal = new FakePayPal(WEBHOOK_ID);
const msw = setupServer(...paypal.handlers());
let server: TestServer;
let sku: Record<string, number>;

type Full = OrderData['order'] & { subscription?: { status: string } | null; payment: { id: string; status: string; approveUrl?: string } };

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({ env: { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID: WEBHOOK_ID } });
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
  const paid = await restPay(server, order, 'paypal', { returnUrl: 'https://mindprint.test/paying/check/BMBTI-1836' });
  return { order, paid };
}

async function status(order: { orderNumber: string; token: string }): Promise<Full> {
  await server.drainJobs();
  return (await rest<Full>(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`)).body.data;
}

async function deliver(event: { body: string; headers: Record<string, string> }) {
  const response = await fetch(`${server.baseUrl}/webhooks/paypal`, { method: 'POST', headers: event.headers, body: event.body });
  await server.drainJobs();
  return response;
}

it('creates a PayPal order with a request id and returns the approval link', async () => {
  const { order, paid } = await orderAndPay();
  expect(paid.body.data.order).toMatchObject({ status: 'pending', payment: { status: 'awaiting_customer' } });
  expect(paid.body.data.order.payment!.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
  const create = paypal.creates.at(-1)!;
  expect(create.requestId).toBe(`pay:${order.id}:1`);
  expect(create.body).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ reference_id: order.orderNumber, amount: { currency_code: 'USD', value: '9.99' } }] });
});

it('captures after the buyer approves, once, even when the status is checked twice at once', async () => {
  const { order } = await orderAndPay();
  const before = paypal.captures;
  paypal.approve(paypal.orderOf((await status(order)).payment.id).id);
  const checks = await Promise.all([1, 2].map(() => rest<OrderData>(server, 'POST', '/pay/check/status', order)));
  expect(checks.map((check) => check.body.data.order.status)).toEqual(['paid', 'paid']);
  expect(paypal.captures - before).toBe(1);
});

it('fulfils once for a verified webhook delivered ten times', async () => {
  const { order } = await orderAndPay();
  const payPalOrder = paypal.orderOf((await status(order)).payment.id);
  paypal.approve(payPalOrder.id);
  const event = paypal.event('CHECKOUT.ORDER.APPROVED', { id: payPalOrder.id, status: 'APPROVED' });
  const replies = [];
  for (let i = 0; i < 10; i += 1) replies.push(await deliver(event));
  const outcomes = await Promise.all(replies.map(async (reply) => ((await reply.json()) as { outcome: string }).outcome));
  expect(replies.every((reply) => reply.status === 200)).toBe(true);
  expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1);
  expect((await status(order)).status).toBe('paid');
  expect(await countRows(server, `select count(*) as n from order_event where order_id = ? and to_status = 'paid'`, [order.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from mail_outbox where data->>'orderId' = ?`, [order.id])).toBe(1);

  const captured = paypal.event('PAYMENT.CAPTURE.COMPLETED', { id: `CAP-${payPalOrder.id}`, status: 'COMPLETED', supplementary_data: { related_ids: { order_id: payPalOrder.id } } });
  expect(await (await deliver(captured)).json()).toMatchObject({ outcome: 'processed' });
  expect(await countRows(server, `select count(*) as n from order_event where order_id = ? and to_status = 'paid'`, [order.id])).toBe(1);
});

it('answers 400 to a signature PayPal does not verify, or missing transmission headers', async () => {
  const { order } = await orderAndPay();
  const payPalOrder = paypal.orderOf((await status(order)).payment.id);
  paypal.approve(payPalOrder.id);
  const forged = paypal.event('CHECKOUT.ORDER.APPROVED', { id: payPalOrder.id }, { signature: 'forged' });
  expect((await deliver(forged)).status).toBe(400);
  const bare = paypal.event('CHECKOUT.ORDER.APPROVED', { id: payPalOrder.id });
  const { 'paypal-transmission-sig': _dropped, ...headers } = bare.headers;
  expect((await deliver({ body: bare.body, headers })).status).toBe(400);
  expect((await status(order)).status).toBe('pending');
  expect(await countRows(server, 'select count(*) as n from provider_event where order_id = ?', [order.id])).toBe(0);
});

it('offers PayPal only in currencies it takes, and writes whole amounts where it has no decimals', async () => {
  const korea = await orderAndPay({ country: 'KR' });
  expect(korea.paid.status).toBe(400);
  expect(korea.paid.body.data.errors![0]!.code).toBe('METHOD_NOT_AVAILABLE');
  const japan = await orderAndPay({ country: 'JP' });
  expect(japan.paid.status).toBe(200);
  const value = (paypal.creates.at(-1)!.body.purchase_units as Array<{ amount: { currency_code: string; value: string } }>)[0]!.amount;
  expect(value).toEqual({ currency_code: 'JPY', value: String(japan.paid.body.data.order.amount.amountMinor / 100) });
});

it('refuses a free trial through PayPal: a trial needs a card', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku['trial-weekly'], trialConsent: CONSENT });
  const reply = await restPay(server, { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token }, 'paypal');
  expect(reply.body.data.errors![0]!.code).toBe('METHOD_NOT_AVAILABLE');
});

it('vaults the buyer of a monthly plan and renews through the vault', async () => {
  const { order } = await orderAndPay({ skuId: sku.monthly, trialConsent: CONSENT, email: 'monthly-paypal@example.com' });
  const payPalOrder = paypal.orderOf((await status(order)).payment.id);
  paypal.approve(payPalOrder.id);
  await rest(server, 'POST', '/pay/check/status', order);
  expect(await status(order)).toMatchObject({ status: 'paid', subscription: { status: 'active' } });
  await renewDueSubscriptions(server.database.orm.em.fork(), server.payments, new Date(Date.now() + 32 * 24 * 3600_000));
  const renewal = paypal.creates.at(-1)!;
  expect(renewal.body).toMatchObject({ payment_source: { paypal: { vault_id: `vault-${payPalOrder.id}` } }, purchase_units: [{ amount: { value: '49.99' } }] });
  expect(renewal.requestId).toMatch(/^renewal:/);
  expect(await countRows(server, `select count(*) as n from purchase_order where parent_id = ? and status = 'paid'`, [order.id])).toBe(1);
});

it('refunds an order when PayPal reports the capture refunded', async () => {
  const { order } = await orderAndPay();
  const payPalOrder = paypal.orderOf((await status(order)).payment.id);
  paypal.approve(payPalOrder.id);
  await rest(server, 'POST', '/pay/check/status', order);
  const captureId = paypal.refund(payPalOrder.id);
  const refunded = paypal.event('PAYMENT.CAPTURE.REFUNDED', { id: 'REFUND-1', links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` }] });
  expect((await deliver(refunded)).status).toBe(200);
  expect((await status(order)).status).toBe('refunded');
});
