// The personal centre's billing for a signed-in member: each subscription with plan, status, trial end, next charge
// and amount; every payment with its receipt (HTML and PDF, the member's own only); cancelling one plan in one step,
// with its confirmation mail, access kept to the end of the paid period and no further charge.
import { holds } from '../../api/src/modules/entitlement/entitlement.service.js';
import { Feature } from '../../api/src/modules/entitlement/entitlement.entity.js';
import { renewDueSubscriptions } from '../../api/src/modules/subscription/subscription.jobs.js';
import { CARD_OK, CONSENT, restOrder, restPay, skuIds, startedAttempt } from '../payments/support/checkout.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { Member } from './support.js';

let server: TestServer;
let sku: Record<string, number>;
let nextIp = 1;
const em = () => server.database.orm.em.fork();

const SUBSCRIPTIONS = `{ mySubscriptions(locale: "EN") { id planCode planTitle status interval trialEndsAt nextChargeAt nextCharge { amountMinor currency { code } } accessUntil cancelledAt cancellable } }`;
const PAYMENTS = `{ myPayments(locale: "EN") { orderId orderNumber itemTitle amount { amountMinor currency { code } } paidAt refunded subscriptionId receiptUrl receiptPdfUrl } }`;
const CANCEL = `mutation ($id: String!) { cancelMySubscription(id: $id, locale: "EN") { subscription { id status nextChargeAt accessUntil cancellable } errors { code } } }`;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

/** A buyer who paid for `skuCode`, signed in with the link the purchase mailed. */
async function buyerSignedIn(email: string, skuCode: string): Promise<{ member: Member; orderNumber: string }> {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku[skuCode], trialConsent: CONSENT, email });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  expect((await restPay(server, order, 'local', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  const [mail] = await em().execute<Array<{ path: string }>>(`select data->>'path' as path from mail_outbox where template = 'sign-in-link' and "to" = ?`, [email]);
  const token = new URL(mail!.path, 'https://x.test').searchParams.get('s');
  const member = new Member(server, `198.51.100.${nextIp++}`);
  const opened = await member.graphql('mutation ($token: String!) { signInWithLink(token: $token) { errors { code } } }', { token });
  expect(opened.data!.signInWithLink.errors).toEqual([]);
  return { member, orderNumber: order.orderNumber };
}

async function fetchAs(member: Member | null, path: string): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, { headers: member?.cookie ? { cookie: member.cookie } : {} });
}

it('shows the monthly plan with its next charge, the payment with both receipts, and cancels it in one step', async () => {
  const email = 'centre-monthly@example.com';
  const { member, orderNumber } = await buyerSignedIn(email, 'monthly');
  const [row] = await em().execute<Array<{ id: string; current_period_end: string | Date }>>('select id, current_period_end from subscription where email = ?', [email]);
  const periodEnd = new Date(row!.current_period_end).toISOString();

  const listed = (await member.graphql(SUBSCRIPTIONS)).data!.mySubscriptions;
  expect(listed).toEqual([{
    id: row!.id, planCode: 'monthly', planTitle: 'Monthly excellence', status: 'ACTIVE', interval: 'MONTH', trialEndsAt: null,
    nextChargeAt: periodEnd, nextCharge: { amountMinor: 4999, currency: { code: 'USD' } }, accessUntil: periodEnd, cancelledAt: null, cancellable: true,
  }]);

  const payments = (await member.graphql(PAYMENTS)).data!.myPayments;
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ orderNumber, itemTitle: 'Monthly excellence plan', amount: { amountMinor: 4999, currency: { code: 'USD' } }, refunded: false });
  const html = await fetchAs(member, payments[0].receiptUrl);
  expect(html.status).toBe(200);
  expect(html.headers.get('content-type')).toMatch(/^text\/html/);
  expect(html.headers.get('content-disposition')).toMatch(/^inline/);
  const page = await html.text();
  expect(page).toContain(orderNumber);
  expect(page).toContain('$49.99');
  expect(page).toContain(email);
  const pdf = await fetchAs(member, payments[0].receiptPdfUrl);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

  // Another member, or nobody, gets nothing.
  const other = await buyerSignedIn('centre-other@example.com', 'report');
  expect((await fetchAs(other.member, payments[0].receiptUrl)).status).toBe(404);
  expect((await fetchAs(other.member, payments[0].receiptPdfUrl)).status).toBe(404);
  expect((await fetchAs(null, payments[0].receiptUrl)).status).toBe(401);
  expect((await other.member.graphql(CANCEL, { id: row!.id })).data!.cancelMySubscription.errors).toEqual([{ code: 'SUBSCRIPTION_NOT_FOUND' }]);
  expect((await new Member(server, '198.51.100.250').graphql(SUBSCRIPTIONS)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');

  const cancelled = (await member.graphql(CANCEL, { id: row!.id })).data!.cancelMySubscription;
  expect(cancelled).toEqual({ subscription: { id: row!.id, status: 'CANCELLED', nextChargeAt: null, accessUntil: periodEnd, cancellable: false }, errors: [] });
  expect((await member.graphql(CANCEL, { id: row!.id })).data!.cancelMySubscription.errors).toEqual([{ code: 'NOT_CANCELLABLE' }]);
  const [confirmation] = await em().execute<Array<{ n: string }>>(`select count(*) as n from mail_outbox where template = 'cancellation-confirmation' and "to" = ?`, [email]);
  expect(Number(confirmation!.n)).toBe(1);

  // Access lasts to the end of the paid month; the renewal job then charges nothing.
  expect(await holds(em(), { email }, Feature.IQ_REPORT, new Date(Date.parse(periodEnd) - 60_000))).toBe(true);
  const before = await server.payments.providers.local!.chargeCount();
  await renewDueSubscriptions(em(), server.payments, new Date(Date.parse(periodEnd) + 60_000));
  await server.drainJobs();
  expect(await server.payments.providers.local!.chargeCount()).toBe(before);
  expect(await holds(em(), { email }, Feature.IQ_REPORT, new Date(Date.parse(periodEnd) + 60_000))).toBe(false);
});

it('shows a trial with its end and the first charge to come, and lists no payment for a free trial start', async () => {
  const email = 'centre-trial@example.com';
  const { member } = await buyerSignedIn(email, 'trial-weekly');
  const [subscription] = (await member.graphql(SUBSCRIPTIONS)).data!.mySubscriptions;
  expect(subscription).toMatchObject({ planCode: 'weekly', status: 'TRIALING', nextCharge: { amountMinor: 1999 }, cancellable: true });
  expect(subscription.trialEndsAt).toBe(subscription.nextChargeAt);
  expect((await member.graphql(PAYMENTS)).data!.myPayments).toEqual([]);
});
