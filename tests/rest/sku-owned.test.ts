// The REST SKU list (SPEC section 7, GET /exam/sku/list/{examId}/{country}/{hl}) marks what the caller already holds,
// by the one ownership model GraphQL's offerBuyer uses: the buyer of a sitting (?attemptToken=) and the signed-in
// member; a stranger owns nothing. An owned product is refused when ordered anyway.
import { buyerOf } from '../member/support.js';
import { CARD_OK, EXAM_ID, rest, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

interface ListedSku { id: number; code: string; owned: boolean }
const ownedCodes = (list: ListedSku[]) => list.filter((item) => item.owned).map((item) => item.code).sort();
/** Skipping the trial is for a running trial only: for anyone else it counts as held, as GraphQL's offerBuyer says. */
const boughtCodes = (list: ListedSku[]) => ownedCodes(list).filter((code) => code !== 'skip-trial');
const ownedIds = (list: ListedSku[]) => list.filter((item) => item.owned).map((item) => item.id).sort((a, b) => a - b);
const path = (query = '') => `/exam/sku/list/${EXAM_ID}/US/EN${query}`;

async function offerBuyerOwned(attemptToken: string): Promise<number[]> {
  const reply = await server.graphql<{ offerBuyer: { ownedSkuIds: number[] } }>('query ($token: String!) { offerBuyer(attemptToken: $token) { ownedSkuIds } }', { token: attemptToken });
  return [...reply.data!.offerBuyer.ownedSkuIds].sort((a, b) => a - b);
}

it('marks the report of a sitting its buyer paid for, as GraphQL does, and nothing for a stranger', async () => {
  const attemptToken = await submittedAttempt(server);
  // The address left on the sitting (the email step) names its buyer, as on the offer page.
  await server.graphql('mutation ($token: String!, $email: String!) { captureEmail(token: $token, email: $email) { errors { code } } }',
    { token: attemptToken, email: 'rest-owner@example.com' });
  const before = await rest<ListedSku[]>(server, 'GET', path(`?attemptToken=${attemptToken}`));
  expect(before.status).toBe(200);
  expect(boughtCodes(before.body.data)).toEqual([]);
  expect(ownedIds(before.body.data)).toEqual(await offerBuyerOwned(attemptToken));

  const created = await restOrder(server, { attemptToken, skuId: sku.report, email: 'rest-owner@example.com' });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');

  const after = await rest<ListedSku[]>(server, 'GET', path(`?attemptToken=${attemptToken}`));
  expect(boughtCodes(after.body.data)).toEqual(['report']);
  expect(ownedIds(after.body.data)).toEqual(await offerBuyerOwned(attemptToken));
  expect(ownedCodes((await rest<ListedSku[]>(server, 'GET', path())).body.data)).toEqual([]);
  expect(ownedCodes((await rest<ListedSku[]>(server, 'GET', path('?attemptToken=not-a-token'))).body.data)).toEqual([]);

  const again = await restOrder(server, { attemptToken, skuId: sku.report, email: 'rest-owner@example.com' });
  expect(again).toMatchObject({ status: 409, body: { msg: 'Already purchased.' } });
});

it('marks for a signed-in member with the monthly plan the report and the plans', async () => {
  const member = await buyerOf(server, 'rest-monthly@example.com', 'monthly');
  const listed = await member.rest('GET', path());
  expect(listed.status).toBe(200);
  expect(ownedCodes(listed.body.data as ListedSku[])).toEqual(expect.arrayContaining(['monthly', 'report', 'skill-packs', 'trial-weekly']));
  // The same list for nobody in particular owns nothing.
  expect(ownedCodes((await rest<ListedSku[]>(server, 'GET', path())).body.data)).toEqual([]);
});
