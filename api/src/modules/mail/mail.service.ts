// Queues mails in the outbox. Callers pass their transaction's EntityManager, so the mail commits (or rolls back)
// with the change it is about; the delivery job sends it (mail.delivery.ts).
import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import type { MailAttachment, MailDataInput } from './mail.data.js';
import { MailOutbox, type MailTemplate } from './mail-outbox.entity.js';

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

/** Adds one pending row; it is written with the caller's next flush or commit. */
export function enqueueMail<T extends MailTemplate>(em: EntityManager, mail: MailRequest<T>): MailOutbox {
  const data: Record<string, unknown> = { ...mail.data };
  if (mail.attachments?.length) {
    data.attachments = mail.attachments.map((file) => ({
      filename: file.filename,
      contentBase64: file.content.toString('base64'),
      contentType: file.contentType,
    }));
  }
  return em.create(MailOutbox, {
    to: mail.to,
    template: mail.template,
    locale: mail.locale,
    data,
    dedupeKey: mail.dedupeKey,
  });
}

/**
 * Says "a mail someone is waiting for was committed" inside this process; the job runner listens and starts a
 * delivery at once instead of at the next minute. Other processes find the row on their next scheduled run.
 */
export const mailQueued = new EventEmitter();

export function announceMailQueued(): void {
  mailQueued.emit('queued');
}
