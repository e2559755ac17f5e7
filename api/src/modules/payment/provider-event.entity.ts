// A webhook event received from a payment provider, stored once by (provider, event id): replays are recognised
// and change nothing.
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Order } from '../order/order.entity.js';

@Entity()
@Unique({ properties: ['provider', 'eventId'] })
export class ProviderEvent {
  @PrimaryKey()
  id!: number;

  @Property({ length: 16 })
  provider!: string;

  @Property({ length: 255 })
  eventId!: string;

  @Property({ length: 80 })
  type!: string;

  /** The order the event was about, when it matched one. */
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order?: Rel<Order>;

  /** The event as the provider sent it, for audits and support. */
  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Property({ columnType: 'timestamptz' })
  receivedAt: Date & Opt = new Date();

  /** Correctly signed but unreadable: kept for inspection, answered 400, never applied. */
  @Property({ default: false })
  malformed: boolean & Opt = false;
}
