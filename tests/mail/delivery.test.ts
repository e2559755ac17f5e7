// Delivery of the mail outbox to a real SMTP server (smtp-server in this process, parsed with mailparser): mails
// in their language with absolute links, the message id recorded, nothing lost while the server is down (the
// clock is moved, never slept), permanent refusals and giving up, one send per row with two workers, attachments,
// and the pg-boss job.
import type { Locale } from '../../api/src/shared/locale.js';
import { createLogger } from '../../api/src/logger.js';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from '../../api/src/modules/mail/mail.delivery.js';
import { MailTemplate } from '../../api/src/modules/mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail, type MailRequest } from '../../api/src/modules/mail/mail.service.js';
import { createMailTransport } from '../../api/src/modules/mail/mail.transport.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { deliver, deliveryOptions, PUBLIC_URL, rows } from './support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';

const TOKEN = 'T'.repeat(43);
let server: TestServer;
let inbox: SmtpInbox;

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  message_id: string | null;
  sent_at: Date | null;
}

async function queue<T extends MailTemplate>(mail: MailRequest<T>): Promise<string> {
  return enqueueMail(server.database.orm.em.fork(), mail);
}

async function outbox(id: string): Promise<OutboxRow> {
  return (await rows<OutboxRow>(server, 'select * from mail_outbox where id = ?', [id]))[0]!;
}

/** Sends everything due now, so each test starts from an empty queue. */
async function drain(): Promise<void> {
  await deliver(server, inbox, new Date(Date.now() + 365 * 24 * 3600_000));
}

const verification = (to: string, locale: Locale = 'EN'): MailRequest<MailTemplate.VERIFICATION_CODE> =>
  ({ to, locale, template: MailTemplate.VERIFICATION_CODE, data: { code: '482913', expiresInMinutes: 10 } });

it('sends pending mail over SMTP with the login of SMTP_URL, in the mail\'s language, and records the message id', async () => {
  await drain();
  const japanese = await queue({
    to: 'hana@example.com', locale: 'JA', template: MailTemplate.REPORT_READY,
    data: { context: 'retrieve', reports: [{ kind: 'free', token: TOKEN, exam: 'BMBTI-1836', typeCode: 'INFP-T', date: '2026-11-20T10:00:00Z' }] },
  });
  const german = await queue({ ...verification('jonas@example.com', 'DE') });

  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => lines.push(line) });
  expect(await deliver(server, inbox, new Date(), { log })).toEqual({ sent: 2, retrying: 0, failed: 0 });

  const [ja] = inbox.to('hana@example.com');
  expect(ja!.subject).toBe('Mindprint のレポートをお送りします');
  expect(ja!.from!.value).toEqual([{ name: 'Mindprint', address: 'no-reply@mindprint.test' }]);
  expect(ja!.text).toContain('このメールアドレスに保存されているレポート');
  expect(ja!.html).toContain('<html lang="ja">');
  expect(linksOf(ja!).map(String)).toEqual([`${PUBLIC_URL}/report/result-free-test/BMBTI-1836?t=${TOKEN}&hl=JA`]);
  const [de] = inbox.to('jonas@example.com');
  expect(de!.subject).toBe('Dein Mindprint-Bestätigungscode');
  expect(de!.text).toContain('482913');
  expect(de!.text).toContain('Gib diesen Code ein');

  for (const id of [japanese, german]) {
    const row = await outbox(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.message_id).toBe(`<${id}@mindprint.test>`);
  }
  expect(ja!.messageId).toBe(`<${japanese}@mindprint.test>`);
  // Nothing is sent twice.
  expect(await deliver(server, inbox)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  // The delivery log names mails by id, never by address.
  expect(lines.filter((line) => line.includes('"mail sent"'))).toHaveLength(2);
  expect(lines.join('')).not.toMatch(/hana@|jonas@/);
});

it('keeps mail while the SMTP server is down, backs off, and sends it when the server is back', async () => {
  await drain();
  const id = await queue(verification('waiting@example.com', 'FR'));
  await inbox.stop();
  try {
    const start = new Date();
    expect(await deliver(server, inbox, start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await outbox(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(new Date(row.next_attempt_at).getTime()).toBe(start.getTime() + backoffMs(1));

    // Before its next attempt time the row is not touched; at it, it fails again and waits twice as long.
    expect(await deliver(server, inbox, new Date(start.getTime() + backoffMs(1) - 1000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const second = new Date(start.getTime() + backoffMs(1));
    expect(await deliver(server, inbox, second)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await outbox(id);
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at).getTime()).toBe(second.getTime() + backoffMs(2));
    expect(inbox.to('waiting@example.com')).toHaveLength(0);
  } finally {
    await inbox.start();
  }
  const later = new Date(Date.now() + backoffMs(1) + backoffMs(2) + 1000);
  expect(await deliver(server, inbox, later)).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 3 });
  const [mail] = inbox.to('waiting@example.com');
  expect(mail!.subject).toBe('Votre code de vérification Mindprint');
});

it('retries, rather than drops, mail refused for a wrong SMTP login', async () => {
  await drain();
  const id = await queue(verification('login@example.com'));
  const wrongLogin = { ...inbox, url: inbox.url.replace(':secret-pass@', ':wrong@') };
  expect(await deliver(server, wrongLogin)).toEqual({ sent: 0, retrying: 1, failed: 0 });
  expect((await outbox(id)).last_error).toMatch(/^EAUTH 535/);
  expect(await deliver(server, inbox, new Date(Date.now() + backoffMs(1)))).toMatchObject({ sent: 1 });
});

it('gives a mail up after the last attempt, and at once when the server refuses the recipient for good', async () => {
  await drain();
  inbox.rejected.add('gone@example.com');
  const refused = await queue(verification('gone@example.com'));
  expect(await deliver(server, inbox)).toEqual({ sent: 0, retrying: 0, failed: 1 });
  const row = await outbox(refused);
  expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  expect(row.last_error).toContain('550');
  expect(row.last_error).not.toContain('gone@example.com');

  const tired = await queue(verification('tired@example.com'));
  await rows(server, 'update mail_outbox set attempts = ? where id = ?', [MAX_ATTEMPTS - 1, tired]);
  await inbox.stop();
  try {
    expect(await deliver(server, inbox)).toEqual({ sent: 0, retrying: 0, failed: 1 });
  } finally {
    await inbox.start();
  }
  expect(await outbox(tired)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  expect(await deliver(server, inbox, new Date(Date.now() + 365 * 24 * 3600_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
});

it('never lets two workers send the same row, and leases a claimed row to its worker', async () => {
  await drain();
  const ids = await Promise.all(Array.from({ length: 12 }, (_, index) => queue(verification(`crowd${index}@example.com`))));
  const before = inbox.messages.length;
  const now = new Date();
  const reports = await Promise.all([
    deliver(server, inbox, now, { batchSize: 8 }),
    deliver(server, inbox, now, { batchSize: 8 }),
    deliver(server, inbox, now, { batchSize: 8 }),
  ]);
  expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
  const received = inbox.messages.slice(before).map((mail) => mail.messageId);
  expect(new Set(received).size).toBe(12);
  expect(received.sort()).toEqual(ids.map((id) => `<${id}@mindprint.test>`).sort());

  // A worker that claimed a row and died: the row waits for the lease, then another worker sends it.
  const orphan = await queue(verification('orphan@example.com'));
  await rows(server, 'update mail_outbox set attempts = 1, next_attempt_at = ? where id = ?', [new Date(now.getTime() + LEASE_MS), orphan]);
  expect((await deliver(server, inbox, now)).sent).toBe(0);
  expect((await deliver(server, inbox, new Date(now.getTime() + LEASE_MS))).sent).toBe(1);
  expect(await outbox(orphan)).toMatchObject({ status: 'sent', attempts: 2 });
});

it('sends attachments stored with the mail and those a hook produces at send time', async () => {
  await drain();
  const pdf = Buffer.from('%PDF-1.7 stored report');
  await queue({
    to: 'pdf@example.com', locale: 'EN', template: MailTemplate.REPORT_READY,
    data: { context: 'purchase', reports: [{ kind: 'paid', token: TOKEN, exam: 'BMBTI-1836', typeCode: 'INTJ-A' }] },
    attachments: [{ filename: 'stored.pdf', content: pdf, contentType: 'application/pdf' }],
  });
  const hooked: string[] = [];
  const report = await deliver(server, inbox, new Date(), {
    attachments: async (mail) => {
      hooked.push(mail.template);
      return mail.template === MailTemplate.REPORT_READY ? [{ filename: 'made.pdf', content: Buffer.from('%PDF-1.7 made now') }] : undefined;
    },
  });
  expect(report.sent).toBe(1);
  expect(hooked).toEqual(['report-ready']);
  const [mail] = inbox.to('pdf@example.com');
  expect(mail!.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
    ['stored.pdf', '%PDF-1.7 stored report'],
    ['made.pdf', '%PDF-1.7 made now'],
  ]);
  expect(mail!.text).toContain('Your report is also attached to this email as a PDF.');
  expect(linksOf(mail!).map(String)).toEqual([`${PUBLIC_URL}/report/result/BMBTI-1836?r=${TOKEN}&hl=EN`]);
});

it('fails for good a mail whose data does not fit its template', async () => {
  await drain();
  const broken = await enqueueMail(server.database.orm.em.fork(), { ...verification('broken@example.com'), data: { code: '!', expiresInMinutes: 10 } });
  expect(await deliver(server, inbox)).toEqual({ sent: 0, retrying: 0, failed: 1 });
  expect((await outbox(broken)).last_error).toContain('does not fit');
});

it('delivers from the pg-boss job as soon as a mail is announced', async () => {
  // A server of its own, whose job runner sends mail (this file's server keeps mail in the outbox for the tests above).
  const mailing = await startTestServer({ mail: { transport: createMailTransport(inbox.url), options: deliveryOptions } });
  try {
    await enqueueMail(mailing.database.orm.em.fork(), verification('job@example.com', 'KR'));
    announceMailQueued();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && inbox.to('job@example.com').length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inbox.to('job@example.com').map((mail) => mail.subject)).toEqual(['Mindprint 인증 코드']);
  } finally {
    await mailing.close();
  }
});
