// The composed in-depth report: every text resolved for one locale, ready for the PDF renderer or a web view.
import type { ClarityLevel } from '../../scoring/clarity.js';
import type { IdentityLetter, IndicatorCode, PersonalityScore, PoleLetter } from '../../scoring/scoring.js';
import type { Locale } from '../../../shared/locale.js';
import type { SectionId } from './section-ids.js';

export interface CountryTestCount {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  countryCode: string;
  tests: number;
}

export interface RankingScore {
  score: number;
  outOf: number;
  /** Share of recent test takers with a lower score, 0-100. */
  percentile?: number;
}

/** Population ratios in percent with the name of their source; replaces the seeded MBTI Manual figures. */
export interface PopulationInput {
  overall: number;
  male: number;
  female: number;
  source: string;
}

export interface ComposeReportInput {
  score: PersonalityScore;
  locale: Locale;
  population?: PopulationInput;
  /** Countries with the most tests recently, in any order; too few (COUNTRY_RANKING_THRESHOLDS) and no ranking is published. */
  recentCountries?: readonly CountryTestCount[];
  rankingScore?: RankingScore;
}

export interface PopulationFigure {
  label: string;
  percent: number;
  /** The percentage formatted for the locale, e.g. '2.1%' or '2,1 %'. */
  text: string;
}

export interface DimensionPole {
  letter: PoleLetter;
  name: string;
}

export interface DimensionRow {
  indicator: IndicatorCode;
  name: string;
  /** First pole (E, S, T, J, A) and second pole. */
  poles: readonly [DimensionPole, DimensionPole];
  /** The person's letter on this indicator. */
  letter: PoleLetter;
  poleName: string;
  /** Percent toward the person's letter, 50-100, rounded for display. */
  score: number;
  /** The 90% band on the same scale as score; reaches below 50 when the letter is borderline. */
  range: { low: number; high: number };
  /** Unrounded score and band toward the first pole (0-100), for drawing a bar from the first pole to the second. */
  scale: { score: number; low: number; high: number };
  clarity: ClarityLevel;
  clarityLabel: string;
  /** The indicator band text for this pole and clarity level. */
  interpretation: string;
  /** The borderline text plus the type (or code) the other letter would give; null when the band excludes 50. */
  borderline: string | null;
}

export type ReportBlock =
  | { kind: 'paragraph'; text: string; tone?: 'note' }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'dimensions'; rows: readonly DimensionRow[] };

export interface ReportSection {
  id: SectionId;
  title: string;
  blocks: readonly ReportBlock[];
}

export interface ReportDocument {
  locale: Locale;
  /** BCP 47 language tag of the texts. */
  lang: string;
  title: string;
  kicker: string;
  type: {
    code: string;
    fullCode: string;
    identity: IdentityLetter;
    /** e.g. 'Self-assurance: Assertive (A)'. */
    identityLine: string;
    title: string;
    summary: string;
  };
  /** The type with the most borderline letter flipped, when one of the four letters is borderline. */
  secondary: { code: string; title: string; line: string } | null;
  basics: {
    heading: string;
    population: readonly PopulationFigure[];
    /** e.g. 'Source: MBTI Manual (...)'. */
    populationSource: string;
    keywordsLabel: string;
    keywords: readonly string[];
    famousPeopleLabel: string;
    famousPeople: readonly string[];
  };
  dimensions: readonly DimensionRow[];
  sections: readonly ReportSection[];
  labels: {
    table: { dimension: string; score: string; range: string; interpretation: string; borderline: string };
    footer: string;
  };
}
