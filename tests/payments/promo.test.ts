// Promo codes are the server's business: percent or amount off, the currency of amount codes, expiry, usage limits
// held under concurrent payments, uses given back by failed payments, and price quotes for the offer page.
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_DECLINED, CARD_OK, CONSENT, countRows, restOrder, restPay, skuIds, startedAttempt } from './support/checkout.js';

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
  await server.database.orm.em.fork().execute(`insert into promo_code (code, kind, percent_off, amount_off_minor, currency, expires_at, usage_limit, used_count, active, created_at) values
    ('EXPIRED20', 'percent', 20, null, null, now() - interval '1 day', null, 0, true, now()),
    ('ONCEONLY', 'percent', 50, null, null, null, 1, 0, true, now()),
    ('RETIRED', 'percent', 30, null, null, null, null, 0, false, now())`);
});

afterAll(async () => {
  await server.close();
});

async function order(promoCode: string, extra: Record<string, unknown> = {}) {
  return restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, promoCode, ...extra });
}

const used = (code: string) => countRows(server, 'select used_count as n from promo_code where code = ?', [code]);

it('takes a percentage off the catalog price, whatever case the code is typed in', async () => {
  const reply = await order(' welcome10 ');
  expect(reply.status).toBe(200);
  const data = reply.body.data.order as unknown as { amount: { amountMinor: number }; listAmount: { amountMinor: number }; discount: { amountMinor: number }; promoCode: string };
  expect(data).toMatchObject({ amount: { amountMinor: 900 }, listAmount: { amountMinor: 999 }, discount: { amountMinor: 99 }, promoCode: 'WELCOME10' });
});

it('takes an amount off only in its currency', async () => {
  const usd = await order('SAVE5USD');
  expect(usd.body.data.order.amount.amountMinor).toBe(499);
  const eur = await order('SAVE5USD', { country: 'DE' });
  expect(eur).toMatchObject({ status: 400, body: { msg: 'This promo code is not valid in your currency.' } });
  expect(eur.body.data.errors![0]!.code).toBe('PROMO_CURRENCY_MISMATCH');
});

it('refuses unknown, expired, inactive codes and codes on a free trial', async () => {
  expect((await order('NOSUCHCODE')).body.data.errors![0]!.code).toBe('PROMO_NOT_FOUND');
  expect((await order('EXPIRED20')).body.data.errors![0]!.code).toBe('PROMO_EXPIRED');
  expect((await order('RETIRED')).body.data.errors![0]!.code).toBe('PROMO_NOT_FOUND');
  const trial = await order('WELCOME10', { skuId: sku['trial-weekly'], trialConsent: CONSENT });
  expect(trial.body.data.errors![0]!.code).toBe('PROMO_NOT_APPLICABLE');
});

it('holds a usage limit when two orders with the code are paid, and counts only paid uses', async () => {
  const first = await order('ONCEONLY');
  const second = await order('ONCEONLY');
  expect([first.status, second.status]).toEqual([200, 200]);
  const pay = (reply: typeof first) => restPay(server, { orderNumber: reply.body.data.order.orderNumber, token: reply.body.data.token }, 'card', { testCard: CARD_OK });
  const [a, b] = await Promise.all([pay(first), pay(second)]);
  const statuses = [a.body.data.order.status, b.body.data.order.status].sort();
  expect(statuses).toEqual(['created', 'paid']);
  const refused = a.body.data.order.status === 'paid' ? b : a;
  expect(refused).toMatchObject({ status: 409 });
  expect(refused.body.data.errors![0]!.code).toBe('PROMO_EXHAUSTED');
  expect(await used('ONCEONLY')).toBe(1);
  expect((await order('ONCEONLY')).body.data.errors![0]!.code).toBe('PROMO_EXHAUSTED');
});

it('gives the use back when the payment fails', async () => {
  const before = await used('SAVE5USD');
  const reply = await order('SAVE5USD');
  const ref = { orderNumber: reply.body.data.order.orderNumber, token: reply.body.data.token };
  expect((await restPay(server, ref, 'card', { testCard: CARD_DECLINED })).status).toBe(402);
  expect(await used('SAVE5USD')).toBe(before);
  expect((await restPay(server, ref, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  expect(await used('SAVE5USD')).toBe(before + 1);
});

it('quotes a price with a code before ordering', async () => {
  const query = `query ($code: String) { priceQuote(examId: 1836, skuId: ${sku.report}, country: "US", promoCode: $code) {
    quote { amount { amountMinor } discount { amountMinor } } errors { code field message } } }`;
  const good = await server.graphql<{ priceQuote: { quote: { amount: { amountMinor: number } } } }>(query, { code: 'WELCOME10' });
  expect(good.data!.priceQuote.quote.amount.amountMinor).toBe(900);
  const bad = await server.graphql<{ priceQuote: { errors: Array<{ code: string; field: string }> } }>(query, { code: 'EXPIRED20' });
  expect(bad.data!.priceQuote.errors[0]).toMatchObject({ code: 'PROMO_EXPIRED', field: 'promoCode' });
  const terms = await server.graphql<{ priceQuote: { quote: { terms: { trialDays: number; text: string; recurringAmount: { amountMinor: number } } } } }>(
    `{ priceQuote(examId: 1836, skuId: ${sku['trial-weekly']}, country: "US", locale: "DE") { quote { terms { trialDays text recurringAmount { amountMinor } } } } }`);
  expect(terms.data!.priceQuote.quote.terms).toMatchObject({ trialDays: 3, recurringAmount: { amountMinor: 1999 } });
  expect(terms.data!.priceQuote.quote.terms.text).toContain('3 Tage kostenlos');
});
