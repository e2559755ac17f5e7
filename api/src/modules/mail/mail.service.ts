// Queues mails in the outbox. Callers pass their transaction's EntityManager, so the mail commits (or rolls back)
// with the change it is about; sending is a separate worker's job.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { MailOutbox, type MailTemplate } from './mail-outbox.entity.js';

export interface MailRequest {
  to: string;
  template: MailTemplate;
  locale: Locale | string;
  data: Record<string, unknown>;
  /** Set when the same mail must never be queued twice (see MailOutbox.dedupeKey). */
  dedupeKey?: string;
}

/** Adds one pending row; it is written with the caller's next flush or commit. */
export function enqueueMail(em: EntityManager, mail: MailRequest): MailOutbox {
  return em.create(MailOutbox, {
    to: mail.to,
    template: mail.template,
    locale: mail.locale,
    data: mail.data,
    dedupeKey: mail.dedupeKey,
  });
}
