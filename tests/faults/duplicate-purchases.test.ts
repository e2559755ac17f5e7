// Exactly one charge per intended purchase, whatever arrives at once: parallel payments of one order cycling through
// methods, parallel first purchases of every kind, parallel one-click add-ons, VIP and skip-trial after a first
// purchase (GraphQL and REST mixed), and two renewal runs at once. The local provider answers slowly so the requests
// really overlap; its ledger counts what was charged.
import { LocalProvider } from '../../api/src/modules/payment/providers/local.provider.js';
import { renewDueSubscriptions } from '../../api/src/modules/subscription/subscription.jobs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, CONSENT, countRows, rest, restOrder, restPay, skuIds, startedAttempt, type OrderData } from '../payments/support/checkout.js';

let server: TestServer;
let sku: Record<string, number>;
let buyers = 0;

beforeAll(async () => {
  server = await startTestServer({ providers: { local: new LocalProvider({ latencyMs: 40 }) } });
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

const charges = () => server.payments.providers.local!.chargeCount();

async function newOrder(skuCode: string) {
  buyers += 1;
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku[skuCode], email: `dup-${buyers}@example.com`, trialConsent: CONSENT });
  expect(created.status).toBe(200);
  return { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
}

async function paidFirstOrder(skuCode: string) {
  const order = await newOrder(skuCode);
  expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  await server.drainJobs();
  return order;
}

const paidChildren = (parentId: string, skuCode: string) => countRows(server,
  `select count(*) as n from purchase_order o join sku s on s.id = o.sku_id where o.parent_id = ? and s.code = ? and o.status = 'paid'`, [parentId, skuCode]);

it('charges once for twenty payments of one order at once, cycling card, PayPal and test cards', async () => {
  const before = await charges();
  const order = await newOrder('report');
  const methods = ['card', 'paypal', 'local'];
  const replies = await Promise.all(Array.from({ length: 20 }, (_, index) =>
    restPay(server, order, methods[index % 3]!, { testCard: CARD_OK })));
  expect(replies.every((reply) => reply.status === 200 || reply.body.data.errors?.[0]?.code === 'PAYMENT_IN_PROGRESS')).toBe(true);
  await server.drainJobs();
  expect(await charges() - before).toBe(1);
  expect(await countRows(server, `select count(*) as n from order_event e join purchase_order o on o.id = e.order_id where o.id = ? and e.to_status = 'paid'`, [order.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from payment_attempt where order_id = ? and status = 'succeeded'`, [order.id])).toBe(1);
});

it.each(['report', 'monthly', 'trial-weekly'])('charges a first purchase of %s at most once for ten payments at once', async (skuCode) => {
  const before = await charges();
  const order = await newOrder(skuCode);
  await Promise.all(Array.from({ length: 10 }, () => restPay(server, order, 'card', { testCard: CARD_OK })));
  await server.drainJobs();
  expect(await charges() - before).toBe(skuCode === 'trial-weekly' ? 0 : 1);
  expect(await countRows(server, 'select count(*) as n from subscription where order_id = ?', [order.id])).toBe(skuCode === 'report' ? 0 : 1);
  expect(await countRows(server, 'select count(*) as n from entitlement where order_id = ? and feature = ?', [order.id, 'personality_report'])).toBeGreaterThan(0);
});

it.each(['in-depth-content', 'access-product'])('makes one order and one charge of %s for ten one-click purchases at once', async (skuCode) => {
  const parent = await paidFirstOrder('trial-weekly');
  const before = await charges();
  const rest10 = Array.from({ length: 5 }, () => rest<OrderData>(server, 'POST', '/secondPhase/pay/skuPackage', { ...parent, skuId: sku[skuCode] }));
  const graphql10 = Array.from({ length: 5 }, () => server.graphql(
    'mutation ($input: BuyFollowUpInput!) { buyUpsellPackage(input: $input) { order { status } errors { code } paymentErrors { code } } }',
    { input: { orderRef: parent.orderNumber, token: parent.token, skuId: sku[skuCode] } }));
  await Promise.all([...rest10, ...graphql10]);
  await server.drainJobs();
  expect(await charges() - before).toBe(1);
  expect(await paidChildren(parent.id, skuCode)).toBe(1);
  expect(await countRows(server, `select count(*) as n from purchase_order o join sku s on s.id = o.sku_id where o.parent_id = ? and s.code = ?`, [parent.id, skuCode])).toBe(1);
  // A later purchase is refused.
  const again = await rest(server, 'POST', '/secondPhase/pay/skuPackage', { ...parent, skuId: sku[skuCode] });
  expect(again.status).toBe(409);
});

it('refuses what the plan already includes, even ten times at once', async () => {
  const parent = await paidFirstOrder('monthly');
  const before = await charges();
  const replies = await Promise.all(Array.from({ length: 10 }, () => rest(server, 'POST', '/secondPhase/pay/skuPackage', { ...parent, skuId: sku['skill-packs'] })));
  expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(409));
  expect(await charges()).toBe(before);
});

it('charges VIP once for five purchases at once after a report', async () => {
  const parent = await paidFirstOrder('report');
  const before = await charges();
  await Promise.all(Array.from({ length: 5 }, () =>
    rest<OrderData>(server, 'POST', '/vip/pay/create', { examOrderNumber: parent.orderNumber, token: parent.token, method: 'local', testCard: CARD_OK })));
  await server.drainJobs();
  expect(await charges() - before).toBe(1);
  expect(await paidChildren(parent.id, 'member-exclusive')).toBe(1);
  expect(await countRows(server, `select count(*) as n from entitlement where feature = 'member_centre' and holder_email = (select email from purchase_order where id = ?)`, [parent.id])).toBe(1);
});

it('charges skipping the trial once for ten clicks at once, and renews once for two renewal runs at once', async () => {
  const parent = await paidFirstOrder('trial-weekly');
  const before = await charges();
  await Promise.all(Array.from({ length: 10 }, () =>
    rest<OrderData>(server, 'POST', '/secondPhase/pay/planSku', { ...parent, skuId: sku['skip-trial'], trialConsent: CONSENT })));
  await server.drainJobs();
  expect(await charges() - before).toBe(1);
  const [subscription] = await server.database.orm.em.fork().execute<Array<{ id: string; status: string; current_period_end: Date }>>(
    'select id, status, current_period_end from subscription where order_id = ?', [parent.id]);
  expect(subscription!.status).toBe('active');
  const due = new Date(new Date(subscription!.current_period_end).getTime() + 60_000);
  const em = () => server.database.orm.em.fork();
  await Promise.all([renewDueSubscriptions(em(), server.payments, due), renewDueSubscriptions(em(), server.payments, due)]);
  await server.drainJobs();
  // (Other tests' plans fall due too: count this subscription's renewal only.)
  expect(await countRows(server, `select count(*) as n from purchase_order where subscription_id = ? and status = 'paid'`, [subscription!.id])).toBe(1);
  expect(await countRows(server, `select count(*) as n from payment_attempt a join purchase_order o on o.id = a.order_id
    where o.subscription_id = ? and a.status = 'succeeded'`, [subscription!.id])).toBe(1);
});
