// A purchase of one SKU. The uuid id is what links carry; the order number is for people (receipts, support); the
// order token authorises every read, so knowing a number (or a uuid) alone never opens an order.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Attempt } from '../attempt/attempt.entity.js';
import { Currency } from '../catalog/currency.entity.js';
import { PaymentMethodCode } from '../catalog/payment-method.entity.js';
import { Sku } from '../catalog/sku.entity.js';
import { Exam } from '../exam/exam.entity.js';
import { PromoCode } from '../promo/promo-code.entity.js';
import { Subscription } from '../subscription/subscription.entity.js';
import type { ConsentTerms } from './consent.js';
import { User } from '../user/user.entity.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

export enum OrderStatus {
  CREATED = 'created',
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
  REFUNDED = 'refunded',
}

/** The facts of a trial the person agreed to, kept as they were shown at checkout. */

@Entity({ tableName: 'purchase_order' })
@Index({ properties: ['email'] })
@Index({ properties: ['status', 'updatedAt'] })
@Index({ properties: ['status', 'fulfilledAt', 'paidAt'] })
// One follow-up of a product per first order being paid at a time (the purchase logic decides under locks; this is
// the database's backstop against a second one).
@Index({
  name: 'purchase_order_follow_up_open',
  expression: `create unique index "purchase_order_follow_up_open" on "purchase_order" ("parent_id", "sku_id") where "parent_id" is not null and "subscription_id" is null and "status" in ('created', 'pending', 'failed')`,
})
@Unique({ properties: ['subscription', 'periodNumber'] })
export class Order {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Unique()
  @Property({ length: 32 })
  orderNumber!: string;

  /** Unguessable secret that authorises reads and payments of this order (links, receipts, the client). */
  @Unique()
  @Property({ length: 64 })
  token!: string;

  /** The client's key for creating this order: a double click or a retry returns the same order. */
  @Unique()
  @Property({ length: 64, nullable: true })
  idempotencyKey?: string;

  @ManyToOne(() => Exam)
  exam!: Rel<Exam>;

  @ManyToOne(() => Sku)
  sku!: Rel<Sku>;

  @ManyToOne(() => Attempt, { nullable: true })
  attempt?: Rel<Attempt>;

  @ManyToOne(() => User, { nullable: true })
  user?: Rel<User>;

  /** The order an upsell, VIP or renewal order follows from (it shares the buyer and the currency). */
  @ManyToOne(() => Order, { nullable: true })
  parent?: Rel<Order>;

  /** Set on renewal orders: the subscription and the billing period they pay for (unique together). */
  @ManyToOne(() => Subscription, { nullable: true })
  subscription?: Rel<Subscription>;

  @Property({ nullable: true })
  periodNumber?: number;

  @Property({ length: 254, nullable: true })
  email?: string;

  @Enum({ items: () => OrderStatus, nativeEnumName: 'order_status', default: OrderStatus.CREATED })
  status: OrderStatus & Opt = OrderStatus.CREATED;

  /** Amount due at checkout in minor units of `currency`, after any promo discount. */
  @Property()
  amountMinor!: number;

  /** The SKU's price before any discount, minor units. */
  @Property({ default: 0 })
  listAmountMinor: number & Opt = 0;

  @Property({ default: 0 })
  discountMinor: number & Opt = 0;

  @ManyToOne(() => PromoCode, { nullable: true })
  promoCode?: Rel<PromoCode>;

  /** True while this order holds one use of its promo code (taken when payment starts, given back on failure). */
  @Property({ default: false })
  promoReserved: boolean & Opt = false;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  @Property({ length: 2, nullable: true })
  country?: string;

  @Enum({ items: () => LOCALES, nativeEnumName: 'locale' })
  locale!: Locale;

  @Enum({ items: () => PaymentMethodCode, nativeEnumName: 'payment_method_code', nullable: true })
  paymentMethod?: PaymentMethodCode;

  /** Payment provider that holds the charge: stripe, paypal or local. */
  @Property({ length: 16, nullable: true })
  provider?: string;

  /** The provider's id for the charge (PaymentIntent id, PayPal order id). */
  @Property({ nullable: true })
  providerRef?: string;

  @Property({ type: 'jsonb' })
  tracking: Record<string, string> & Opt = {};

  /** When the person ticked the terms checkbox of the offer page. */
  @Property({ columnType: 'timestamptz', nullable: true })
  termsAcceptedAt?: Date;

  /** Version of the trial consent text the person agreed to (subscriptions only). */
  @Property({ length: 40, nullable: true })
  consentVersion?: string;

  /** The consent text exactly as rendered for the person, in their language. */
  @Property({ type: 'text', nullable: true })
  consentText?: string;

  @Property({ type: 'jsonb', nullable: true })
  consentTerms?: ConsentTerms;

  @Property({ columnType: 'timestamptz', nullable: true })
  consentedAt?: Date;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  paidAt?: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  closedAt?: Date;

  /** The attempt whose money paid the order: only its refund refunds the order. */
  @Property({ type: 'uuid', nullable: true })
  paidAttemptId?: string;

  /** When the order-paid job delivered what the order bought (account, plan, entitlements, reports, receipt). */
  @Property({ columnType: 'timestamptz', nullable: true })
  fulfilledAt?: Date;
}
