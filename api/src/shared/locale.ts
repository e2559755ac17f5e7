// The nine interface locales and the helpers every module uses to read a locale and pick a translation.
import { AppError } from './errors.js';
export const LOCALES = ['EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'EN';

/** A text written once per locale; every locale is required, so a missing translation fails the type check. */
export type Localized = Record<Locale, string>;
/** A list of texts per locale (feature bullets, keywords). */
export type LocalizedList = Record<Locale, string[]>;

/** BCP 47 tags of the nine locales (HTML lang, Intl formatting). */
export const BCP47: Record<Locale, string> = {
  EN: 'en',
  CN: 'zh-CN',
  FR: 'fr',
  ES: 'es',
  JA: 'ja',
  HK: 'zh-HK',
  DE: 'de',
  PT: 'pt-BR',
  KR: 'ko',
};

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** Accepts 'en', 'EN' or ' En '; returns null for anything that is not one of the nine. */
export function parseLocale(value: string | null | undefined): Locale | null {
  const upper = value?.trim().toUpperCase();
  return upper && LOCALE_SET.has(upper) ? (upper as Locale) : null;
}

/** The text for a locale, falling back to EN (the product's fallback language). */
export function pick<T>(texts: Record<Locale, T> | Partial<Record<Locale, T>>, locale: Locale): T | undefined {
  return texts[locale] ?? texts[DEFAULT_LOCALE];
}

/** An explicit locale must be one of the nine: UNKNOWN_LOCALE (400) otherwise. */
export function requireLocale(value: string): Locale {
  const locale = parseLocale(value);
  if (!locale) {
    throw new AppError('UNKNOWN_LOCALE', 'bad_input', `Unknown locale '${value.slice(0, 16)}'. Use one of ${LOCALES.join(', ')}.`);
  }
  return locale;
}

/** The locale an optional argument asks for, undefined when it asks for none; an unknown one is refused. */
export function optionalLocale(argument: string | null | undefined): Locale | undefined {
  return argument === undefined || argument === null ? undefined : requireLocale(argument);
}

/** The locale an argument asks for, else the request's locale (from the hl header), else EN. */
export function resolveLocale(argument: string | null | undefined, requestLocale: Locale = DEFAULT_LOCALE): Locale {
  return argument === undefined || argument === null ? requestLocale : requireLocale(argument);
}
