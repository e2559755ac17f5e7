// A message to support from the contact form, or a refund request tied to an order; kept for operators
// (GET /ops/support-requests, priority support first) and mailed to the support address.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { Order } from '../order/order.entity.js';
import { User } from '../user/user.entity.js';

export enum SupportKind {
  QUESTION = 'question',
  REFUND = 'refund',
}

export enum SupportTopic {
  ORDER = 'order',
  SUBSCRIPTION = 'subscription',
  REPORT = 'report',
  ACCOUNT = 'account',
  PRIVACY = 'privacy',
  OTHER = 'other',
}

export enum SupportStatus {
  OPEN = 'open',
  CLOSED = 'closed',
}

@Entity({ tableName: 'support_request' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['email'] })
export class SupportRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Short reference the sender and support quote: S- and 8 characters of the id. */
  @Property({ length: 16 })
  reference!: string;

  @Enum({ items: () => SupportKind, nativeEnumName: 'support_kind' })
  kind!: SupportKind;

  @Enum({ items: () => SupportTopic, nativeEnumName: 'support_topic' })
  topic!: SupportTopic;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 120, nullable: true })
  name?: string;

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order?: Rel<Order>;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: Rel<User>;

  @Property({ type: 'text' })
  message!: string;

  @Enum({ items: () => LOCALES, nativeEnumName: 'locale' })
  locale!: Locale;

  /** The sender held priority support when writing (a member): listed first, answered within one working day. */
  @Property({ default: false })
  priority: boolean & Opt = false;

  @Enum({ items: () => SupportStatus, nativeEnumName: 'support_status', default: SupportStatus.OPEN })
  status: SupportStatus & Opt = SupportStatus.OPEN;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
