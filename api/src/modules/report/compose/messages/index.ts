// The report messages of the nine locales, and the small formatting helpers the composer uses with them.
import type { Locale } from '../../../../shared/locale.js';
import { cn } from './cn.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hk } from './hk.js';
import { ja } from './ja.js';
import { kr } from './kr.js';
import { pt } from './pt.js';
import type { ReportMessages } from './report-messages.js';

export { SECTION_IDS, type ReportMessages, type SectionId } from './report-messages.js';

export const reportMessages: Readonly<Record<Locale, ReportMessages>> = { EN: en, CN: cn, FR: fr, ES: es, JA: ja, HK: hk, DE: de, PT: pt, KR: kr };

/** BCP 47 tags for Intl and the PDF's /Lang; the product's region codes are not language tags. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = {
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

/** Fills {name} placeholders; a placeholder without a value is a bug in the caller, so it throws. */
export function format(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

const UNSPACED: ReadonlySet<Locale> = new Set<Locale>(['CN', 'HK', 'JA']);

/** Joins sentences the way the locale writes them: Chinese and Japanese put no space after a full stop. */
export function joinSentences(locale: Locale, ...sentences: string[]): string {
  return sentences.join(UNSPACED.has(locale) ? '' : ' ');
}
