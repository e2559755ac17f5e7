// One try at paying an order: one provider object (PaymentIntent, SetupIntent, PayPal order, local charge) each,
// created with its own idempotency key, so a double click or a retry never makes a second charge.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Currency } from '../catalog/currency.entity.js';
import { Order } from '../order/order.entity.js';

export enum PaymentStatus {
  /** Saved locally; the provider has not answered yet. */
  CREATING = 'creating',
  /** The customer still has to enter a card or approve in PayPal. */
  AWAITING_CUSTOMER = 'awaiting_customer',
  /** 3-D Secure or another bank step is needed. */
  REQUIRES_ACTION = 'requires_action',
  /** Submitted; the outcome arrives later (webhook or reconciliation). */
  PROCESSING = 'processing',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
}

@Entity()
@Unique({ properties: ['order', 'number'] })
@Unique({ properties: ['provider', 'providerRef'] })
@Index({ properties: ['status', 'updatedAt'] })
export class PaymentAttempt {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>;

  /** 1 for the first try at an order, 2 after a retry, ... */
  @Property({ type: 'smallint' })
  number!: number;

  @Property({ length: 16 })
  provider!: string;

  /** card, paypal or local, as the customer chose. */
  @Property({ length: 16 })
  method!: string;

  @Enum({ items: () => PaymentStatus, nativeEnumName: 'payment_status', default: PaymentStatus.CREATING })
  status: PaymentStatus & Opt = PaymentStatus.CREATING;

  /** Sent with every create call to the provider. */
  @Unique()
  @Property({ length: 128 })
  idempotencyKey!: string;

  /** PaymentIntent or SetupIntent id, PayPal order id, local charge id. */
  @Property({ length: 255, nullable: true })
  providerRef?: string;

  /** PayPal capture id: refunds name the capture, not the order. */
  @Property({ length: 255, nullable: true })
  captureRef?: string;

  @Property()
  amountMinor!: number;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  /** Charged without the customer present, with a method saved earlier (renewals, one-click upsells). */
  @Property({ default: false })
  offSession: boolean & Opt = false;

  /** Whether the customer agreed to keep the method for later charges (subscriptions). */
  @Property({ default: false })
  saveMethod: boolean & Opt = false;

  /** Provider customer (Stripe customer, PayPal customer) the saved method belongs to. */
  @Property({ length: 255, nullable: true })
  customerRef?: string;

  /** Saved method for later charges (Stripe PaymentMethod, PayPal vault id, local card). */
  @Property({ length: 255, nullable: true })
  methodRef?: string;

  @Property({ length: 64, nullable: true })
  failureCode?: string;

  @Property({ length: 255, nullable: true })
  failureMessage?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  settledAt?: Date;

  /** While the provider call that creates this attempt is under way: no other method may start, and the
   * reconciliation job leaves it alone until then (a crashed call is picked up within a minute). */
  @Property({ columnType: 'timestamptz', nullable: true })
  leaseUntil?: Date;

  /** Money that came in for this attempt although the order was paid otherwise, given back by the payment-refund job. */
  @Property({ columnType: 'timestamptz', nullable: true })
  refundedAt?: Date;
}
