// Subscriptions with the local provider and the clock moved by the test: a 3-day trial, its reminder a day before,
// renewal into the weekly plan (19.99) with one charge per period, cancellation stopping the next charge,
// skip-trial and monthly plans, declined and delayed renewals, and the jobs running on pg-boss.
import { reconcilePayments } from '../../api/src/modules/payment/reconcile.js';
import { renewDueSubscriptions, sendTrialReminders } from '../../api/src/modules/subscription/subscription.jobs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, CONSENT, countRows, rest, restOrder, restPay, skuIds, startedAttempt, type OrderData } from './support/checkout.js';

const DAY = 24 * 3600_000;
let server: TestServer;
let sku: Record<string, number>;

interface SubscriptionRow {
  id: string;
  status: string;
  period_number: number;
  current_period_end: Date;
  trial_ends_at: Date | null;
  amount_minor: number;
}

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

const em = () => server.database.orm.em.fork();
/** A run of the renewal job at `at`, and the jobs its payments recorded. */
async function renew(at: number) {
  const report = await renewDueSubscriptions(em(), server.payments, new Date(at));
  await server.drainJobs();
  return report;
}
const charges = () => server.payments.providers.local!.chargeCount();

async function subscribe(email: string, skuCode = 'trial-weekly') {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku[skuCode], trialConsent: CONSENT, email });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  const paid = await restPay(server, order, 'card', { testCard: CARD_OK });
  expect(paid.body.data.order.status).toBe('paid');
  await server.drainJobs();
  return { order, paid };
}

async function subscriptionOf(email: string): Promise<SubscriptionRow> {
  const rows = await em().execute<SubscriptionRow[]>('select * from subscription where email = ?', [email]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

it('starts a 3-day trial for nothing, reminds a day before, then renews weekly at 19.99 once per period', async () => {
  const email = 'trial@example.com';
  const before = await charges();
  const { paid } = await subscribe(email);
  expect(paid.body.data.order.amount.amountMinor).toBe(0);
  expect(await charges()).toBe(before);
  const trial = await subscriptionOf(email);
  expect(trial).toMatchObject({ status: 'trialing', period_number: 0, amount_minor: 1999 });
  const trialEnd = new Date(trial.trial_ends_at!).getTime();
  expect(trialEnd - Date.now()).toBeGreaterThan(3 * DAY - 60_000);

  expect(await sendTrialReminders(em(), new Date(trialEnd - 25 * 3600_000))).toBe(0);
  expect(await sendTrialReminders(em(), new Date(trialEnd - 23 * 3600_000))).toBe(1);
  expect(await sendTrialReminders(em(), new Date(trialEnd - 22 * 3600_000))).toBe(0);
  expect(await countRows(server, `select count(*) as n from mail_outbox where template = 'trial-reminder' and "to" = ?`, [email])).toBe(1);

  await renew(trialEnd - 60_000);
  expect(await charges()).toBe(before);
  await renew(trialEnd + 60_000);
  await renew(trialEnd + 120_000);
  expect(await charges()).toBe(before + 1);
  const active = await subscriptionOf(email);
  expect(active).toMatchObject({ status: 'active', period_number: 1 });
  expect(new Date(active.current_period_end).getTime()).toBe(trialEnd + 7 * DAY);
  expect(await countRows(server, `select count(*) as n from purchase_order where subscription_id = ? and status = 'paid' and amount_minor = 1999`, [active.id])).toBe(1);

  await renew(trialEnd + 7 * DAY + 60_000);
  expect(await charges()).toBe(before + 2);
  expect((await subscriptionOf(email)).period_number).toBe(2);
});

/** The token of the latest cancel link mailed to an address, if any. */
async function mailedCancelToken(email: string): Promise<string | undefined> {
  const rows = await em().execute<Array<{ path: string }>>(
    `select data->>'path' as path from mail_outbox where template = 'cancel-link' and "to" = ? order by created_at desc limit 1`, [email]);
  return rows[0] ? new URL(rows[0].path, 'https://x.test').searchParams.get('s') ?? undefined : undefined;
}

it('the public form cancels nothing until the mailed link is used, then the cancelled trial is never charged', async () => {
  const email = 'cancel-me@example.com';
  const before = await charges();
  await subscribe(email);
  const trialEnd = new Date((await subscriptionOf(email)).trial_ends_at!).getTime();
  const asked = await rest(server, 'POST', '/unsubscribe/check/email', { email: ' Cancel-Me@Example.com ' });
  expect(asked).toMatchObject({ status: 200, body: { result: 200, data: { sent: true } } });
  // Asking again through the cancel route also only mails; nothing is cancelled by an email alone.
  const second = await rest(server, 'POST', '/unsubscribe/cancel', { email });
  expect(second).toMatchObject({ status: 200, body: { data: { sent: true }, msg: asked.body.msg } });
  expect((await subscriptionOf(email)).status).toBe('trialing');
  expect(await countRows(server, `select count(*) as n from mail_outbox where template = 'cancel-link' and "to" = ?`, [email])).toBe(2);
  expect(await countRows(server, `select count(*) as n from mail_outbox where template = 'cancellation-confirmation' and "to" = ?`, [email])).toBe(0);

  // Only the latest link works, once.
  const token = (await mailedCancelToken(email))!;
  const cancelled = await rest(server, 'POST', '/unsubscribe/cancel', { token });
  expect(cancelled).toMatchObject({ status: 200, body: { result: 200, msg: 'Cancellation successful', data: { cancelled: 1 } } });
  expect((await rest(server, 'POST', '/unsubscribe/cancel', { token })).body.data).toEqual({ cancelled: 0 });
  expect(await countRows(server, `select count(*) as n from mail_outbox where template = 'cancellation-confirmation' and "to" = ?`, [email])).toBe(1);

  expect(await sendTrialReminders(em(), new Date(trialEnd - 3600_000))).toBe(0);
  await renew(trialEnd + 60_000);
  await renew(trialEnd + 8 * DAY);
  expect(await charges()).toBe(before);
  expect((await subscriptionOf(email)).status).toBe('expired');
});

it('answers the same for an address without a plan, mails it nothing, and refuses links it never made', async () => {
  const withPlan = 'has-plan@example.com';
  await subscribe(withPlan);
  const known = await rest(server, 'POST', '/unsubscribe/check/email', { email: withPlan });
  const unknown = await rest(server, 'POST', '/unsubscribe/check/email', { email: 'nobody@example.com' });
  expect(unknown.status).toBe(known.status);
  expect(unknown.body).toEqual(known.body);
  expect(await countRows(server, `select count(*) as n from mail_outbox where "to" = 'nobody@example.com'`)).toBe(0);
  expect((await rest(server, 'POST', '/unsubscribe/check/email', { email: 'not an email' })).status).toBe(400);
  expect((await rest(server, 'POST', '/unsubscribe/cancel', { token: 'x'.repeat(43) })).status).toBe(404);
  // An expired link cancels nothing.
  const token = (await mailedCancelToken(withPlan))!;
  await em().execute(`update cancel_request set expires_at = now() - interval '1 minute' where email = ?`, [withPlan]);
  expect((await rest(server, 'POST', '/unsubscribe/cancel', { token })).status).toBe(404);
  expect((await subscriptionOf(withPlan)).status).toBe('trialing');
});

it('limits cancel-link requests per address', async () => {
  const email = 'often@example.com';
  const replies = [];
  for (let i = 0; i < 4; i += 1) replies.push(await rest(server, 'POST', '/unsubscribe/check/email', { email }));
  expect(replies.slice(0, 3).every((reply) => reply.status === 200)).toBe(true);
  expect(replies[3]!.status).toBe(429);
});

it('mails the link and cancels with it through GraphQL as well', async () => {
  const email = 'graphql-cancel@example.com';
  await subscribe(email);
  const request = 'mutation ($email: String!) { requestCancelLink(email: $email, exam: "BMBTI-1836", locale: "FR") { sent message errors { code } } }';
  const sent = await server.graphql<{ requestCancelLink: { sent: boolean; errors: unknown[] } }>(request, { email });
  expect(sent.data!.requestCancelLink).toMatchObject({ sent: true, errors: [] });
  expect((await subscriptionOf(email)).status).toBe('trialing');
  const [mail] = await em().execute<Array<{ locale: string; path: string }>>(`select locale, data->>'path' as path from mail_outbox where template = 'cancel-link' and "to" = ?`, [email]);
  expect(mail).toMatchObject({ locale: 'FR', path: expect.stringMatching(/^\/cancel\/subscription\/BMBTI-1836\?s=/) });
  const cancel = 'mutation ($token: String!) { cancelSubscriptionByLink(token: $token) { cancelled message errors { code } } }';
  const done = await server.graphql<{ cancelSubscriptionByLink: { cancelled: number; message: string } }>(cancel, { token: await mailedCancelToken(email) });
  expect(done.data!.cancelSubscriptionByLink).toMatchObject({ cancelled: 1, message: 'Cancellation successful' });
  expect((await subscriptionOf(email)).status).toBe('cancelled');
});

it('charges 19.99 at once when the trial is skipped, turning the trial into a paid week', async () => {
  const email = 'skipper@example.com';
  const { order } = await subscribe(email);
  const before = await charges();
  const skipped = await rest<OrderData>(server, 'POST', '/secondPhase/pay/planSku', { orderNumber: order.orderNumber, token: order.token, skuId: sku['skip-trial'], trialConsent: CONSENT });
  expect(skipped.status).toBe(200);
  expect(skipped.body.data.order).toMatchObject({ status: 'paid', amount: { amountMinor: 1999 } });
  expect(await charges()).toBe(before + 1);
  await server.drainJobs();
  const subscription = await subscriptionOf(email);
  expect(subscription).toMatchObject({ status: 'active', period_number: 1 });
  expect(new Date(subscription.current_period_end).getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
  const again = await rest(server, 'POST', '/secondPhase/pay/planSku', { orderNumber: order.orderNumber, token: order.token, skuId: sku['skip-trial'], trialConsent: CONSENT });
  expect(again).toMatchObject({ status: 409, body: { msg: 'Already purchased.' } });
});

it('bills the monthly plan 49.99 now and a month later', async () => {
  const email = 'monthly@example.com';
  const { paid } = await subscribe(email, 'monthly');
  expect(paid.body.data.order.amount.amountMinor).toBe(4999);
  const subscription = await subscriptionOf(email);
  expect(subscription).toMatchObject({ status: 'active', amount_minor: 4999, period_number: 1 });
  const monthLater = new Date(subscription.current_period_end).getTime();
  expect(monthLater - Date.now()).toBeGreaterThan(28 * DAY);
  await renew(monthLater - 60_000);
  expect((await subscriptionOf(email)).period_number).toBe(1);
  await renew(monthLater + 60_000);
  expect((await subscriptionOf(email)).period_number).toBe(2);
  expect(await countRows(server, `select count(*) as n from purchase_order where subscription_id = ? and status = 'paid' and amount_minor = 4999`, [subscription.id])).toBe(1);
});

it('falls behind on a declined renewal, retries daily, and ends after three declines', async () => {
  const email = 'declined@example.com';
  await subscribe(email);
  await em().execute(`update subscription set payment_method_ref = 'localcard_declined' where email = ?`, [email]);
  const trialEnd = new Date((await subscriptionOf(email)).trial_ends_at!).getTime();
  await renew(trialEnd + 60_000);
  expect((await subscriptionOf(email)).status).toBe('past_due');
  await renew(trialEnd + 2 * 60_000);
  expect(await countRows(server, 'select count(*) as n from payment_attempt a join subscription s on a.idempotency_key like ? where s.email = ?', [`renewal:%`, email])).toBeGreaterThan(0);
  await renew(trialEnd + DAY + 2 * 60_000);
  await renew(trialEnd + 2 * DAY + 3 * 60_000);
  const ended = await subscriptionOf(email);
  expect(ended.status).toBe('expired');
  expect(await countRows(server, `select count(*) as n from payment_attempt a join purchase_order o on o.id = a.order_id where o.subscription_id = ?`, [ended.id])).toBe(3);
  await renew(trialEnd + 10 * DAY);
  expect(await countRows(server, `select count(*) as n from payment_attempt a join purchase_order o on o.id = a.order_id where o.subscription_id = ?`, [ended.id])).toBe(3);
});

it('leaves a delayed renewal to reconciliation without charging twice', async () => {
  const email = 'delayed@example.com';
  await subscribe(email);
  await em().execute(`update subscription set payment_method_ref = 'localcard_delayed' where email = ?`, [email]);
  const trialEnd = new Date((await subscriptionOf(email)).trial_ends_at!).getTime();
  const before = await charges();
  await renew(trialEnd + 60_000);
  await renew(trialEnd + 2 * 60_000);
  expect(await charges()).toBe(before + 1);
  expect((await subscriptionOf(email)).status).toBe('trialing');
  await reconcilePayments(em(), server.payments, new Date(Date.now() + 10 * 60_000));
  await server.drainJobs();
  expect((await subscriptionOf(email))).toMatchObject({ status: 'active', period_number: 1 });
});

it('runs the jobs on pg-boss in the same database', async () => {
  const email = 'pgboss@example.com';
  await subscribe(email);
  await em().execute(`update subscription set trial_ends_at = now() + interval '2 hours', current_period_end = now() + interval '2 hours' where email = ?`, [email]);
  try {
    await server.jobs.boss.send('subscriptions-remind', {});
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await countRows(server, `select count(*) as n from mail_outbox where template = 'trial-reminder' and "to" = ?`, [email])) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await countRows(server, `select count(*) as n from mail_outbox where template = 'trial-reminder' and "to" = ?`, [email])).toBe(1);
  } finally {
    // The server's own runner stops with the server.
  }
});
