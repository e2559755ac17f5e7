// Formatting for mails in the reader's language: dates (in UTC, said so), amounts, punctuation and absolute links.
import { BCP47, type Locale } from '../../../shared/locale.js';
import { formatMoney } from '../../../shared/money.js';

/** BCP 47 tags of the nine locales (the web app uses the same ones). */
export const MAIL_BCP47: Readonly<Record<Locale, string>> = BCP47;

/** We do not know the reader's time zone, so times are given in UTC and say so. */
export function formatDateTime(iso: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(MAIL_BCP47[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
    .format(new Date(iso));
  return `${text} UTC`;
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(MAIL_BCP47[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export interface AmountData {
  amount: string;
  amountMinor?: number;
  currency?: string;
  fractionDigits?: number;
}

/** "$19.99" in English, "19,99 $" in German (as on the page); the enqueued text when the parts are missing. */
export function formatAmount(data: AmountData, locale: Locale): string {
  if (data.amountMinor === undefined || !data.currency || data.fractionDigits === undefined) return data.amount;
  return formatMoney(data.amountMinor, { code: data.currency, fractionDigits: data.fractionDigits }, locale);
}

const FULL_WIDTH: ReadonlySet<Locale> = new Set(['CN', 'HK', 'JA']);

/** "Label (detail), date" with the locale's own brackets and comma. */
export function labelWithDetails(locale: Locale, label: string, detail?: string | null, date?: string | null): string {
  const wide = FULL_WIDTH.has(locale);
  let text = label;
  if (detail) text += wide ? `（${detail}）` : ` (${detail})`;
  if (date) text += locale === 'JA' ? `、${date}` : wide ? `，${date}` : `, ${date}`;
  return text;
}

/** Sentences one after the other: a space between them, none in Chinese and Japanese. */
export function sentences(locale: Locale, ...parts: string[]): string {
  return parts.join(FULL_WIDTH.has(locale) ? '' : ' ');
}

/** "Label: value" with the locale's colon (French puts a space before it; Chinese and Japanese a full-width one). */
export function withColon(locale: Locale, label: string, value: string): string {
  if (locale === 'FR') return `${label} : ${value}`;
  return FULL_WIDTH.has(locale) ? `${label}：${value}` : `${label}: ${value}`;
}

/** An absolute link on the public site; every link carries the mail's language, so the page opens in it. */
export function siteLink(publicUrl: string, path: string, locale: Locale, query: Record<string, string> = {}): string {
  const url = new URL(`${publicUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set('hl', locale);
  return url.toString();
}
