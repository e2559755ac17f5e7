// A subscription plan: what a subscriber gets, how often it bills, and its trial.
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import type { Localized, LocalizedList } from '../../shared/locale.js';
import { Currency } from './currency.entity.js';

export enum BillingInterval {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  YEAR = 'YEAR',
}

@Entity()
export class Plan {
  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 32 })
  code!: string;

  @Property({ type: 'jsonb' })
  titles!: Localized;

  @Property({ type: 'jsonb' })
  features!: LocalizedList;

  /** Base price per billing period in minor units of `currency` (1999 = 19.99). */
  @Property()
  priceMinor!: number;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  @Enum({ items: () => BillingInterval, nativeEnumName: 'billing_interval' })
  interval!: BillingInterval;

  @Property({ type: 'smallint' })
  intervalCount!: number;

  /** Free days before the first charge; 0 for none. */
  @Property({ type: 'smallint', default: 0 })
  trialDays: number & Opt = 0;

  @Property()
  position!: number;

  @Property({ default: true })
  active: boolean & Opt = true;
}
