// Something about money that people must see: a payment that succeeded for an attempt already cancelled or superseded
// (refunded automatically), a refund that failed, an amount or currency that does not match the order, a signed
// webhook we could not read. Listed by `npm run payments -- incidents`.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Order } from '../order/order.entity.js';
import { PaymentAttempt } from './payment-attempt.entity.js';

export enum IncidentKind {
  /** Money arrived for a cancelled or superseded attempt of an order paid otherwise: refunded automatically. */
  LATE_SUCCESS_REFUNDED = 'late_success_refunded',
  /** Money arrived for a cancelled attempt of an order still unpaid: it paid the order. */
  LATE_SUCCESS_APPLIED = 'late_success_applied',
  /** The provider's amount or currency is not the attempt's: the order was not fulfilled. */
  AMOUNT_MISMATCH = 'amount_mismatch',
  /** The automatic refund failed for good. */
  REFUND_FAILED = 'refund_failed',
  /** A correctly signed webhook without the data we need. */
  MALFORMED_EVENT = 'malformed_event',
}

export enum IncidentStatus {
  OPEN = 'open',
  RESOLVED = 'resolved',
}

@Entity()
@Index({ properties: ['status', 'createdAt'] })
export class PaymentIncident {
  @PrimaryKey()
  id!: number;

  @Enum({ items: () => IncidentKind, nativeEnumName: 'payment_incident_kind' })
  kind!: IncidentKind;

  @Enum({ items: () => IncidentStatus, nativeEnumName: 'payment_incident_status', default: IncidentStatus.OPEN })
  status: IncidentStatus & Opt = IncidentStatus.OPEN;

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order?: Rel<Order>;

  @ManyToOne(() => PaymentAttempt, { nullable: true, deleteRule: 'set null' })
  attempt?: Rel<PaymentAttempt>;

  @Property({ length: 16 })
  provider!: string;

  @Property({ length: 255, nullable: true })
  providerRef?: string;

  @Property({ nullable: true })
  amountMinor?: number;

  @Property({ length: 3, nullable: true })
  currency?: string;

  /** What happened, without personal data (ids, amounts, provider codes). */
  @Property({ type: 'jsonb' })
  detail: Record<string, unknown> & Opt = {};

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  resolvedAt?: Date;
}
