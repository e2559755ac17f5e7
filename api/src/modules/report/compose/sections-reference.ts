// The score- and input-driven sections: result analysis, additional tests, advanced guide, professional reference,
// top countries and the latest ranking score. The last two are left out (null) until there is enough data to mean
// something: a ranking of a handful of orders tells the reader nothing, and an empty section is noise.
import { joinSentences } from '../../../i18n/translate.js';
import type { ComposeContext } from './compose-context.js';
import type { ReportBlock, ReportSection } from './report-document.js';
import { listInLocale } from './report-content.js';
import { section } from './sections-profile.js';

const TOP_COUNTRIES = 10;

/**
 * When the country ranking is published: countries with fewer tests than `minTestsPerCountry` are left off the list,
 * and the section appears only when at least `minCountries` remain with `minTotalTests` tests between them.
 */
export const COUNTRY_RANKING_THRESHOLDS = { minTestsPerCountry: 5, minCountries: 5, minTotalTests: 100 } as const;

function borderlineNames(ctx: ComposeContext): string[] {
  return ctx.rows.filter((row) => row.borderline !== null).map((row) => row.name);
}

export function resultAnalysis(ctx: ComposeContext): ReportSection {
  const names = borderlineNames(ctx);
  const verdict = names.length
    ? ctx.t('report.resultBorderline', { count: names.length, names: ctx.joinList(names) })
    : ctx.t('report.resultAllClear');
  return section(ctx, 'resultAnalysis', [
    { kind: 'paragraph', text: ctx.t('report.readScores') },
    { kind: 'paragraph', text: ctx.t('report.readBands') },
    { kind: 'paragraph', text: ctx.t('report.readClarity') },
    { kind: 'heading', text: ctx.t('report.reliabilityHeading') },
    { kind: 'paragraph', text: ctx.t('report.reliability') },
    { kind: 'paragraph', text: verdict, tone: names.length ? 'note' : undefined },
  ]);
}

export function additionalTest(ctx: ComposeContext): ReportSection {
  const names = borderlineNames(ctx);
  const blocks: ReportBlock[] = [
    { kind: 'paragraph', text: ctx.t('report.iqTest') },
    { kind: 'paragraph', text: ctx.t('report.retake') },
  ];
  if (names.length) blocks.push({ kind: 'paragraph', text: ctx.t('report.retakeBorderline', { names: ctx.joinList(names) }) });
  return section(ctx, 'additionalTest', blocks);
}

export function advancedGuide(ctx: ComposeContext): ReportSection {
  return section(ctx, 'advancedGuide', [
    { kind: 'paragraph', text: ctx.t('report.guideIntro') },
    { kind: 'heading', text: ctx.t('report.strengthsHeading') },
    { kind: 'list', items: listInLocale(ctx.type.strengths, ctx.locale, `the strengths of ${ctx.type.code}`) },
    { kind: 'heading', text: ctx.t('report.blindSpotsHeading') },
    { kind: 'list', items: listInLocale(ctx.type.blindSpots, ctx.locale, `the blind spots of ${ctx.type.code}`) },
    { kind: 'paragraph', text: ctx.t('report.practice') },
  ]);
}

export function professionalReference(ctx: ComposeContext, source: string): ReportSection {
  return section(ctx, 'professionalReference', [
    { kind: 'paragraph', text: ctx.t('report.referenceWhat') },
    { kind: 'paragraph', text: ctx.t('report.referenceNotClinical'), tone: 'note' },
    { kind: 'paragraph', text: ctx.t('report.referenceModel') },
    { kind: 'paragraph', text: ctx.t('report.referencePopulation', { source }) },
  ]);
}

export function topCountries(ctx: ComposeContext): ReportSection | null {
  const { minTestsPerCountry, minCountries, minTotalTests } = COUNTRY_RANKING_THRESHOLDS;
  const countries = [...(ctx.input.recentCountries ?? [])]
    .filter((entry) => entry.tests >= minTestsPerCountry)
    .sort((a, b) => b.tests - a.tests || a.countryCode.localeCompare(b.countryCode))
    .slice(0, TOP_COUNTRIES);
  const total = countries.reduce((sum, entry) => sum + entry.tests, 0);
  if (countries.length < minCountries || total < minTotalTests) return null;
  const names = new Intl.DisplayNames([ctx.lang], { type: 'region', fallback: 'code' });
  const items = countries.map((entry) => {
    const code = entry.countryCode.toUpperCase();
    return ctx.t('report.countryEntry', { country: names.of(code) ?? code, count: entry.tests });
  });
  return section(ctx, 'topCountries', [
    { kind: 'paragraph', text: ctx.t('report.countriesIntro') },
    { kind: 'list', items, ordered: true },
  ]);
}

/** Shown only with a ranking score; none is computed yet, so the section stays out of the report. */
export function rankingScore(ctx: ComposeContext): ReportSection | null {
  const ranking = ctx.input.rankingScore;
  if (!ranking) return null;
  const sentences = [ctx.t('report.rankingValue', { score: ranking.score, outOf: ranking.outOf })];
  if (ranking.percentile !== undefined) sentences.push(ctx.t('report.rankingPercentile', { percentile: ranking.percentile / 100 }));
  return section(ctx, 'rankingScore', [{ kind: 'paragraph', text: joinSentences(ctx.locale, ...sentences) }]);
}
