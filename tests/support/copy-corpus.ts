// Every piece of copy a person can read, per locale, for the copy tests (voice, glossary, capitalisation): the web
// catalogues, the server's ICU catalogues, the seed texts (types, help, terms, methodology, catalog) and the long
// report and resource content. Seed data is walked: every string under a locale key (EN, DE, ...) is that locale's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { examTexts, paymentMethodTexts, planTexts, skuTexts } from '../../api/src/db/seed/data/catalog-texts.js';
import { helpArticles } from '../../api/src/db/seed/data/help-articles.js';
import { methodologySections, methodologySummary, methodologyTitle } from '../../api/src/db/seed/data/methodology.js';
import { indicators, personalityItems } from '../../api/src/db/seed/data/personality-items.js';
import { personalityTypes } from '../../api/src/db/seed/data/personality-types.js';
import { protocols } from '../../api/src/db/seed/data/protocols.js';
import { CATALOGUES } from '../../api/src/i18n/catalogue.js';
import { PRIVACY_COPY } from '../../api/src/modules/privacy/privacy.copy.js';
import { TYPE_CODES, typeReport } from '../../api/src/modules/report/compose/report-content.js';
import { borderlineTexts, indicatorBands } from '../../api/src/modules/report/content/indicator-bands.js';
import { chaptersFor, labelsFor, packsFor, translatedLocales } from '../../api/src/modules/resources/content/index.js';
import { LOCALES, type Locale } from '../../api/src/shared/locale.js';

export interface CopyText {
  locale: Locale;
  /** Where it lives: 'web:<key>', 'server:<id>', 'seed:<path>' or 'content:<path>'. */
  where: string;
  text: string;
}

const LOCALES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/src/locales');
const LOCALE_KEYS: ReadonlySet<string> = new Set(LOCALES);

/** The web catalogue of a locale (web/src/locales/<locale>.json). */
export function webCatalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, `${locale.toLowerCase()}.json`), 'utf8')) as Record<string, string>;
}

export function webTexts(locale: Locale): CopyText[] {
  return Object.entries(webCatalogue(locale)).map(([key, text]) => ({ locale, where: `web:${key}`, text }));
}

export function serverTexts(locale: Locale): CopyText[] {
  return Object.entries(CATALOGUES[locale]).map(([id, text]) => ({ locale, where: `server:${id}`, text: text ?? '' }));
}

/** Strings under `value`; `locale` is the locale key met on the way down (null above any). */
function walk(value: unknown, where: string, locale: Locale | null, out: CopyText[], wanted: Locale): void {
  if (typeof value === 'string') {
    if (locale === wanted) out.push({ locale, where, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${where}[${index}]`, locale, out, wanted));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      walk(item, `${where}.${key}`, LOCALE_KEYS.has(key) ? (key as Locale) : locale, out, wanted);
    }
  }
}

/** Product copy: what the pages, terms and help say about the product (mails and receipts are in the server catalogues). */
const PRODUCT_SEEDS = {
  examTexts, planTexts, skuTexts, paymentMethodTexts, helpArticles, methodologySections, methodologySummary, methodologyTitle,
  protocols, privacy: PRIVACY_COPY,
};
/** Long-form content: type descriptions, statements, report chapters (everyday language about people). */
const CONTENT_SEEDS = { personalityTypes, indicators, personalityItems, indicatorBands, borderlineTexts, typeReports: TYPE_CODES.map(typeReport) };

/** Content already in one locale: every string in it is that locale's. */
function walkAs(value: unknown, where: string, locale: Locale, out: CopyText[]): void {
  walk(value, where, locale, out, locale);
}

/** The product's own copy in a locale: web and server catalogues, mails, terms, help, methodology, catalog texts. */
export function interfaceCopy(locale: Locale): CopyText[] {
  const out: CopyText[] = [...webTexts(locale), ...serverTexts(locale)];
  walk(PRODUCT_SEEDS, 'seed', null, out, locale);
  return out;
}

/** Long-form content in a locale: types, statements, report chapters, and the resource packs written in it. */
export async function contentCopy(locale: Locale): Promise<CopyText[]> {
  const out: CopyText[] = [];
  walk(CONTENT_SEEDS, 'content', null, out, locale);
  // Resource content is written per locale; a locale without its own falls back to English, which is not its copy.
  const own = async (part: 'packs' | 'chapters' | 'labels') => (await translatedLocales(part)).includes(locale);
  if (await own('packs')) walkAs((await packsFor(locale)).value, 'content:packs', locale, out);
  if (await own('chapters')) walkAs((await chaptersFor(locale)).value, 'content:chapters', locale, out);
  if (await own('labels')) walkAs((await labelsFor(locale)).value, 'content:labels', locale, out);
  return out;
}

/** Everything a person can read in a locale. */
export async function allCopy(locale: Locale): Promise<CopyText[]> {
  return [...interfaceCopy(locale), ...(await contentCopy(locale))];
}
