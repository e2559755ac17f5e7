// The local provider's own ledger (development and tests only): it stands in for a payment provider's records, so
// its idempotency survives restarts and holds across processes, and tests can count what was charged.
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

@Entity()
export class LocalCharge {
  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 128 })
  idempotencyKey!: string;

  @Unique()
  @Property({ length: 80 })
  ref!: string;

  /** ok, declined or delayed: what the test card or saved method decided. */
  @Property({ length: 16 })
  outcome!: string;

  @Property()
  amountMinor!: number;

  @Property({ default: false })
  saveMethod: boolean & Opt = false;

  @Property({ default: 0 })
  refundedMinor: number & Opt = 0;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
