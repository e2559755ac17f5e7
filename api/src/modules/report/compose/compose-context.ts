// What every section builder needs: the locale, its messages and formatters, the person's type copy and dimension rows.
import type { PersonalityTypeSeed } from '../../../db/seed/data/personality-types.js';
import { translator, type Translate } from '../../../i18n/translate.js';
import { BCP47, type Locale } from '../../../shared/locale.js';
import type { PersonalityScore } from '../../scoring/scoring.js';
import type { TypeReportSeed } from '../content/report-content.types.js';
import type { ComposeReportInput, DimensionRow } from './report-document.js';

export interface LocaleFormatters {
  lang: string;
  /** The report's messages (ids report.*) in this locale. */
  t: Translate;
  /** 'A, B and C' in the locale's words. */
  joinList(items: readonly string[]): string;
  /** A value in percent: 2.1 -> '2.1%' (EN) or '2,1 %' (FR). */
  percent(value: number): string;
}

export interface ComposeContext extends LocaleFormatters {
  input: ComposeReportInput;
  score: PersonalityScore;
  locale: Locale;
  type: TypeReportSeed;
  typeSeed: PersonalityTypeSeed;
  /** In the order EI, SN, TF, JP, AT. */
  rows: readonly DimensionRow[];
  secondary: { code: string; title: string; report: TypeReportSeed } | null;
}

/** One set per locale: the Intl formatters cost far more to make than to use, and every report read composes. */
const formattersByLocale = new Map<Locale, LocaleFormatters>();

export function localeFormatters(locale: Locale): LocaleFormatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = makeFormatters(locale);
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

function makeFormatters(locale: Locale): LocaleFormatters {
  const lang = BCP47[locale];
  const list = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  return {
    lang,
    t: translator(locale),
    joinList: (items) => list.format(items),
    percent: (value) => percent.format(value / 100),
  };
}
