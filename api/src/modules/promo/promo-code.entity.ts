// A promo code: percent or amount off the first charge, with an optional expiry and usage limit.
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Currency } from '../catalog/currency.entity.js';

export enum PromoKind {
  PERCENT = 'percent',
  AMOUNT = 'amount',
}

@Entity()
export class PromoCode {
  @PrimaryKey()
  id!: number;

  /** Stored upper-cased; people type codes in any case. */
  @Unique()
  @Property({ length: 32 })
  code!: string;

  @Enum({ items: () => PromoKind, nativeEnumName: 'promo_kind' })
  kind!: PromoKind;

  /** 1-100, for percent codes. */
  @Property({ type: 'smallint', nullable: true })
  percentOff?: number;

  /** Minor units of `currency`, for amount codes. */
  @Property({ nullable: true })
  amountOffMinor?: number;

  /** Amount codes apply only to prices in this currency. */
  @ManyToOne(() => Currency, { fieldName: 'currency', nullable: true })
  currency?: Rel<Currency>;

  @Property({ columnType: 'timestamptz', nullable: true })
  expiresAt?: Date;

  /** How many paid orders may use the code; null for no limit. */
  @Property({ nullable: true })
  usageLimit?: number;

  /** Uses taken by orders that are paying or paid. */
  @Property({ default: 0 })
  usedCount: number & Opt = 0;

  @Property({ default: true })
  active: boolean & Opt = true;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
