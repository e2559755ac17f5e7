// A currency prices are shown and charged in. Amounts are always stored in hundredths (SPEC section 9: money
// arrives in minor units and is divided by 100); fractionDigits says how many of those digits are displayed.
import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity()
export class Currency {
  [PrimaryKeyProp]?: 'code';

  /** ISO 4217 code. */
  @PrimaryKey({ length: 3 })
  code!: string;

  @Property({ length: 8 })
  symbol!: string;

  /** 0 for the zero-decimal display currencies (JPY, KRW, ...), else 2. */
  @Property({ type: 'smallint' })
  fractionDigits!: number;

  /** True where the decimal separator is a comma (EUR, BRL, PLN, DKK, HRK). */
  @Property()
  decimalComma!: boolean;
}
