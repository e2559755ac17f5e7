// One step of an order's life: every status change is recorded with its reason and the provider event behind it.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Order, OrderStatus } from './order.entity.js';

@Entity()
@Index({ properties: ['order', 'createdAt'] })
export class OrderEvent {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>;

  /** Null for the event that created the order. */
  @Enum({ items: () => OrderStatus, nativeEnumName: 'order_status', nullable: true })
  fromStatus?: OrderStatus;

  @Enum({ items: () => OrderStatus, nativeEnumName: 'order_status' })
  toStatus!: OrderStatus;

  @Property({ length: 255 })
  reason!: string;

  /** The provider event (webhook) that caused the change, when one did. */
  @Property({ length: 255, nullable: true })
  providerEventId?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
