// Queues mails in the outbox. Callers pass their transaction's EntityManager, so the mail commits (or rolls back)
// with the change it is about; the delivery job sends it (mail.delivery.ts).
import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import type { MailAttachment, MailDataInput } from './mail.data.js';
import { randomUUID } from 'node:crypto';
import { insertRows, insertStatement, type Statement } from '../../db/lean.js';
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

/** The insert of a mail's outbox row, for a caller that sends it with its other writes (sendTogether, writeChanges). */
export function mailInsert<T extends MailTemplate>(mail: MailRequest<T>): Statement {
  return insertStatement('mail_outbox', [outboxRow(mail)]);
}

/**
 * Adds one pending row in the caller's transaction and returns its id. Written at once, as written: every purchase
 * queues several mails, and the ORM's insert cost several times the statement.
 */
export async function enqueueMail<T extends MailTemplate>(em: EntityManager, mail: MailRequest<T>): Promise<string> {
  const row = outboxRow(mail);
  await insertRows(em, 'mail_outbox', [row]);
  return row.id;
}

/** Queues a mail at once, or adds its insert to `pending` when the caller sends its writes together (writeChanges). */
export async function queueMail<T extends MailTemplate>(em: EntityManager, mail: MailRequest<T>, pending?: Statement[]): Promise<void> {
  if (pending) pending.push(mailInsert(mail));
  else await enqueueMail(em, mail);
}

/**
 * Says "a mail someone is waiting for was committed" inside this process; the job runner listens and starts a
 * delivery at once instead of at the next minute. Other processes find the row on their next scheduled run.
 */
export const mailQueued = new EventEmitter();

export function announceMailQueued(): void {
  mailQueued.emit('queued');
}
