// What each product grants, read from the entitlement table after the order-paid job: written when the payment
// settles, taken back by a refund or a chargeback from the provider's webhook (Stripe and PayPal) and given back when
// the chargeback's dispute is won, kept to the end of the paid period when a plan is cancelled; and a product held
// already (directly or through a plan) never sold again, through GraphQL and REST.
import { setupServer } from 'msw/node';
import { holds } from '../../api/src/modules/entitlement/entitlement.service.js';
import { Feature } from '../../api/src/modules/entitlement/entitlement.entity.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, CONSENT, rest, restOrder, restPay, skuIds, type OrderData } from './support/checkout.js';
import { FakePayPal } from './support/fake-paypal.js';
import { FakeStripe } from './support/fake-stripe.js';

const IQ_EXAM_ID = 2047;
const DAY = 24 * 3600_000;
const WEBHOOK_SECRET = 'whsec_test_entitlements';
const stripe = new FakeStripe(WEBHOOK_SECRET);
const PAYPAL_WEBHOOK_ID = 'WH-TEST-ENTITLEMENTS';
const paypal = new FakePayPal(PAYPAL_WEBHOOK_ID);
const msw = setupServer(...stripe.handlers(), ...paypal.handlers());
let server: TestServer;
let sku: Record<string, number>;
let iqSku: Record<string, number>;
let buyers = 0;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_mindprint', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID } });
  sku = await skuIds(server);
  iqSku = await skuIds(server, IQ_EXAM_ID);
});

afterAll(async () => {
  await server.close();
  msw.close();
});

interface Row {
  feature: string;
  scope: string;
  ends_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  subscription_id: string | null;
}

const em = () => server.database.orm.em.fork();
const newBuyer = () => `holder-${(buyers += 1)}@example.com`;

async function sitting(examId = 1836, code = 'BMBTI'): Promise<{ token: string; id: string }> {
  const started = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId, code, locale: 'EN', country: 'US' } });
  const token = started.data!.startTest.attempt.token;
  const [row] = await em().execute<Array<{ id: string }>>('select id from attempt where token = ?', [token]);
  return { token, id: row!.id };
}

async function rowsOf(orderId: string): Promise<Row[]> {
  const rows = await em().execute<Row[]>('select feature, scope, ends_at, revoked_at, revoked_reason, subscription_id from entitlement where order_id = ? order by feature, scope', [orderId]);
  // The drivers differ in how they hand back timestamps: dates here.
  return rows.map((row) => ({ ...row, ends_at: row.ends_at === null ? null : new Date(row.ends_at) }));
}

async function countOf(sql: string, params: unknown[]): Promise<number> {
  const rows = await em().execute<Array<{ n: string | number }>>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

const features = (rows: Row[]) => rows.map((row) => `${row.feature}:${row.scope === '*' ? 'all' : 'sitting'}`).sort();

/** A first purchase paid with the local provider's test card, its jobs run. */
async function buy(skuCode: string, email: string, options: { examId?: number; skus?: Record<string, number> } = {}) {
  const attempt = await sitting(options.examId, options.examId === IQ_EXAM_ID ? 'MRIQ' : 'BMBTI');
  const created = await restOrder(server, { attemptToken: attempt.token, skuId: (options.skus ?? sku)[skuCode], trialConsent: CONSENT, email });
  expect(created.status).toBe(200);
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  const paid = await restPay(server, order, 'local', { testCard: CARD_OK });
  expect(paid.body.data.order.status).toBe('paid');
  return { order, attempt };
}

/** A follow-up (upsell step, VIP) paid in one click with the parent's saved card, its jobs run. */
async function buyFollowUp(parent: { orderNumber: string; token: string }, skuCode: string) {
  const path = skuCode === 'skip-trial' ? '/secondPhase/pay/planSku' : '/secondPhase/pay/skuPackage';
  const reply = await rest<OrderData>(server, 'POST', path, { ...parent, skuId: sku[skuCode], trialConsent: CONSENT, method: 'local', testCard: CARD_OK });
  await server.drainJobs();
  expect(reply.body.data.order.status).toBe('paid');
  return reply.body.data.order;
}

describe('granted when the payment settles', () => {
  it('the report: that sitting, for good', async () => {
    const { order } = await buy('report', newBuyer());
    const rows = await rowsOf(order.id);
    expect(features(rows)).toEqual(['personality_report:sitting']);
    expect(rows[0]!.ends_at).toBeNull();
  });

  it('the IQ report: that IQ sitting, for good', async () => {
    const { order } = await buy('iq-report', newBuyer(), { examId: IQ_EXAM_ID, skus: iqSku });
    expect(features(await rowsOf(order.id))).toEqual(['iq_report:sitting']);
  });

  it('the weekly trial: the sitting for good, every report, packs and member centre to the end of the trial', async () => {
    const email = newBuyer();
    const { order } = await buy('trial-weekly', email);
    const rows = await rowsOf(order.id);
    expect(features(rows)).toEqual(['member_centre:all', 'personality_report:all', 'personality_report:sitting', 'skill_packs:all']);
    const [subscription] = await em().execute<Array<{ id: string; trial_ends_at: Date }>>('select id, trial_ends_at from subscription where email = ?', [email]);
    for (const row of rows.filter((item) => item.scope === '*')) {
      expect(row.ends_at!.getTime()).toBe(new Date(subscription!.trial_ends_at).getTime());
      expect(row.subscription_id).toBe(subscription!.id);
    }
  });

  it('skipping the trial: the same plan runs on to the end of the first paid week', async () => {
    const email = newBuyer();
    const { order } = await buy('trial-weekly', email);
    await buyFollowUp(order, 'skip-trial');
    const [subscription] = await em().execute<Array<{ current_period_end: Date; status: string }>>('select current_period_end, status from subscription where email = ?', [email]);
    expect(subscription!.status).toBe('active');
    const planRows = (await rowsOf(order.id)).filter((row) => row.scope === '*');
    expect(planRows.every((row) => row.ends_at!.getTime() === new Date(subscription!.current_period_end).getTime())).toBe(true);
    expect(new Date(subscription!.current_period_end).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('the monthly plan: the weekly plan plus the IQ report, the chapters and priority support, for the month', async () => {
    const { order } = await buy('monthly', newBuyer());
    const rows = await rowsOf(order.id);
    expect(features(rows)).toEqual([
      'in_depth_chapters:all', 'iq_report:all', 'member_centre:all', 'personality_report:all', 'personality_report:sitting', 'priority_support:all', 'skill_packs:all',
    ]);
    const month = rows.find((row) => row.feature === 'iq_report')!.ends_at!.getTime() - Date.now();
    expect(month).toBeGreaterThan(27 * DAY);
    expect(month).toBeLessThan(32 * DAY);
  });

  it.each([
    ['skill-packs', ['skill_packs:all'], null],
    ['in-depth-content', ['in_depth_chapters:all'], null],
    ['member-exclusive', ['member_centre:all', 'priority_support:all'], 365],
    ['access-product', ['iq_report:all'], null],
  ])('the upsell %s grants %j', async (code, expected, days) => {
    const { order } = await buy('report', newBuyer());
    const child = await buyFollowUp(order, code);
    const rows = await rowsOf(child.id);
    expect(features(rows)).toEqual(expected);
    for (const row of rows) {
      if (days === null) expect(row.ends_at).toBeNull();
      else expect(Math.round((row.ends_at!.getTime() - Date.now()) / DAY)).toBe(days);
    }
  });
});

describe('taken back by a refund or a chargeback', () => {
  async function paidByStripe(skuCode: string, email: string) {
    const attempt = await sitting();
    const created = await restOrder(server, { attemptToken: attempt.token, skuId: sku[skuCode], trialConsent: CONSENT, email });
    const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
    await restPay(server, order, 'card');
    const intent = stripe.outcome(stripe.intentOfOrder(order.id).id, 'succeeded');
    const paid = stripe.event('payment_intent.succeeded', intent);
    await deliver('stripe', paid.payload, { 'stripe-signature': paid.signature });
    return { order, intent, attempt };
  }

  async function deliver(provider: 'stripe' | 'paypal', payload: string, headers: Record<string, string>) {
    const response = await fetch(`${server.baseUrl}/webhooks/${provider}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
    await server.drainJobs();
    expect(response.status).toBe(200);
  }

  it('a Stripe refund of the monthly plan ends every entitlement and the plan', async () => {
    const email = newBuyer();
    const { order, intent, attempt } = await paidByStripe('monthly', email);
    expect((await rowsOf(order.id)).every((row) => row.revoked_at === null)).toBe(true);
    expect(await holds(em(), { email }, Feature.IQ_REPORT, new Date())).toBe(true);
    const refund = stripe.event('charge.refunded', { id: 'ch_ent_1', object: 'charge', payment_intent: intent.id, amount: 4999, amount_refunded: 4999, refunded: true, currency: 'usd' });
    await deliver('stripe', refund.payload, { 'stripe-signature': refund.signature });
    const rows = await rowsOf(order.id);
    expect(rows.length).toBe(7);
    expect(rows.every((row) => row.revoked_at !== null && row.revoked_reason === 'refunded')).toBe(true);
    for (const feature of [Feature.IQ_REPORT, Feature.MEMBER_CENTRE, Feature.SKILL_PACKS]) expect(await holds(em(), { email }, feature, new Date())).toBe(false);
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(false);
    const [subscription] = await em().execute<Array<{ status: string }>>('select status from subscription where email = ?', [email]);
    expect(subscription!.status).toBe('expired');
  });

  it('a Stripe chargeback (dispute) of a report takes the report back', async () => {
    const email = newBuyer();
    const { order, intent, attempt } = await paidByStripe('report', email);
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(true);
    const dispute = stripe.event('charge.dispute.created', { id: 'dp_1', object: 'dispute', charge: 'ch_disputed', payment_intent: intent.id, amount: 999, currency: 'usd', status: 'needs_response', reason: 'fraudulent' });
    await deliver('stripe', dispute.payload, { 'stripe-signature': dispute.signature });
    expect((await rowsOf(order.id)).every((row) => row.revoked_at !== null)).toBe(true);
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(false);
    const view = await rest<OrderData>(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`);
    expect((view.body.data as unknown as { status: string }).status).toBe('refunded');
  });

  it('a Stripe dispute won gives back what the chargeback took: the plan\'s entitlements to the period end', async () => {
    const email = newBuyer();
    const { order, intent, attempt } = await paidByStripe('monthly', email);
    const before = await rowsOf(order.id);
    const dispute = stripe.event('charge.dispute.created', { id: 'dp_won', object: 'dispute', charge: 'ch_won', payment_intent: intent.id, amount: 4999, currency: 'usd', status: 'needs_response', reason: 'fraudulent' });
    await deliver('stripe', dispute.payload, { 'stripe-signature': dispute.signature });
    expect((await rowsOf(order.id)).every((row) => row.revoked_reason === 'chargeback')).toBe(true);
    expect(await holds(em(), { email }, Feature.MEMBER_CENTRE, new Date())).toBe(false);
    // A dispute decided against us changes nothing; the one we win gives everything back.
    const lost = stripe.event('charge.dispute.closed', { id: 'dp_other', object: 'dispute', charge: 'ch_won', payment_intent: intent.id, amount: 4999, currency: 'usd', status: 'lost' });
    await deliver('stripe', lost.payload, { 'stripe-signature': lost.signature });
    expect(await holds(em(), { email }, Feature.MEMBER_CENTRE, new Date())).toBe(false);
    const won = stripe.event('charge.dispute.closed', { id: 'dp_won', object: 'dispute', charge: 'ch_won', payment_intent: intent.id, amount: 4999, currency: 'usd', status: 'won' });
    await deliver('stripe', won.payload, { 'stripe-signature': won.signature });
    const after = await rowsOf(order.id);
    expect(after.map((row) => [row.feature, row.scope, row.ends_at?.getTime() ?? null, row.revoked_at]))
      .toEqual(before.map((row) => [row.feature, row.scope, row.ends_at?.getTime() ?? null, null]));
    for (const feature of [Feature.IQ_REPORT, Feature.MEMBER_CENTRE, Feature.SKILL_PACKS, Feature.PRIORITY_SUPPORT]) expect(await holds(em(), { email }, feature, new Date())).toBe(true);
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(true);
    const view = await rest<OrderData>(server, 'GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`);
    expect((view.body.data as unknown as { status: string }).status).toBe('paid');
    // Funds reinstated after the close is the same news: nothing more happens.
    const reinstated = stripe.event('charge.dispute.funds_reinstated', { id: 'dp_won', object: 'dispute', charge: 'ch_won', payment_intent: intent.id, amount: 4999, currency: 'usd', status: 'won' });
    await deliver('stripe', reinstated.payload, { 'stripe-signature': reinstated.signature });
    expect(await countOf('select count(*) as n from order_event where order_id = ? and to_status = \'paid\'', [order.id])).toBe(2);
  });

  it('a Stripe refund is not undone by a dispute event', async () => {
    const email = newBuyer();
    const { order, intent } = await paidByStripe('report', email);
    const refund = stripe.event('charge.refunded', { id: 'ch_ref_2', object: 'charge', payment_intent: intent.id, amount: 999, amount_refunded: 999, refunded: true, currency: 'usd' });
    await deliver('stripe', refund.payload, { 'stripe-signature': refund.signature });
    const won = stripe.event('charge.dispute.closed', { id: 'dp_2', object: 'dispute', charge: 'ch_ref_2', payment_intent: intent.id, amount: 999, currency: 'usd', status: 'won' });
    await deliver('stripe', won.payload, { 'stripe-signature': won.signature });
    expect((await rowsOf(order.id)).every((row) => row.revoked_reason === 'refunded')).toBe(true);
  });

  it('a PayPal reversal is a chargeback, and a dispute resolved for us gives the report back', async () => {
    const email = newBuyer();
    const attempt = await sitting();
    const created = await restOrder(server, { attemptToken: attempt.token, skuId: sku.report, trialConsent: CONSENT, email });
    const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
    const paying = await restPay(server, order, 'paypal', { returnUrl: 'https://mindprint.test/paying/check/BMBTI-1836' });
    const payPalOrder = paypal.orderOf((paying.body.data.order as unknown as { payment: { id: string } }).payment.id);
    paypal.approve(payPalOrder.id);
    await rest(server, 'POST', '/pay/check/status', order);
    await server.drainJobs();
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(true);
    const captureId = `CAP-${payPalOrder.id}`;
    const reversed = paypal.event('PAYMENT.CAPTURE.REVERSED', { id: 'REVERSAL-1', links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` }] });
    await deliver('paypal', reversed.body, reversed.headers);
    expect((await rowsOf(order.id)).every((row) => row.revoked_reason === 'chargeback')).toBe(true);
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(false);
    const resolved = paypal.event('CUSTOMER.DISPUTE.RESOLVED', { dispute_id: 'PP-D-1', disputed_transactions: [{ seller_transaction_id: captureId }], dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' } });
    await deliver('paypal', resolved.body, resolved.headers);
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(), attempt.id)).toBe(true);
    expect((await rowsOf(order.id)).every((row) => row.revoked_at === null)).toBe(true);
  });

  it('a PayPal refund of an upsell takes back that upsell only', async () => {
    const email = newBuyer();
    const { order: parent } = await buy('report', email);
    const created = await rest<OrderData & { order: { payment: { id: string } } }>(server, 'POST', '/secondPhase/pay/skuPackage',
      { ...parent, skuId: sku['skill-packs'], method: 'paypal', returnUrl: 'https://mindprint.test/paying/check/BMBTI-1836' });
    const child = created.body.data.order;
    const payPalOrder = paypal.orderOf(child.payment.id);
    paypal.approve(payPalOrder.id);
    await rest(server, 'POST', '/pay/check/status', { orderNumber: child.orderNumber, token: parent.token });
    await server.drainJobs();
    expect(await holds(em(), { email }, Feature.SKILL_PACKS, new Date())).toBe(true);
    const captureId = paypal.refund(payPalOrder.id);
    const refunded = paypal.event('PAYMENT.CAPTURE.REFUNDED', { id: 'REFUND-ENT-1', links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` }] });
    await deliver('paypal', refunded.body, refunded.headers);
    expect(await holds(em(), { email }, Feature.SKILL_PACKS, new Date())).toBe(false);
    expect((await rowsOf(parent.id)).every((row) => row.revoked_at === null)).toBe(true);
  });
});

describe('a cancelled plan', () => {
  it('keeps its entitlements to the end of the paid period, then they end', async () => {
    const email = newBuyer();
    const { order } = await buy('monthly', email);
    const [subscription] = await em().execute<Array<{ id: string; cancel_token: string; current_period_end: Date }>>('select id, cancel_token, current_period_end from subscription where email = ?', [email]);
    const cancelled = await rest(server, 'POST', '/unsubscribe/cancel', { token: subscription!.cancel_token });
    expect(cancelled.status).toBe(200);
    await server.drainJobs();
    const periodEnd = new Date(subscription!.current_period_end);
    const rows = await rowsOf(order.id);
    expect(rows.every((row) => row.revoked_at === null)).toBe(true);
    expect(rows.filter((row) => row.scope === '*').every((row) => row.ends_at!.getTime() === periodEnd.getTime())).toBe(true);
    expect(await holds(em(), { email }, Feature.IQ_REPORT, new Date(periodEnd.getTime() - 60_000))).toBe(true);
    expect(await holds(em(), { email }, Feature.IQ_REPORT, new Date(periodEnd.getTime() + 1000))).toBe(false);
    // The report of the sitting the plan was bought from stays.
    expect(await holds(em(), { email }, Feature.PERSONALITY_REPORT, new Date(periodEnd.getTime() + DAY), rows.find((row) => row.scope !== '*')!.scope)).toBe(true);
  });
});

describe('what is held is never sold again', () => {
  const createOrderMutation = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { code field } } }';

  it('refuses the report of a sitting already bought, through REST and GraphQL', async () => {
    const email = newBuyer();
    const { attempt } = await buy('report', email);
    const again = await restOrder(server, { attemptToken: attempt.token, skuId: sku.report, email });
    expect(again).toMatchObject({ status: 409, body: { msg: 'Already purchased.' } });
    const graphql = await server.graphql<{ createOrder: { order: unknown; errors: Array<{ code: string }> } }>(createOrderMutation,
      { input: { attemptToken: attempt.token, skuId: sku.report, country: 'US', email, acceptTerms: true } });
    expect(graphql.data!.createOrder).toEqual({ order: null, errors: [{ code: 'ALREADY_PURCHASED', field: 'skuId' }] });
    // Another address is another buyer.
    expect((await restOrder(server, { attemptToken: attempt.token, skuId: sku.report, email: newBuyer() })).status).toBe(200);
  });

  it('refuses a report and a second plan to a buyer whose monthly plan covers them', async () => {
    const email = newBuyer();
    await buy('monthly', email);
    const fresh = await sitting();
    expect(await restOrder(server, { attemptToken: fresh.token, skuId: sku.report, email: ` ${email.toUpperCase()} ` })).toMatchObject({ status: 409 });
    expect(await restOrder(server, { attemptToken: fresh.token, skuId: sku['trial-weekly'], email, trialConsent: CONSENT })).toMatchObject({ status: 409 });
    const graphql = await server.graphql<{ createOrder: { errors: Array<{ code: string }> } }>(createOrderMutation,
      { input: { attemptToken: fresh.token, skuId: sku.monthly, country: 'US', email, acceptTerms: true, trialConsent: CONSENT } });
    expect(graphql.data!.createOrder.errors).toEqual([{ code: 'ALREADY_PURCHASED', field: 'skuId' }]);
    // The IQ report is in the plan too.
    const iq = await sitting(IQ_EXAM_ID, 'MRIQ');
    expect(await restOrder(server, { attemptToken: iq.token, skuId: iqSku['iq-report'], email })).toMatchObject({ status: 409 });
  });

  it('sells again what a refund took back', async () => {
    const email = newBuyer();
    const { order, attempt } = await buy('report', email);
    await em().execute(`update purchase_order set status = 'refunded' where id = ?`, [order.id]);
    await em().execute(`update entitlement set revoked_at = now(), revoked_reason = 'refunded' where order_id = ?`, [order.id]);
    expect((await restOrder(server, { attemptToken: attempt.token, skuId: sku.report, email })).status).toBe(200);
  });

  it('refuses the report once one of several open orders for it is paid', async () => {
    const email = newBuyer();
    const attempt = await sitting();
    const replies = await Promise.all(Array.from({ length: 5 }, () => restOrder(server, { attemptToken: attempt.token, skuId: sku.report, email })));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const first = replies[0]!.body.data;
    await restPay(server, { orderNumber: first.order.orderNumber, token: first.token }, 'local', { testCard: CARD_OK });
    expect((await restOrder(server, { attemptToken: attempt.token, skuId: sku.report, email })).status).toBe(409);
  });
});

describe('the offer page knows the buyer', () => {
  const OFFER_BUYER = 'query ($token: String!) { offerBuyer(attemptToken: $token) { email ownedSkuIds } }';

  it('fills in the address left on the sitting and marks what a monthly plan already covers', async () => {
    const email = newBuyer();
    await buy('monthly', email);
    const next = await sitting();
    const before = await server.graphql<{ offerBuyer: { email: string | null; ownedSkuIds: number[] } }>(OFFER_BUYER, { token: next.token });
    expect(before.data!.offerBuyer).toEqual({ email: null, ownedSkuIds: [] });
    await server.graphql('mutation ($token: String!, $email: String!) { captureEmail(token: $token, email: $email) { errors { code } } }',
      { token: next.token, email: email.toUpperCase() });
    const after = await server.graphql<{ offerBuyer: { email: string; ownedSkuIds: number[] } }>(OFFER_BUYER, { token: next.token });
    expect(after.data!.offerBuyer.email).toBe(email);
    expect(after.data!.offerBuyer.ownedSkuIds.sort()).toEqual([sku.report, sku['trial-weekly'], sku.monthly, sku['skip-trial'], sku['skill-packs'], sku['in-depth-content'], sku['member-exclusive'], sku['access-product']].sort());
    expect((await server.graphql(OFFER_BUYER, { token: 'x'.repeat(43) })).errors![0]!.extensions!.code).toBe('ATTEMPT_NOT_FOUND');
  });
});
