// The REST facade for the IQ test (exam 2047) as for the personality test: exam info with the adaptive rules, the
// question list (the practice pair, never an answer key), the free result, and the order paths from creating an order
// for the iq-report product to its report and PDF. Every reply is checked against its route's documented schema.
import { restRoutes } from '../../api/src/http/rest.js';
import { CARD_OK, rest, skuIds } from '../payments/support/checkout.js';
import { readPdf } from '../support/pdf-text.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { answer, elapse, look, type Sitting, startIq, takeTest } from '../iq/support/iq-api.js';

let server: TestServer;
let sku: Record<string, number>;
const BUYER = 'rest-iq@example.com';

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server, 2047);
});

afterAll(async () => {
  await server?.close();
});

/** The call's reply, after checking the envelope and that `data` fits the route's schema. */
async function ok<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const reply = await rest<T>(server, method, path, body);
  expect({ path, status: reply.status, result: reply.body.result }).toEqual({ path, status: 200, result: 200 });
  const template = path.split('?')[0]!;
  const route = restRoutes.find((candidate) => candidate.method === method.toLowerCase()
    && new RegExp(`^${candidate.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(template))!;
  const parsed = route.schemas.data.safeParse(reply.body.data);
  expect({ path, issues: parsed.success ? [] : parsed.error.issues.slice(0, 3) }).toEqual({ path, issues: [] });
  return reply.body.data;
}

it('gives exam 2047 its info with the adaptive rules, and 1836 none', async () => {
  expect(await ok('GET', '/exam/info/2047')).toMatchObject({
    id: 2047, code: 'MRIQ', kind: 'iq', adaptive: { practiceItems: 2, minItems: 12, maxItems: 25, timeLimitSeconds: 1200, options: 8, targetSe: 0.33 },
  });
  expect(await ok('GET', '/exam/info/1836')).toMatchObject({ id: 1836, kind: 'personality', adaptive: null });
});

it('lists the practice pair of the IQ test in the language asked for, with shuffled options and no answer', async () => {
  const [ja, en] = await Promise.all([ok<Array<Record<string, unknown>>>('GET', '/exam/question/list/2047/JA'), ok<Array<Record<string, unknown>>>('GET', '/exam/question/list/2047/EN')]);
  expect(ja.map((item) => item.key)).toEqual(['MX-P1', 'MX-P2']);
  for (const item of ja) {
    expect(item).toMatchObject({ kind: 'matrix-practice', locale: 'JA', part: 0 });
    expect(String(item.text)).toMatch(/練習問題/);
    expect(String(item.matrixSvg)).toMatch(/^<svg /);
    expect(item.optionSvgs).toHaveLength(8);
  }
  expect(String(en[0]!.text)).toMatch(/^Practice puzzle/);
  // Nothing says which option is right, and the order is drawn anew: over a few calls the first option changes.
  expect(JSON.stringify(ja)).not.toMatch(/optionOrder|correct|answer|canonical/i);
  const firsts = new Set<string>();
  for (let call = 0; call < 6; call++) firsts.add((await ok<Array<{ optionSvgs: string[] }>>('GET', '/exam/question/list/2047/EN'))[0]!.optionSvgs[0]!);
  expect(firsts.size).toBeGreaterThan(1);
  // The personality test's list is unchanged.
  const personality = await ok<Array<Record<string, unknown>>>('GET', '/exam/question/list/1836/EN');
  expect(personality.length).toBeGreaterThan(40);
  expect(personality[0]).not.toHaveProperty('matrixSvg');
});

it('lists the IQ report product for exam 2047', async () => {
  const skus = await ok<Array<{ code: string }>>('GET', '/exam/sku/list/2047/US/EN');
  expect(skus.map((item) => item.code)).toContain('iq-report');
  expect(await ok('GET', `/exam/sku/info/2047/${sku['iq-report']}/US/EN`)).toMatchObject({ code: 'iq-report' });
});

it('walks the order paths for an IQ sitting: free result, order, payment, report, PDF', async () => {
  const token = await startIq(server);
  // Before the sitting finishes there is no result.
  const early = await rest(server, 'POST', '/exam/order/info/free', { token });
  expect({ status: early.status, result: early.body.result }).toEqual({ status: 409, result: 409 });
  await takeTest(server, token, 0.5);

  const free = await ok<{ kind: string; iq: number; interval90: { low: number; high: number }; verdict: string }>('POST', '/exam/order/info/free', { token, locale: 'EN' });
  expect(free).toMatchObject({ kind: 'iq', token, verdict: expect.stringMatching(/^(valid|caution)$/) });
  expect(free.iq).toBeGreaterThan(80);
  expect(free.interval90.low).toBeLessThan(free.iq);
  const share = await rest(server, 'POST', '/exam/order/info/share', { token });
  expect({ status: share.status, msg: share.body.msg }).toEqual({ status: 400, msg: 'An IQ result has no personality type to share.' });

  const created = await ok<{ order: { orderNumber: string; status: string }; token: string }>('POST', '/exam/order/info',
    { attemptToken: token, skuId: sku['iq-report'], country: 'US', email: 'first@example.com', acceptTerms: true });
  const order = { orderNumber: created.order.orderNumber, token: created.token };
  await ok('POST', '/exam/order/update/email', { ...order, email: BUYER });
  const paid = await ok<{ order: { status: string } }>('POST', '/pay/order/create', { ...order, method: 'card', testCard: CARD_OK });
  expect(paid.order.status).toBe('paid');
  await server.drainJobs();
  expect(await ok('POST', '/pay/check/status', order)).toMatchObject({ order: { status: 'paid' } });
  const info = await ok<{ reportToken: string }>('GET', `/exam/order/info/${order.orderNumber}?token=${order.token}`);
  expect(info.reportToken).toEqual(expect.any(String));
  await ok('GET', `/exam/order/sku/check/${order.orderNumber}?token=${order.token}`);
  const presented = await ok<{ granted: Array<{ feature: string }> }>('GET', `/exam/order/presenter/list/${order.orderNumber}?token=${order.token}`);
  expect(presented.granted.map((grant) => grant.feature)).toContain('iq_report');

  const report = await ok<{ kind: string; document: unknown; iqReport: { iq: number; breakdown: { byFamily: Record<string, unknown> } } }>('GET', `/exam/order/mbti/${info.reportToken}?locale=EN`);
  expect(report).toMatchObject({ kind: 'iq', exam: 'MRIQ-2047', document: null, iqReport: { iq: free.iq, sections: ['score', 'strengths', 'speed', 'reading', 'limits'] } });
  expect(Object.keys(report.iqReport.breakdown.byFamily).length).toBeGreaterThan(0);

  const response = await fetch(`${server.baseUrl}/api/exam/order/file/down/info`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: info.reportToken, locale: 'EN' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  expect(response.headers.get('content-disposition')).toContain(`${order.orderNumber}.pdf`);
  const text = (await readPdf(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, '');
  expect(text).toContain(`IQ${free.iq}`);
});

it('gives a random clicker no IQ number on the free result', async () => {
  const token = await startIq(server);
  let sitting: Sitting = await look(server, token);
  for (let guard = 0; guard < 40 && !sitting.finished; guard++) {
    await elapse(server, token, 1500);
    sitting = (await answer(server, token, sitting.question!.itemId, guard % 8)).sitting!;
  }
  expect(await ok('POST', '/exam/order/info/free', { token })).toMatchObject({ kind: 'iq', verdict: 'not-interpretable', iq: null, interval90: null, percentile: null });
});
