// The delivery log of partner webhooks: one row per event, updated by each try of its job.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Partner } from '../partner/partner.entity.js';

export enum WebhookEvent {
  REPORT_READY = 'report.ready',
  ORDER_PAID = 'order.paid',
}

export enum DeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

@Entity()
@Index({ properties: ['partner', 'createdAt'] })
export class PartnerWebhookDelivery {
  /** Also the event id the partner sees, to drop duplicates (a retry after a lost answer sends it again). */
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Partner)
  partner!: Rel<Partner>;

  @Enum({ items: () => WebhookEvent, nativeEnumName: 'webhook_event' })
  event!: WebhookEvent;

  /** The body's `data`: ids only, never personal data. */
  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Enum({ items: () => DeliveryStatus, nativeEnumName: 'webhook_delivery_status', default: DeliveryStatus.PENDING })
  status: DeliveryStatus & Opt = DeliveryStatus.PENDING;

  @Property({ default: 0 })
  attempts: number & Opt = 0;

  /** HTTP status of the last try; null when it got no answer. */
  @Property({ type: 'smallint', nullable: true })
  lastStatus?: number;

  @Property({ length: 200, nullable: true })
  lastError?: string;

  @Property({ columnType: 'timestamptz', nullable: true })
  lastAttemptAt?: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
