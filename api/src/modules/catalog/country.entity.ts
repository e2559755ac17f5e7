// A country visitors come from: decides the currency, the payment methods and the ad-consent region.
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PrimaryKeyProp, type Rel } from '@mikro-orm/core';
import { Currency } from './currency.entity.js';

@Entity()
export class Country {
  [PrimaryKeyProp]?: 'code';

  /** ISO 3166-1 alpha-2 code. */
  @PrimaryKey({ length: 2 })
  code!: string;

  /** English name; the client localises names with Intl.DisplayNames. */
  @Property()
  name!: string;

  /** Continent code (AF, AN, AS, EU, NA, OC, SA); EU decides the ad-consent rule. */
  @Property({ length: 2 })
  continent!: string;

  @ManyToOne(() => Currency, { fieldName: 'currency' })
  currency!: Rel<Currency>;
}
