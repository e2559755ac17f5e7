// After a purchase the report-ready mail carries the report as a PDF named by the order number, in the buyer's
// language (CJK included), and its link opens the same report.
import { reportPdfAttachments } from '../../api/src/modules/report/view/report-attachments.js';
import { buy, deliver, PUBLIC_URL, submitAttempt } from '../mail/support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { readPdf } from '../support/pdf-text.js';
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
  expect((await readPdf(pdf!.content)).text).toMatch(/[\u3040-\u30ff]/);
  const link = linksOf(ready!).find((url) => url.pathname.startsWith('/report/result/'))!;
  const token = link.searchParams.get('r')!;
  const reply = await server.graphql<{ report: { orderNumber: string } }>('query ($t: String!) { report(token: $t) { orderNumber } }', { t: token });
  expect(reply.data!.report.orderNumber).toBe(orderNumber);
});
