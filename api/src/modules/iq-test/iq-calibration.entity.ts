// A calibration of the IQ item bank: the 3PL parameters in force and the data they rest on. The a priori calibration
// comes from item complexity; the recalibration job adds estimated ones. Exactly one is active; results name theirs.
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

@Entity()
export class IqCalibration {
  @PrimaryKey({ length: 40 })
  id!: string;

  @Property()
  version!: number;

  /** 'a-priori' or 'mml-em'. */
  @Property({ length: 16 })
  method!: string;

  @Property({ default: false })
  active: boolean & Opt = false;

  @Property()
  examinees!: number;

  /** The whole calibration as the IQ core's Calibration (items with a, b, c, responses and status). */
  @Property({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
