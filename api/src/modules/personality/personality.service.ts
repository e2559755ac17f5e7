// The 16 personality types in one locale.
import type { EntityManager } from '@mikro-orm/postgresql';
import { famousPeopleIn } from '../../db/seed/data/famous-people.js';
import { pick, type Locale } from '../../shared/locale.js';
import { PersonalityType } from './personality-type.entity.js';
import type { PersonalityTypeType } from './personality.types.js';

export async function listPersonalityTypes(em: EntityManager, locale: Locale): Promise<PersonalityTypeType[]> {
  const types = await em.find(PersonalityType, {}, { orderBy: { position: 'asc' } });
  return types.map((type) => ({
    code: type.code,
    position: type.position,
    title: pick(type.titles, locale) ?? type.code,
    summary: pick(type.summaries, locale) ?? '',
    description: pick(type.descriptions, locale) ?? '',
    keywords: pick(type.keywords, locale) ?? [],
    famousPeople: famousPeopleIn(type.famousPeople, locale),
    population: {
      overall: type.populationOverall / 10,
      male: type.populationMale / 10,
      female: type.populationFemale / 10,
    },
  }));
}
