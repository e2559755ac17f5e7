// Languages and locale resolution: an explicit locale must be one of the nine; a header falls back to EN.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from '../../shared/locale.js';
import { Language } from './language.entity.js';
import { LanguageErrorCode } from './language.types.js';

export function requireLocale(value: string): Locale {
  const locale = parseLocale(value);
  if (!locale) {
    throw new AppError(LanguageErrorCode.UNKNOWN_LOCALE, 'bad_input',
      `Unknown locale '${value.slice(0, 16)}'. Use one of ${LOCALES.join(', ')}.`);
  }
  return locale;
}

/** The locale an argument asks for, else the request's locale (from the hl header), else EN. */
export function resolveLocale(argument: string | null | undefined, requestLocale: Locale = DEFAULT_LOCALE): Locale {
  return argument === undefined || argument === null ? requestLocale : requireLocale(argument);
}

export function listLanguages(em: EntityManager): Promise<Language[]> {
  return em.find(Language, {}, { orderBy: { position: 'asc' } });
}
