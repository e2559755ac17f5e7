// Formats server-side copy (mails, consent text, report text) from the locale's ICU catalogue with intl-messageformat,
// the engine under the web's react-intl. Compiled messages are cached; an id a locale lacks falls back to English.
import { IntlMessageFormat, type Formats } from 'intl-messageformat';
import { BCP47, DEFAULT_LOCALE, type Locale } from '../shared/locale.js';
import { CATALOGUES, type MessageId } from './catalogue.js';

export type { MessageId } from './catalogue.js';
export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * Named date formats for `{at, date, utcDay}` and `{at, date, utcMinute}`. We do not know the reader's time zone, so
 * dates are given in UTC (messages with a time say "UTC" after it).
 */
export const MESSAGE_FORMATS: Partial<Formats> = {
  date: {
    utcDay: { dateStyle: 'long', timeZone: 'UTC' },
    utcMinute: { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' },
  },
};

const compiled = new Map<string, IntlMessageFormat>();

/** The message compiled for the locale, or the English one when the locale's catalogue lacks the id. */
export function compileMessage(locale: Locale, id: MessageId): IntlMessageFormat {
  const key = `${locale}:${id}`;
  let message = compiled.get(key);
  if (!message) {
    const own = CATALOGUES[locale][id];
    const source = own ?? CATALOGUES[DEFAULT_LOCALE][id];
    if (source === undefined) throw new Error(`No message "${id}" in the catalogue`);
    // Copy is plain text: '<' is a character, not the start of a rich-text tag.
    message = new IntlMessageFormat(source, BCP47[own === undefined ? DEFAULT_LOCALE : locale], MESSAGE_FORMATS, { ignoreTag: true });
    compiled.set(key, message);
  }
  return message;
}

/** The message `id` in `locale` with its arguments filled in; a missing argument throws (a bug in the caller). */
export function t(locale: Locale, id: MessageId, values?: MessageValues): string {
  const text = compileMessage(locale, id).format<string>(values);
  if (typeof text !== 'string') throw new Error(`Message "${id}" did not format to text`);
  return text;
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t` bound to one locale, for code that writes a whole mail or report in it. */
export function translator(locale: Locale): Translate {
  return (id, values) => t(locale, id, values);
}

const UNSPACED: ReadonlySet<Locale> = new Set<Locale>(['CN', 'HK', 'JA']);

/** Sentences one after the other: a space between them, none in Chinese and Japanese. */
export function joinSentences(locale: Locale, ...sentences: string[]): string {
  return sentences.join(UNSPACED.has(locale) ? '' : ' ');
}
