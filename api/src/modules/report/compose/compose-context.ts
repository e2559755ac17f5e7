// What every section builder needs: the locale, its messages and formatters, the person's type copy and dimension rows.
import type { PersonalityTypeSeed } from '../../../db/seed/data/personality-types.js';
import type { Locale } from '../../../shared/locale.js';
import type { PersonalityScore } from '../../scoring/scoring.js';
import type { TypeReportSeed } from '../content/report-content.types.js';
import { LANGUAGE_TAGS, reportMessages, type ReportMessages } from './messages/index.js';
import type { ComposeReportInput, DimensionRow } from './report-document.js';

export interface LocaleFormatters {
  lang: string;
  m: ReportMessages;
  /** 'A, B and C' in the locale's words. */
  joinList(items: readonly string[]): string;
  /** A value in percent: 2.1 -> '2.1%' (EN) or '2,1 %' (FR). */
  percent(value: number): string;
  number(value: number): string;
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

export function localeFormatters(locale: Locale): LocaleFormatters {
  const lang = LANGUAGE_TAGS[locale];
  const list = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return {
    lang,
    m: reportMessages[locale],
    joinList: (items) => list.format(items),
    percent: (value) => percent.format(value / 100),
    number: (value) => number.format(value),
  };
}
