// Sends pending outbox rows over SMTP. A row is claimed by one atomic update (FOR UPDATE SKIP LOCKED) that moves
// its next attempt past a lease, so two workers never send the same row and a crashed worker's row comes back.
// Failures retry with exponential backoff until MAX_ATTEMPTS; nothing is lost while the SMTP server is down.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { storedAttachments, type MailAttachment } from './mail.data.js';
import { MailOutbox, MailStatus, type MailTemplate } from './mail-outbox.entity.js';
import { MailDataError, renderMail } from './mail.render.js';
import type { MailTransport } from './mail.transport.js';
import type { Locale } from '../../shared/locale.js';

/** Attempts before a mail is given up (about 20 hours of retries with the backoff below). */
export const MAX_ATTEMPTS = 12;
/** How long a claimed row is left to its worker before another may take it (longer than every SMTP timeout). */
export const LEASE_MS = 10 * 60_000;
export const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3600_000;

/** 1, 2, 4, 8 ... minutes after the n-th failed attempt, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface OutboxMail {
  id: string;
  to: string;
  template: MailTemplate;
  locale: Locale;
  data: Record<string, unknown>;
  attempts: number;
}

/** Files produced at send time (the report PDF, for instance); its errors count as a failed attempt. */
export type AttachmentHook = (mail: OutboxMail) => Promise<MailAttachment[] | undefined>;

export interface DeliveryOptions {
  from: string;
  publicUrl: string;
  attachments?: AttachmentHook;
  batchSize?: number;
  log?: Logger;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/** A recipient or message the server refused for good (5xx): sending again would be refused again. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof MailDataError) return true;
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return typeof responseCode === 'number' && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** The error for the row, without the addresses SMTP servers like to quote. */
export function describeError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as SmtpError;
  const parts = [code, responseCode, String(message ?? error)].filter((part) => part !== undefined && part !== '');
  return parts.join(' ').replace(ADDRESS, '[address]').slice(0, 255);
}

async function claim(em: EntityManager, now: Date, limit: number): Promise<OutboxMail[]> {
  return em.execute<OutboxMail[]>(
    `update mail_outbox set attempts = attempts + 1, next_attempt_at = ?
      where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= ?
        order by next_attempt_at, created_at limit ${Math.trunc(limit)} for update skip locked)
      returning id, "to", template, locale, data, attempts`,
    [new Date(now.getTime() + LEASE_MS), now],
  );
}

function messageDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'mindprint.localhost';
}

async function attachmentsOf(mail: OutboxMail, hook: AttachmentHook | undefined): Promise<MailAttachment[]> {
  const stored = storedAttachments.safeParse(mail.data.attachments);
  if (!stored.success) throw new MailDataError('The stored attachments are malformed.');
  const files = (stored.data ?? []).map((file) => ({
    filename: file.filename,
    content: Buffer.from(file.contentBase64, 'base64'),
    contentType: file.contentType,
  }));
  return [...files, ...((await hook?.(mail)) ?? [])];
}

async function sendOne(transport: MailTransport, mail: OutboxMail, options: DeliveryOptions): Promise<string> {
  const attachments = await attachmentsOf(mail, options.attachments);
  const rendered = renderMail(mail, { publicUrl: options.publicUrl, hasAttachments: attachments.length > 0 });
  // A stable Message-ID: should a crash make us send a row twice, receivers can tell it is the same mail.
  const messageId = `<${mail.id}@${messageDomain(options.from)}>`;
  const info = await transport.sendMail({
    from: options.from,
    to: mail.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Mindprint-Template': mail.template },
    attachments,
  });
  return info.messageId ?? messageId;
}

/** Sends what is due at `now` (one batch); returns what happened to the claimed rows. */
export async function deliverPendingMail(em: EntityManager, transport: MailTransport, now: Date, options: DeliveryOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await claim(em, now, options.batchSize ?? BATCH_SIZE);
  for (const mail of claimed) {
    const where = { id: mail.id };
    try {
      const messageId = await sendOne(transport, mail, options);
      await em.nativeUpdate(MailOutbox, where, { status: MailStatus.SENT, sentAt: now, messageId, lastError: null });
      report.sent += 1;
      options.log?.info({ mailId: mail.id, template: mail.template, attempts: mail.attempts }, 'mail sent');
    } catch (error) {
      const giveUp = isPermanent(error) || mail.attempts >= MAX_ATTEMPTS;
      const lastError = describeError(error);
      await em.nativeUpdate(MailOutbox, where, giveUp
        ? { status: MailStatus.FAILED, lastError }
        : { nextAttemptAt: new Date(now.getTime() + backoffMs(mail.attempts)), lastError });
      report[giveUp ? 'failed' : 'retrying'] += 1;
      const { code, responseCode } = (error ?? {}) as SmtpError;
      options.log?.[giveUp ? 'error' : 'warn'](
        { mailId: mail.id, template: mail.template, attempts: mail.attempts, code, responseCode, giveUp },
        giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
      );
    }
  }
  return report;
}
