// A paid report opens only with its unguessable token, over GraphQL and as a PDF named by the order number; an
// unpaid report, a stranger's guess or the order number alone opens nothing.
import { CARD_OK, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import { recentCountries } from '../../api/src/modules/report/report.service.js';
import { readPdf } from '../support/pdf-text.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let reportToken: string;
let orderNumber: string;
let unpaidToken: string;
let orderToken: string;

const REPORT = `query ($token: String!, $locale: String) { report(token: $token, locale: $locale) {
  status kind orderNumber reportToken personality { fullCode } document { type { fullCode title }
  dimensions { indicator score range { low high } interpretation borderline }
  sections { id title blocks { kind text items } } pdfUrl } } }`;

interface ReportReply {
  status: string; kind: string; orderNumber: string; reportToken: string; personality: { fullCode: string };
  document: { type: { fullCode: string }; dimensions: Array<{ borderline: string | null }>; sections: Array<{ id: string; title: string }>; pdfUrl: string };
}

async function reportTokenOf(attemptToken: string): Promise<string> {
  const rows = await server.database.orm.em.fork().execute<Array<{ token: string }>>(
    'select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ?', [attemptToken]);
  return rows[0]!.token;
}

beforeAll(async () => {
  server = await startTestServer();
  const sku = await skuIds(server);
  const paidAttempt = await submittedAttempt(server);
  const order = (await restOrder(server, { attemptToken: paidAttempt, skuId: sku.report })).body.data;
  orderNumber = order.order.orderNumber;
  orderToken = order.token;
  await restPay(server, { orderNumber, token: order.token }, 'card', { testCard: CARD_OK });
  reportToken = await reportTokenOf(paidAttempt);
  const unpaidAttempt = await submittedAttempt(server);
  await restOrder(server, { attemptToken: unpaidAttempt, skuId: sku.report });
  unpaidToken = await reportTokenOf(unpaidAttempt);
});

afterAll(async () => {
  await server.close();
});

it('reads a paid report with its token, composed from the scores, in the asked locale', async () => {
  const reply = await server.graphql<{ report: ReportReply }>(REPORT, { token: reportToken, locale: 'JA' });
  expect(reply.errors).toBeUndefined();
  const { document: report, ...fields } = reply.data!.report;
  expect(fields).toMatchObject({ status: 'COMPLETED', kind: 'PERSONALITY', orderNumber, reportToken });
  expect(report.type.fullCode).toBe(fields.personality.fullCode);
  expect(report.pdfUrl).toBe(`/api/report/pdf/${reportToken}?locale=JA`);
  // All-neutral answers: every letter is borderline, and the report says so.
  expect(report.dimensions).toHaveLength(5);
  expect(report.dimensions.every((row) => row.borderline !== null)).toBe(true);
  // One paid order and no ranking score: the country ranking and the ranking score are left out.
  expect(report.sections.map((section) => section.id)).not.toContain('topCountries');
  expect(report.sections.map((section) => section.id)).not.toContain('rankingScore');
  expect(report.sections).toHaveLength(10);
  expect(report.sections[0]!.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
});

it('refuses unpaid reports, guessed tokens and order numbers', async () => {
  expect((await server.graphql(REPORT, { token: unpaidToken })).errors?.[0]?.extensions?.code).toBe('REPORT_NOT_PAID');
  for (const guess of [orderNumber, 'A'.repeat(43), reportToken.slice(0, -1) + (reportToken.endsWith('A') ? 'B' : 'A'), '']) {
    expect((await server.graphql(REPORT, { token: guess })).errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');
  }
  const byNumber = await fetch(`${server.baseUrl}/api/report/pdf/${orderNumber}`);
  expect(byNumber.status).toBe(404);
  const unpaidPdf = await fetch(`${server.baseUrl}/api/report/pdf/${unpaidToken}`);
  expect(unpaidPdf.status).toBe(403);
});

it('downloads the PDF named by the order number, by GET and by the legacy POST', async () => {
  const response = await fetch(`${server.baseUrl}/api/report/pdf/${reportToken}?locale=KR`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${orderNumber}.pdf"`);
  const pdf = Buffer.from(await response.arrayBuffer());
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect((await readPdf(pdf)).text).toMatch(/[\uac00-\ud7af]/);
  const posted = await fetch(`${server.baseUrl}/api/exam/order/file/down/info`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: reportToken }),
  });
  expect(posted.status).toBe(200);
  expect(posted.headers.get('content-type')).toBe('application/pdf');
  const missing = await fetch(`${server.baseUrl}/api/exam/order/file/down/info`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'nope' }),
  });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ result: 404, data: null });
});

it('gives the holder of a paid order the token of its report', async () => {
  const reply = await server.graphql<{ order: { status: string; reportToken: string | null } }>(
    'query ($ref: String!, $token: String!) { order(ref: $ref, token: $token) { status reportToken } }', { ref: orderNumber, token: orderToken });
  expect(reply.data!.order).toEqual({ status: 'PAID', reportToken });
});

it('counts the countries of real paid orders only, and publishes no ranking of a single order', async () => {
  const em = server.database.orm.em.fork();
  const [{ exam_id: examId }] = await em.execute<Array<{ exam_id: number }>>('select exam_id from purchase_order where order_number = ?', [orderNumber]);
  // One paid order, from the United States (the unpaid one does not count).
  expect(await recentCountries(em, examId)).toEqual([{ countryCode: 'US', tests: 1 }]);
  const reply = await server.graphql<{ report: { document: { sections: Array<{ id: string }> } } }>(
    'query ($token: String!) { report(token: $token, locale: "EN") { document { sections { id } } } }', { token: reportToken });
  expect(reply.data!.report.document.sections.map((section) => section.id)).not.toContain('topCountries');
});
