// Queues mails in the outbox. Callers pass their transaction's EntityManager, so the mail commits (or rolls back)
// with the change it is about; the delivery job sends it (mail.delivery.ts).
import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import type { MailAttachment, MailDataInput } from './mail.data.js';
import { randomUUID } from 'node:crypto';
import { insertStatement, sendNowOr, type Statement } from '../../db/lean.js';
import { MailStatus, type MailTemplate } from './mail-outbox.entity.js';

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  locale: Locale;
  data: MailDataInput<T>;
  /** Set when the same mail must never be queued twice (see MailOutbox.dedupeKey). */
  dedupeKey?: string;
  /** Files to send with the mail, stored in the row (keep them small: a PDF report, not a video). */
  attachments?: MailAttachment[];
}

/** The outbox row of a mail, pending from now. */
function outboxRow<T extends MailTemplate>(mail: MailRequest<T>): Record<string, unknown> & { id: string } {
  const data: Record<string, unknown> = { ...mail.data };
  if (mail.attachments?.length) {
    data.attachments = mail.attachments.map((file) => ({
      filename: file.filename,
      contentBase64: file.content.toString('base64'),
      contentType: file.contentType,
    }));
  }
  const now = new Date();
  return {
    id: randomUUID(),
    to: mail.to,
    template: mail.template,
    locale: mail.locale,
    data,
    dedupe_key: mail.dedupeKey ?? null,
    status: MailStatus.PENDING,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  };
}

/**
 * Adds one pending row in the caller's transaction and returns its id: written at once, or with the caller's other
 * writes when it collects them (`pending`). As written: every purchase queues several mails, and the ORM's insert
 * cost several times the statement.
 */
export async function enqueueMail<T extends MailTemplate>(em: EntityManager, mail: MailRequest<T>, pending?: Statement[]): Promise<string> {
  const row = outboxRow(mail);
  await sendNowOr(em, [insertStatement('mail_outbox', [row])], pending);
  return row.id;
}

/**
 * Says "a mail someone is waiting for was committed" inside this process; the job runner listens and starts a
 * delivery at once instead of at the next minute. Other processes find the row on their next scheduled run.
 */
export const mailQueued = new EventEmitter();

export function announceMailQueued(): void {
  mailQueued.emit('queued');
}
