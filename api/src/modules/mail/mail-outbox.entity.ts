// A mail waiting to be sent. Rows are written in the same transaction as the change they announce, so a mail is
// queued exactly when that change commits; the delivery job (mail.delivery.ts) sends pending rows and marks them.
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale } from '../../shared/locale.js';

export enum MailTemplate {
  REPORT_READY = 'report-ready',
  TRIAL_REMINDER = 'trial-reminder',
  CANCELLATION_CONFIRMATION = 'cancellation-confirmation',
  PAYMENT_RECEIPT = 'payment-receipt',
  SIGN_IN_LINK = 'sign-in-link',
  VERIFICATION_CODE = 'verification-code',
  CANCEL_LINK = 'cancel-link',
  SUPPORT_REQUEST = 'support-request',
  SUPPORT_CONFIRMATION = 'support-confirmation',
  PRIVACY_LINK = 'privacy-link',
}

export enum MailStatus {
  PENDING = 'pending',
  SENT = 'sent',
  FAILED = 'failed',
}

@Entity()
@Index({ properties: ['status', 'nextAttemptAt'] })
export class MailOutbox {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ length: 254 })
  to!: string;

  @Enum({ items: () => MailTemplate, nativeEnumName: 'mail_template' })
  template!: MailTemplate;

  @Enum({ items: () => LOCALES, nativeEnumName: 'locale' })
  locale!: Locale;

  /** Values the template fills in (names, amounts, link tokens, attachments as base64); never card data. */
  @Property({ type: 'jsonb' })
  data: Record<string, unknown> & Opt = {};

  /** A key that makes a second copy of the same mail impossible (a reminder per subscription, a receipt per order). */
  @Unique()
  @Property({ length: 128, nullable: true })
  dedupeKey?: string;

  @Enum({ items: () => MailStatus, nativeEnumName: 'mail_status', default: MailStatus.PENDING })
  status: MailStatus & Opt = MailStatus.PENDING;

  /** Delivery attempts so far (a claimed row counts one before it is sent). */
  @Property({ type: 'smallint', default: 0 })
  attempts: number & Opt = 0;

  /**
   * When the row may next be claimed: now for a new mail, the backoff after a failure, and a lease while one
   * worker is sending it (so no other worker picks it up, and a crashed worker's row comes back later).
   */
  @Property({ columnType: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt: Date & Opt = new Date();

  /** The SMTP error of the last failed attempt, with addresses removed. */
  @Property({ length: 255, nullable: true })
  lastError?: string;

  /** The Message-ID the mail went out with. */
  @Property({ length: 255, nullable: true })
  messageId?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  sentAt?: Date;
}
