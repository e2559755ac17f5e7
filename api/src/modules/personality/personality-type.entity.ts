// One of the 16 personality types: our texts per locale and its share of the population.
import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Localized, LocalizedList } from '../../shared/locale.js';

@Entity()
export class PersonalityType {
  [PrimaryKeyProp]?: 'code';

  /** Four-letter code such as INTJ. */
  @PrimaryKey({ length: 4 })
  code!: string;

  @Property()
  position!: number;

  @Property({ type: 'jsonb' })
  titles!: Localized;

  @Property({ type: 'jsonb' })
  summaries!: Localized;

  @Property({ type: 'jsonb' })
  descriptions!: Localized;

  @Property({ type: 'jsonb' })
  keywords!: LocalizedList;

  @Property({ type: 'jsonb' })
  famousPeople!: string[];

  /** Share of the population in tenths of a percent (116 = 11.6%): overall, men, women. */
  @Property({ type: 'smallint' })
  populationOverall!: number;

  @Property({ type: 'smallint' })
  populationMale!: number;

  @Property({ type: 'smallint' })
  populationFemale!: number;
}
