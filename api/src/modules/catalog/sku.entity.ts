// Something that can be bought for an exam: a report, a subscription (through its plan), an upsell package, VIP.
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import type { Localized } from '../../shared/locale.js';
import { Exam } from '../exam/exam.entity.js';
import { Plan } from './plan.entity.js';

export enum SkuKind {
  REPORT = 'report',
  SUBSCRIPTION = 'subscription',
  PACKAGE = 'package',
  VIP = 'vip',
}

@Entity()
@Unique({ properties: ['exam', 'code'] })
export class Sku {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Exam, { deleteRule: 'cascade' })
  exam!: Rel<Exam>;

  @Property({ length: 40 })
  code!: string;

  @Enum({ items: () => SkuKind, nativeEnumName: 'sku_kind' })
  kind!: SkuKind;

  /** The plan a subscription SKU starts; null otherwise. */
  @ManyToOne(() => Plan, { nullable: true })
  plan?: Rel<Plan>;

  /** Upsell step (1-5) a package is offered at; null when not part of the upsell flow. */
  @Property({ type: 'smallint', nullable: true })
  upsellStep?: number;

  @Property({ type: 'jsonb' })
  titles!: Localized;

  @Property({ type: 'jsonb' })
  descriptions!: Localized;

  @Property()
  position!: number;

  @Property({ default: true })
  active: boolean & Opt = true;
}
