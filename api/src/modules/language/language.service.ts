// The interface languages on offer (reading a locale argument is shared/locale.ts's).
import type { EntityManager } from '@mikro-orm/postgresql';
import { Language } from './language.entity.js';

export function listLanguages(em: EntityManager): Promise<Language[]> {
  return em.find(Language, {}, { orderBy: { position: 'asc' } });
}
