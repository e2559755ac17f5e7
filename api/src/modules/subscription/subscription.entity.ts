// A recurring plan a person pays for: trial, renewals, cancellation.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Currency } from '../catalog/currency.entity.js';
import { Plan } from '../catalog/plan.entity.js';
import { Order } from '../order/order.entity.js';
import { User } from '../user/user.entity.js';

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

  @Enum({ items: () => SubscriptionStatus, nativeEnumName: 'subscription_status' })
  status!: SubscriptionStatus;

  /** Price of each renewal in minor units of `currency`. */
  @Property()
  amountMinor!: number;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  @Property({ length: 16, nullable: true })
  provider?: string;

  @Property({ nullable: true })
  providerRef?: string;

  @Property({ columnType: 'timestamptz', nullable: true })
  trialEndsAt?: Date;

  @Property({ columnType: 'timestamptz' })
  currentPeriodStart!: Date;

  @Property({ columnType: 'timestamptz' })
  currentPeriodEnd!: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  cancelledAt?: Date;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
