// After a purchase the report-ready mail carries the report as a PDF named by the order number, in the buyer's
// language (CJK included), and its link opens the same report.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { reportPdfAttachments } from '../../api/src/modules/report/view/report-attachments.js';
import { buy, deliver, PUBLIC_URL, submitAttempt } from '../mail/support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let inbox: SmtpInbox;

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

it('attaches the PDF of the paid report, in the buyer\'s language, and links to the same report', async () => {
  const email = 'kaimono@example.com';
  const attempt = await submitAttempt(server, 'JA', email);
  const orderNumber = await buy(server, attempt, email);
  await deliver(server, inbox, new Date(), { attachments: reportPdfAttachments(server.database.orm) });
  const ready = inbox.to(email).find((mail) => (mail.attachments ?? []).length > 0);
  expect(ready).toBeDefined();
  const [pdf] = ready!.attachments!;
  expect(pdf!.filename).toBe(`${orderNumber}.pdf`);
  expect(pdf!.contentType).toBe('application/pdf');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-mail-pdf-'));
  try {
    await writeFile(path.join(dir, 'report.pdf'), pdf!.content);
    const text = execFileSync('pdftotext', [path.join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toMatch(/[\u3040-\u30ff]/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const link = linksOf(ready!).find((url) => url.pathname.startsWith('/report/result/'))!;
  const token = link.searchParams.get('r')!;
  const reply = await server.graphql<{ report: { orderNumber: string } }>('query ($t: String!) { report(token: $t) { orderNumber } }', { t: token });
  expect(reply.data!.report.orderNumber).toBe(orderNumber);
});
