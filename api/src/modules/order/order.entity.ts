// A purchase of one SKU. The uuid id is what links carry; the order number is for people (receipts, support).
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Attempt } from '../attempt/attempt.entity.js';
import { Currency } from '../catalog/currency.entity.js';
import { PaymentMethodCode } from '../catalog/payment-method.entity.js';
import { Sku } from '../catalog/sku.entity.js';
import { Exam } from '../exam/exam.entity.js';
import { User } from '../user/user.entity.js';

export enum OrderStatus {
  CREATED = 'created',
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
  REFUNDED = 'refunded',
}

@Entity({ tableName: 'purchase_order' })
@Index({ properties: ['email'] })
export class Order {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Unique()
  @Property({ length: 32 })
  orderNumber!: string;

  @ManyToOne(() => Exam)
  exam!: Rel<Exam>;

  @ManyToOne(() => Sku)
  sku!: Rel<Sku>;

  @ManyToOne(() => Attempt, { nullable: true })
  attempt?: Rel<Attempt>;

  @ManyToOne(() => User, { nullable: true })
  user?: Rel<User>;

  @Property({ length: 254, nullable: true })
  email?: string;

  @Enum({ items: () => OrderStatus, nativeEnumName: 'order_status', default: OrderStatus.CREATED })
  status: OrderStatus & Opt = OrderStatus.CREATED;

  /** Amount due at checkout in minor units of `currency`. */
  @Property()
  amountMinor!: number;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  @Property({ length: 2, nullable: true })
  country?: string;

  @Property({ length: 8 })
  locale!: string;

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

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  paidAt?: Date;
}
