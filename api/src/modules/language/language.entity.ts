// An interface language the product is offered in (one row per supported locale).
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PrimaryKeyProp, type Opt } from '@mikro-orm/core';

@Entity()
export class Language {
  [PrimaryKeyProp]?: 'code';

  /** Locale code as used in the `hl` parameter: EN, CN, FR, ES, JA, HK, DE, PT, KR. */
  @PrimaryKey({ length: 8 })
  code!: string;

  /** The language's name for itself ('Deutsch', '日本語'). */
  @Property()
  nativeName!: string;

  /** BCP 47 tag for Intl APIs and the html lang attribute. */
  @Property({ length: 16 })
  bcp47!: string;

  @Property({ default: false })
  isDefault: boolean & Opt = false;

  @Property()
  position!: number;
}
