// A recurring plan a person pays for: trial, renewals, cancellation. Renewals are charged by our own jobs through
// the provider, with the method saved at checkout.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { Currency } from '../catalog/currency.entity.js';
import { Plan } from '../catalog/plan.entity.js';
import { Order } from '../order/order.entity.js';
import { User } from '../user/user.entity.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale.js';

export enum SubscriptionStatus {
  TRIALING = 'trialing',
  ACTIVE = 'active',
  PAST_DUE = 'past_due',
  CANCELLED = 'cancelled',
  EXPIRED = 'expired',
}

@Entity()
@Index({ properties: ['email'] })
@Index({ properties: ['status', 'currentPeriodEnd'] })
export class Subscription {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Plan)
  plan!: Rel<Plan>;

  /** The order that started the subscription. */
  @ManyToOne(() => Order, { nullable: true })
  order?: Rel<Order>;

  @ManyToOne(() => User, { nullable: true })
  user?: Rel<User>;

  @Property({ length: 254 })
  email!: string;

  /** Unguessable secret of the one-step cancel link in the subscription's mails; it can only cancel. */
  @Unique()
  @Property({ length: 64 })
  cancelToken: string & Opt = randomBytes(32).toString('base64url');

  /** Language of the reminder and confirmation emails. */
  @Enum({ items: () => LOCALES, nativeEnumName: 'locale', default: DEFAULT_LOCALE })
  locale: Locale & Opt = DEFAULT_LOCALE;

  @Enum({ items: () => SubscriptionStatus, nativeEnumName: 'subscription_status' })
  status!: SubscriptionStatus;

  /** Price of each renewal in minor units of `currency`. */
  @Property()
  amountMinor!: number;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  @Property({ length: 16, nullable: true })
  provider?: string;

  /** The provider's customer the saved method belongs to (Stripe customer id). */
  @Property({ nullable: true })
  providerRef?: string;

  /** The saved method renewals are charged to (Stripe PaymentMethod, PayPal vault id, local card). */
  @Property({ nullable: true })
  paymentMethodRef?: string;

  /** 0 during the trial; each paid period adds one. Renewal idempotency keys and orders are per period. */
  @Property({ default: 0 })
  periodNumber: number & Opt = 0;

  @Property({ columnType: 'timestamptz', nullable: true })
  trialEndsAt?: Date;

  @Property({ columnType: 'timestamptz' })
  currentPeriodStart!: Date;

  @Property({ columnType: 'timestamptz' })
  currentPeriodEnd!: Date;

  /** When the trial-ends reminder email was queued; at most one per subscription. */
  @Property({ columnType: 'timestamptz', nullable: true })
  reminderSentAt?: Date;

  /** Declined renewal charges in a row; the subscription expires after too many. */
  @Property({ type: 'smallint', default: 0 })
  failedCharges: number & Opt = 0;

  /** The payment attempt whose decline was counted last (a retried job counts it once). */
  @Property({ type: 'uuid', nullable: true })
  lastFailedAttemptId?: string;

  /** When a declined renewal is tried again (past_due only). */
  @Property({ columnType: 'timestamptz', nullable: true })
  retryAt?: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  cancelledAt?: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  endedAt?: Date;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
