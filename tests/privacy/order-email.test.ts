// A paid order's address changes only after the new address confirms: until then nothing moves into that address's
// account; the confirmation page spends nothing when opened, its button moves the order, report and plan.
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, countRows, rest, restOrder, restPay, skuIds, startedAttempt } from '../payments/support/checkout.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

it('asks the new address to confirm before a paid order and its report move to it', async () => {
  const sku = await skuIds(server);
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, email: 'buyer-one@example.com' });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  // Before payment the checkout's own address changes at once.
  expect((await rest(server, 'POST', '/exam/order/update/email', { ...order, email: 'buyer@example.com' })).status).toBe(200);
  expect(await countRows(server, `select count(*) as n from purchase_order where order_number = ? and email = 'buyer@example.com'`, [order.orderNumber])).toBe(1);
  await restPay(server, order, 'card', { testCard: CARD_OK });

  const moved = await rest(server, 'POST', '/exam/order/update/email', { ...order, email: 'victim@example.com' });
  expect(moved.status).toBe(200);
  const stillMine = `select count(*) as n from purchase_order o where o.order_number = ? and o.email = 'buyer@example.com'
    and not exists (select 1 from report r where r.email = 'victim@example.com')`;
  expect(await countRows(server, stillMine, [order.orderNumber])).toBe(1);
  const mails = await server.database.orm.em.fork().execute<Array<{ data: { purpose: string; path: string } }>>(
    `select data from mail_outbox where "to" = 'victim@example.com' and template = 'privacy-link'`);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.data.purpose).toBe('confirm-email');
  const secret = new URL(mails[0]!.data.path, 'http://x').searchParams.get('s')!;

  const page = await fetch(`${server.baseUrl}/api/privacy/confirm-email?s=${secret}`);
  expect(await page.text()).toContain('victim@example.com');
  expect(await countRows(server, stillMine, [order.orderNumber])).toBe(1);
  const confirmed = await fetch(`${server.baseUrl}/api/privacy/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `s=${secret}` });
  expect(confirmed.status).toBe(200);
  expect(await countRows(server, `select count(*) as n from purchase_order o where o.order_number = ? and o.email = 'victim@example.com'`, [order.orderNumber])).toBe(1);
  const twice = await fetch(`${server.baseUrl}/api/privacy/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `s=${secret}` });
  expect(twice.status).toBe(404);
});
