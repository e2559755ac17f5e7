// The price of a SKU in one currency: what is due today and, for subscriptions, what each later period costs.
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { Currency } from './currency.entity.js';
import { Sku } from './sku.entity.js';

@Entity()
@Unique({ properties: ['sku', 'currency'] })
export class SkuPrice {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Sku, { deleteRule: 'cascade' })
  sku!: Rel<Sku>;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;

  /** Charged at checkout, in minor units; 0 for a free trial. */
  @Property()
  amountMinor!: number;

  /** Charged every later billing period (subscriptions only), in minor units. */
  @Property({ nullable: true })
  recurringMinor?: number;
}
