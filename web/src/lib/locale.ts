// The nine interface locales: detection (hl parameter, saved choice, browser), BCP 47 tags and the change-and-reload flow.
import { localeFromLanguageTag } from '../../../api/src/shared/language-tag.js';
import type { Store } from './storage';

export const LOCALES = ['EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'EN';
/** Storage key of the saved locale, shared with app-state's long-lived parts. */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** For react-intl, <html lang> and Intl formatters. */
export const BCP47: Readonly<Record<Locale, string>> = {
  EN: 'en', CN: 'zh-CN', FR: 'fr', ES: 'es', JA: 'ja', HK: 'zh-HK', DE: 'de', PT: 'pt-BR', KR: 'ko',
};

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** Accepts 'EN', ' en ' or a browser tag like 'zh-TW'; null when it maps to none of the nine. */
export function parseLocale(value: string | null | undefined): Locale | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const upper = trimmed.toUpperCase();
  return LOCALE_SET.has(upper) ? (upper as Locale) : fromBrowserLanguage(trimmed);
}

/** Maps a BCP 47 tag from navigator.languages, as the server reads Accept-Language (api/src/shared/language-tag.ts). */
export function fromBrowserLanguage(tag: string): Locale | null {
  return localeFromLanguageTag(tag);
}

export interface DetectInput {
  /** location.search, with or without '?'. */
  search: string;
  saved: string | null | undefined;
  languages: readonly string[];
}

/** SPEC section 1: the hl parameter, then the saved locale, then the browser, otherwise EN. */
export function detectLocale({ search, saved, languages }: DetectInput): Locale {
  const fromQuery = parseLocale(new URLSearchParams(search).get('hl'));
  if (fromQuery) return fromQuery;
  const fromSaved = parseLocale(saved);
  if (fromSaved) return fromSaved;
  for (const tag of languages) {
    const fromBrowser = fromBrowserLanguage(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}

export function localeCookie(locale: Locale, now: number, secure: boolean): string {
  const expires = new Date(now + LOCALE_COOKIE_MAX_AGE_S * 1000).toUTCString();
  const parts = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`, `Expires=${expires}`, 'Path=/', 'SameSite=Lax'];
  return (secure ? [...parts, 'Secure'] : parts).join('; ');
}

/** The current URL with hl replaced by the locale, other parameters and the hash kept. */
export function urlWithLocale(href: string, locale: Locale): string {
  const url = new URL(href);
  url.searchParams.set('hl', locale);
  return url.toString();
}

export interface ChangeLocaleDeps {
  document: { cookie: string };
  location: { href: string; protocol: string; replace(url: string): void; reload(): void };
  storage: Store;
  /** Puts the locale into the app state (store.setState). */
  setLocale: (locale: Locale) => void;
  now?: () => number;
}

/** SPEC section 4: cookie and store set, then the page reloads in that language. */
export function changeLocale(locale: Locale, deps: ChangeLocaleDeps): void {
  const now = deps.now ?? Date.now;
  deps.document.cookie = localeCookie(locale, now(), deps.location.protocol === 'https:');
  deps.storage.set(LOCALE_STORAGE_KEY, locale);
  deps.setLocale(locale);
  const next = urlWithLocale(deps.location.href, locale);
  // replace() to the same URL is not a reload when it carries a hash, so reload explicitly then.
  if (next === deps.location.href) deps.location.reload();
  else deps.location.replace(next);
}
