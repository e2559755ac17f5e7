// A mail waiting to be sent. Rows are written in the same transaction as the change they announce, so a mail is
// queued exactly when that change commits; a sender (later work) delivers pending rows and marks them.
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export enum MailTemplate {
  TRIAL_REMINDER = 'trial-reminder',
  CANCELLATION_CONFIRMATION = 'cancellation-confirmation',
  PAYMENT_RECEIPT = 'payment-receipt',
}

export enum MailStatus {
  PENDING = 'pending',
  SENT = 'sent',
  FAILED = 'failed',
}

@Entity()
@Index({ properties: ['status', 'createdAt'] })
export class MailOutbox {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ length: 254 })
  to!: string;

  @Enum({ items: () => MailTemplate, nativeEnumName: 'mail_template' })
  template!: MailTemplate;

  @Property({ length: 8 })
  locale!: string;

  /** Values the template fills in (names, amounts, links); never card data. */
  @Property({ type: 'jsonb' })
  data: Record<string, unknown> & Opt = {};

  /** A key that makes a second copy of the same mail impossible (a reminder per subscription, a receipt per order). */
  @Unique()
  @Property({ length: 128, nullable: true })
  dedupeKey?: string;

  @Enum({ items: () => MailStatus, nativeEnumName: 'mail_status', default: MailStatus.PENDING })
  status: MailStatus & Opt = MailStatus.PENDING;

  @Property({ type: 'smallint', default: 0 })
  attempts: number & Opt = 0;

  @Property({ length: 255, nullable: true })
  lastError?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  sentAt?: Date;
}
