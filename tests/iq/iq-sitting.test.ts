// The IQ test over GraphQL, end to end on the server: a sitting starts with the practice pair, a reload shows the same
// question, answers are checked against the question on screen, the answer never leaves the server, the adaptive part
// stops by its rules, the result is scored with its error, a random clicker is told the result cannot be interpreted,
// the clock is the server's, the paid IQ report opens only once the iq-report product is paid for, and the buyer's
// personal centre lists IQ results and reports.
import { reportPdfAttachments } from '../../api/src/modules/report/view/report-attachments.js';
import { Member } from '../account/support.js';
import { deliver, PUBLIC_URL } from '../mail/support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { CARD_OK, restOrder, restPay, skuIds } from '../payments/support/checkout.js';
import { readPdf } from '../support/pdf-text.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import * as api from './support/iq-api.js';
import type { Errors, Sitting } from './support/iq-api.js';

let server: TestServer;
let inbox: SmtpInbox;
/** The paid IQ report of the purchase test, for the download test. */
let paidReportToken = '';
let paidIq = 0;

/** The shared shortcuts, bound to this file's server. */
const startIq = (email?: string) => api.startIq(server, { email });
const look = (token: string) => api.look(server, token);
const answer = (token: string, itemId: string, position: number) => api.answer(server, token, itemId, position);
const secret = (token: string) => api.secret(server, token);
const elapse = (token: string, ms: number, clock = false) => api.elapse(server, token, ms, clock);
async function takeTest(token: string, ability: number, seconds = 25): Promise<Sitting> {
  return api.takeTest(server, token, ability, seconds);
}

const RESULT = 'iq interval90 { low high } percentile iqSe se precision verdict reasons itemsTaken itemsCorrect stopReason calibrationId calibrationMethod hasEmail reportReady byFamily { key taken correct expected } speed { medianSeconds rapidCount }';

async function result(token: string) {
  return server.graphql<{ iqResult: { iq: number; interval90: { low: number; high: number }; percentile: number; iqSe: number; verdict: string; reasons: string[]; itemsTaken: number; calibrationMethod: string; byFamily: unknown[]; speed: unknown } }>(
    `query ($t: String!) { iqResult(token: $t) { ${RESULT} } }`, { t: token });
}

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

it('stores the generated bank (>= 400 items over -2.5..+2.5 logits) with an active a priori calibration', async () => {
  const em = server.database.orm.em.fork();
  const [items] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from iq_item where exam = 2047 and not practice`);
  expect(items!.n).toBeGreaterThanOrEqual(400);
  const [spread] = await em.execute<Array<{ low: number; high: number }>>(
    `select min((value ->> 'b')::float) as low, max((value ->> 'b')::float) as high from iq_calibration, jsonb_each(data -> 'items') where active`);
  expect(spread!.low).toBeLessThanOrEqual(-2.5);
  expect(spread!.high).toBeGreaterThanOrEqual(2.5);
});

it('opens with the practice pair, shows the same question after a reload and never sends the answer', async () => {
  const token = await startIq();
  const first = await look(token);
  expect(first.errors).toEqual([]);
  expect(first).toMatchObject({ finished: false, practiceTotal: 2, scoredAnswered: 0, minItems: 12, maxItems: 25, timeLimitSeconds: 1200, remainingSeconds: null });
  expect(first.question).toMatchObject({ phase: 'PRACTICE', position: 1 });
  expect(first.question!.optionSvgs).toHaveLength(8);
  expect(first.question!.matrixSvg).toMatch(/^<svg /);
  const again = await look(token);
  expect(again.question).toEqual(first.question);
  // Nothing in the reply says which option is right (no option order, no flag, no canonical index).
  expect(JSON.stringify(first)).not.toMatch(/optionOrder|"correct|canonical/i);
});

it('answers only the question on screen, once, with a position from 0 to 7; practice gives feedback', async () => {
  const token = await startIq();
  const { question } = await look(token);
  expect((await answer(token, question!.itemId, 8)).errors[0]).toMatchObject({ code: 'BAD_CHOICE', field: 'position' });
  expect((await answer(token, 'MX-0001', 0)).errors[0]).toMatchObject({ code: 'WRONG_ITEM', field: 'itemId' });
  const { position } = await secret(token);
  const reply = await answer(token, question!.itemId, position);
  expect(reply.feedback).toEqual({ correct: true, correctPosition: position });
  expect(reply.sitting!.question!.position).toBe(2);
  // The same answer again (a double click, an old tab) is refused: one answer per item.
  expect((await answer(token, question!.itemId, position)).errors[0]!.code).toBe('WRONG_ITEM');
  expect((await answer('nonsense', question!.itemId, 0)).errors[0]!.code).toBe('ATTEMPT_NOT_FOUND');
});

it('has no whole-test submit and no result before it finishes', async () => {
  const token = await startIq();
  await look(token);
  const submit = await server.graphql<{ submitTest: Errors }>('mutation ($t: String!) { submitTest(token: $t) { errors { code } } }', { t: token });
  expect(submit.data!.submitTest.errors[0]!.code).toBe('SCORED_ITEM_BY_ITEM');
  const early = await result(token);
  expect(early.errors?.[0]?.extensions?.code).toBe('NOT_FINISHED');
});

it('scores a finished sitting with IRT: IQ, 90% interval, percentile and standard error', async () => {
  const token = await startIq();
  const done = await takeTest(token, 1);
  expect(done.finished).toBe(true);
  expect(done.scoredAnswered).toBeGreaterThanOrEqual(12);
  expect(done.scoredAnswered).toBeLessThanOrEqual(25);
  expect(['precision', 'max-items']).toContain(done.stopReason);
  const scored = (await result(token)).data!.iqResult;
  expect(scored.verdict).not.toBe('not-interpretable');
  // Right on everything easier than 1 logit: the estimate lands near 115.
  expect(scored.iq).toBeGreaterThan(100);
  expect(scored.iq).toBeLessThan(130);
  expect(scored.interval90.low).toBeLessThan(scored.iq);
  expect(scored.interval90.high).toBeGreaterThan(scored.iq);
  expect(scored.percentile).toBeGreaterThan(50);
  expect(scored.iqSe).toBeGreaterThan(0);
  expect(scored.calibrationMethod).toBe('a-priori');
  // The free result has no report breakdown.
  expect(scored.byFamily).toEqual([]);
  expect(scored.speed).toBeNull();
});

it('tells a fast random clicker that the result cannot be interpreted', async () => {
  const token = await startIq();
  let sitting: Sitting = await look(token);
  for (let guard = 0; guard < 40 && !sitting.finished; guard++) {
    await elapse(token, 1500);
    sitting = (await answer(token, sitting.question!.itemId, guard % 8)).sitting!;
  }
  const scored = (await result(token)).data!.iqResult;
  expect(scored.verdict).toBe('not-interpretable');
  expect(scored.reasons).toContain('rapid-guessing');
});

it('ends the sitting on the server clock when the 20 minutes are up', async () => {
  const token = await startIq();
  let sitting: Sitting = await look(token);
  for (let step = 0; step < 4; step++) {
    const { position } = await secret(token);
    await elapse(token, 20_000);
    sitting = (await answer(token, sitting.question!.itemId, position)).sitting!;
  }
  expect(sitting.remainingSeconds).toBeGreaterThan(1100);
  await elapse(token, 21 * 60_000, true);
  const late = await look(token);
  expect(late).toMatchObject({ finished: true, stopReason: 'time-limit', question: null });
  expect((await result(token)).data!.iqResult.reasons).toContain('too-few-items');
});

it('opens the paid IQ report only after the iq-report product is paid for', async () => {
  const token = await startIq('iq-buyer@example.com');
  await takeTest(token, 0);
  const em = server.database.orm.em.fork();
  const [row] = await em.execute<Array<{ token: string; state: string }>>(`select r.token, r.state from report r join attempt a on a.id = r.attempt_id where a.token = ?`, [token]);
  const early = await server.graphql(`query ($t: String!) { iqReport(token: $t) { iq } }`, { t: row!.token });
  expect(early.errors?.[0]?.extensions?.code).toBe('REPORT_NOT_PAID');
  // The personality report's query does not open an IQ report.
  const sku = await skuIds(server, 2047);
  const order = await restOrder(server, { attemptToken: token, skuId: sku['iq-report'], email: 'iq-buyer@example.com' });
  expect(order.status).toBe(200);
  const paid = await restPay(server, { orderNumber: order.body.data.order.orderNumber, token: order.body.data.token }, 'card', { testCard: CARD_OK });
  expect(paid.status).toBe(200);
  const report = await server.graphql<{ iqReport: { iq: number; reportReady: boolean; byFamily: Array<{ key: string; taken: number }>; speed: { medianSeconds: number } } }>(
    `query ($t: String!) { iqReport(token: $t) { ${RESULT} } }`, { t: row!.token });
  expect(report.errors).toBeUndefined();
  paidReportToken = row!.token;
  paidIq = report.data!.iqReport.iq;
  expect(report.data!.iqReport.reportReady).toBe(true);
  expect(report.data!.iqReport.byFamily.length).toBeGreaterThan(0);
  expect(report.data!.iqReport.speed.medianSeconds).toBeGreaterThan(3);
  // The shared report query shows it as an IQ report with its score; its document is the IQ report's own (iqReport).
  const shared = await server.graphql<{ report: { kind: string; iq: { iq: number } | null; personality: unknown; document: unknown } }>(
    `query ($t: String!) { report(token: $t) { kind iq { iq } personality { fullCode } document { __typename } } }`, { t: row!.token });
  expect(shared.errors).toBeUndefined();
  expect(shared.data!.report).toEqual({ kind: 'IQ', iq: { iq: report.data!.iqReport.iq }, personality: null, document: null });
  // The report-ready mail goes out (with the attachment hook in place) and links to the IQ report page.
  await deliver(server, inbox, new Date(), { attachments: reportPdfAttachments(server.database.orm) });
  const ready = inbox.to('iq-buyer@example.com').find((mail) => linksOf(mail).some((url) => url.pathname === '/report/result/MRIQ-2047'));
  expect(ready).toBeDefined();
  expect(linksOf(ready!).find((url) => url.pathname === '/report/result/MRIQ-2047')!.searchParams.get('r')).toBe(row!.token);
  // It carries the IQ report as a PDF, which says the score.
  const attached = ready!.attachments?.[0];
  expect(attached?.contentType).toBe('application/pdf');
  expect(await pdfText(attached!.content)).toContain(`IQ${report.data!.iqReport.iq}`);
});

/** The PDF's text as pdf.js reads it, without whitespace (the layout may space out or break lines). */
async function pdfText(pdf: Buffer): Promise<string> {
  return (await readPdf(new Uint8Array(pdf))).text.replace(/\s+/g, '');
}

it('downloads the paid IQ report as a PDF in English and in Japanese', async () => {
  expect(paidReportToken).not.toBe('');
  for (const [locale, heading] of [['EN', 'YourIQreport'], ['JA', 'あなたのIQレポート']] as const) {
    const response = await fetch(`${server.baseUrl}/api/report/pdf/${paidReportToken}?locale=${locale}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('.pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(heading);
    expect(text).toContain(`IQ${paidIq}`);
  }
  const unknown = await fetch(`${server.baseUrl}/api/report/pdf/${'x'.repeat(43)}`);
  expect(unknown.status).toBe(404);
});

it('lists the IQ report and a later free IQ result in the buyer\'s personal centre', async () => {
  expect(paidReportToken).not.toBe('');
  // A second sitting under the same address, not paid for.
  const later = await startIq('iq-buyer@example.com');
  await takeTest(later, -0.5);
  await deliver(server, inbox, new Date());
  const link = inbox.to('iq-buyer@example.com').flatMap((mail) => linksOf(mail)).find((url) => url.pathname.startsWith('/user/login/'));
  expect(link).toBeDefined();
  const visitor = new Member(server, '192.0.2.77');
  const opened = await visitor.graphql(`mutation ($token: String!) { signInWithLink(token: $token) { errors { code } } }`, { token: link!.searchParams.get('s') });
  expect(opened.data!.signInWithLink.errors).toEqual([]);
  const listed = await visitor.graphql<{ myReports: Array<{ kind: string; status: string; exam: string; reportToken: string | null; resultToken: string | null; personality: unknown; iq: { iq: number; verdict: string; interval90: { low: number; high: number } } | null }> }>(
    '{ myReports { kind status exam reportToken resultToken personality { fullCode } iq { iq verdict interval90 { low high } } } }');
  expect(listed.errors).toBeUndefined();
  const rows = listed.data!.myReports;
  expect(rows.map((row) => [row.kind, row.exam, row.status]).sort()).toEqual([['IQ', 'MRIQ-2047', 'COMPLETED'], ['IQ', 'MRIQ-2047', 'UNCOMPLETED']]);
  const paid = rows.find((row) => row.status === 'COMPLETED')!;
  expect(paid).toMatchObject({ reportToken: paidReportToken, personality: null, iq: { iq: paidIq } });
  const free = rows.find((row) => row.status === 'UNCOMPLETED')!;
  expect(free).toMatchObject({ reportToken: null, resultToken: later, iq: { verdict: expect.any(String) } });
});
