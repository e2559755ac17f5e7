// The stored IQ item bank: each generated item's spec (seed and rules, which render deterministically), its layout,
// rule families and complexity. The seeder writes it from the generator; sittings render from what is stored.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

@Entity()
@Index({ properties: ['exam', 'practice'] })
export class IqItem {
  /** Stable id such as MX-0001 (practice items MX-P1, MX-P2). */
  @PrimaryKey({ length: 16 })
  id!: string;

  /** The exam whose sittings use it (2047). */
  @Property()
  exam!: number;

  /** Practice items open every sitting with feedback and are never scored. */
  @Property({ default: false })
  practice: boolean & Opt = false;

  @Property({ length: 16 })
  layout!: string;

  @Property({ type: 'jsonb' })
  families!: string[];

  /** The generator's spec (version, layout, seed, rules per component). */
  @Property({ type: 'jsonb' })
  spec!: Record<string, unknown>;

  @Property({ type: 'jsonb' })
  complexity!: Record<string, number>;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
