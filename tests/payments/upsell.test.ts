// The second phase after a paid order: packages per step marked 'already purchased', one-click purchases with the
// method saved at checkout, plan SKUs, VIP membership and its status, all readable with the first order's token.
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, CONSENT, rest, restOrder, restPay, skuIds, startedAttempt, type OrderData } from './support/checkout.js';

let server: TestServer;
let sku: Record<string, number>;

interface Offered {
  id: number;
  code: string;
  upsellStep: number;
  purchased: boolean;
  price: { amountMinor: number; currency: { code: string } };
}

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

let buyers = 0;

/** A paid first order of a buyer of its own (VIP and plans belong to the buyer's account). */
async function paidOrder(skuCode: string, country = 'US') {
  buyers += 1;
  const email = `upsell-buyer-${buyers}@example.com`;
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku[skuCode], trialConsent: CONSENT, country, email });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  // Its entitlements (what makes later offers 'already purchased') come from the order-paid job.
  await server.drainJobs();
  return order;
}

const packages = async (order: { orderNumber: string; token: string }) =>
  (await rest<Offered[]>(server, 'GET', `/exam/extra/package/list/${order.orderNumber}?token=${order.token}`)).body.data;

it('lists the five upsell steps in the order currency, marking what the buyer holds through the plan', async () => {
  const order = await paidOrder('trial-weekly', 'DE');
  const offered = await packages(order);
  expect(offered.map((item) => item.upsellStep)).toEqual([1, 2, 3, 4, 5]);
  expect(offered.every((item) => item.price.currency.code === 'EUR')).toBe(true);
  // The weekly plan already includes the skill packs and the member centre.
  expect(Object.fromEntries(offered.map((item) => [item.code, item.purchased]))).toEqual({
    'skip-trial': false, 'skill-packs': true, 'in-depth-content': false, 'member-exclusive': true, 'access-product': false,
  });
  const step = await rest<Offered[]>(server, 'GET', `/secondPhase/sku/package/1836/2/US?orderNumber=${order.orderNumber}&token=${order.token}`);
  expect(step.body.data.map((item) => item.code)).toEqual(['skill-packs']);
  expect((await rest(server, 'GET', `/exam/extra/package/list/${order.orderNumber}`)).status).toBe(404);
});

it('buys a package in one click with the saved card, then marks it purchased', async () => {
  const order = await paidOrder('trial-weekly');
  const bought = await rest<OrderData & { order: { parentOrderNumber: string } }>(server, 'POST', '/secondPhase/pay/skuPackage', { ...order, skuId: sku['in-depth-content'] });
  expect(bought.status).toBe(200);
  expect(bought.body.data.order).toMatchObject({ status: 'paid', parentOrderNumber: order.orderNumber, amount: { amountMinor: 599 } });
  expect((await packages(order)).find((item) => item.code === 'in-depth-content')!.purchased).toBe(true);
  const again = await rest(server, 'POST', '/secondPhase/pay/skuPackage', { ...order, skuId: sku['in-depth-content'] });
  expect(again).toMatchObject({ status: 409, body: { msg: 'Already purchased.' } });
  const child = await rest<{ status: string }>(server, 'GET', `/secondPhase/order/${bought.body.data.order.orderNumber}?token=${order.token}`);
  expect(child.body.data.status).toBe('paid');
  const wrongRoute = await rest(server, 'POST', '/secondPhase/pay/skuPackage', { ...order, skuId: sku['skip-trial'] });
  expect(wrongRoute.status).toBe(409);
  // Held through the plan: never sold again.
  const included = await rest(server, 'POST', '/secondPhase/pay/skuPackage', { ...order, skuId: sku['skill-packs'] });
  expect(included).toMatchObject({ status: 409, body: { msg: 'Already purchased.' } });
});

it('asks for payment when no method was saved (a one-off report)', async () => {
  const order = await paidOrder('report');
  const created = await rest<OrderData>(server, 'POST', '/secondPhase/pay/skuPackage', { ...order, skuId: sku['access-product'] });
  expect(created.body.data.order.status).toBe('created');
  const paid = await rest<OrderData>(server, 'POST', '/secondPhase/pay/skuPackage', { ...order, skuId: sku['in-depth-content'], method: 'local', testCard: CARD_OK });
  expect(paid.body.data.order.status).toBe('paid');
});

it('refuses the second phase before the first order is paid', async () => {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
  const reply = await rest(server, 'POST', '/secondPhase/pay/skuPackage', { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, skuId: sku['skill-packs'] });
  expect(reply.status).toBe(409);
});

it('lists plan SKUs and marks the active plan', async () => {
  const order = await paidOrder('monthly');
  const plans = await rest<Offered[]>(server, 'GET', `/secondPhase/plan/sku/list/1836/US?orderNumber=${order.orderNumber}&token=${order.token}`);
  expect(plans.body.data.map((plan) => plan.code).sort()).toEqual(['monthly', 'skip-trial', 'trial-weekly']);
  expect(plans.body.data.every((plan) => plan.purchased)).toBe(true);
  const anonymous = await rest<Offered[]>(server, 'GET', '/secondPhase/plan/sku/list/1836/US');
  expect(anonymous.body.data.some((plan) => plan.purchased)).toBe(false);
});

it('makes the buyer of a report a member (VIP) and reports the status', async () => {
  const order = await paidOrder('report');
  const before = await rest<{ vip: boolean }>(server, 'GET', `/vip/pay/status/${order.orderNumber}?token=${order.token}`);
  expect(before.body.data.vip).toBe(false);
  const bought = await rest<OrderData>(server, 'POST', '/vip/pay/create', { examOrderNumber: order.orderNumber, token: order.token, method: 'local', testCard: CARD_OK });
  expect(bought.body.data.order.status).toBe('paid');
  await server.drainJobs();
  const after = await rest<{ vip: boolean; vipUntil: string; vipOrderStatus: string }>(server, 'GET', `/vip/pay/status/${order.orderNumber}?token=${order.token}`);
  expect(after.body.data).toMatchObject({ vip: true, vipOrderStatus: 'paid' });
  expect(new Date(after.body.data.vipUntil).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600_000);
  expect((await rest(server, 'GET', `/vip/pay/status/${order.orderNumber}`)).status).toBe(404);
});

it('offers the same through GraphQL', async () => {
  const order = await paidOrder('trial-weekly');
  const list = await server.graphql<{ upsellPackages: Array<{ code: string; purchased: boolean }> }>(
    `{ upsellPackages(ref: "${order.orderNumber}", token: "${order.token}", step: 3) { code purchased } }`);
  expect(list.data!.upsellPackages).toEqual([{ code: 'in-depth-content', purchased: false }]);
  const bought = await server.graphql<{ buyUpsellPackage: { order: { status: string }; token: string; errors: unknown[]; paymentErrors: unknown[] } }>(
    'mutation ($input: BuyFollowUpInput!) { buyUpsellPackage(input: $input) { order { status } token errors { code } paymentErrors { code } } }',
    { input: { orderRef: order.orderNumber, token: order.token, skuId: sku['in-depth-content'] } });
  expect(bought.data!.buyUpsellPackage).toMatchObject({ order: { status: 'PAID' }, errors: [], paymentErrors: [] });
  // The weekly plan's member centre makes the buyer a member already.
  const vip = await server.graphql<{ vipStatus: { vip: boolean } }>(`{ vipStatus(ref: "${order.orderNumber}", token: "${order.token}") { vip } }`);
  expect(vip.data!.vipStatus.vip).toBe(true);
});
