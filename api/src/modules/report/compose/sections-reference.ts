// The score- and input-driven sections: result analysis, additional tests, advanced guide, professional reference,
// top countries and the latest ranking score.
import { format, joinSentences } from './messages/index.js';
import type { ComposeContext } from './compose-context.js';
import type { ReportBlock, ReportSection } from './report-document.js';
import { listInLocale } from './report-content.js';
import { section } from './sections-profile.js';

const TOP_COUNTRIES = 10;

function borderlineNames(ctx: ComposeContext): string[] {
  return ctx.rows.filter((row) => row.borderline !== null).map((row) => row.name);
}

export function resultAnalysis(ctx: ComposeContext): ReportSection {
  const names = borderlineNames(ctx);
  const verdict = names.length
    ? format(ctx.m.resultBorderline, { count: ctx.number(names.length), names: ctx.joinList(names) })
    : ctx.m.resultAllClear;
  return section(ctx, 'resultAnalysis', [
    { kind: 'paragraph', text: ctx.m.readScores },
    { kind: 'paragraph', text: ctx.m.readBands },
    { kind: 'paragraph', text: ctx.m.readClarity },
    { kind: 'heading', text: ctx.m.reliabilityHeading },
    { kind: 'paragraph', text: ctx.m.reliability },
    { kind: 'paragraph', text: verdict, tone: names.length ? 'note' : undefined },
  ]);
}

export function additionalTest(ctx: ComposeContext): ReportSection {
  const names = borderlineNames(ctx);
  const blocks: ReportBlock[] = [
    { kind: 'paragraph', text: ctx.m.iqTest },
    { kind: 'paragraph', text: ctx.m.retake },
  ];
  if (names.length) blocks.push({ kind: 'paragraph', text: format(ctx.m.retakeBorderline, { names: ctx.joinList(names) }) });
  return section(ctx, 'additionalTest', blocks);
}

export function advancedGuide(ctx: ComposeContext): ReportSection {
  return section(ctx, 'advancedGuide', [
    { kind: 'paragraph', text: ctx.m.guideIntro },
    { kind: 'heading', text: ctx.m.strengthsHeading },
    { kind: 'list', items: listInLocale(ctx.type.strengths, ctx.locale, `the strengths of ${ctx.type.code}`) },
    { kind: 'heading', text: ctx.m.blindSpotsHeading },
    { kind: 'list', items: listInLocale(ctx.type.blindSpots, ctx.locale, `the blind spots of ${ctx.type.code}`) },
    { kind: 'paragraph', text: ctx.m.practice },
  ]);
}

export function professionalReference(ctx: ComposeContext, source: string): ReportSection {
  return section(ctx, 'professionalReference', [
    { kind: 'paragraph', text: ctx.m.referenceWhat },
    { kind: 'paragraph', text: ctx.m.referenceNotClinical, tone: 'note' },
    { kind: 'paragraph', text: ctx.m.referenceModel },
    { kind: 'paragraph', text: format(ctx.m.referencePopulation, { source }) },
  ]);
}

export function topCountries(ctx: ComposeContext): ReportSection {
  const countries = [...(ctx.input.recentCountries ?? [])]
    .filter((entry) => entry.tests > 0)
    .sort((a, b) => b.tests - a.tests || a.countryCode.localeCompare(b.countryCode))
    .slice(0, TOP_COUNTRIES);
  if (!countries.length) return section(ctx, 'topCountries', [{ kind: 'paragraph', text: ctx.m.countriesEmpty }]);
  const names = new Intl.DisplayNames([ctx.lang], { type: 'region', fallback: 'code' });
  const items = countries.map((entry) => {
    const code = entry.countryCode.toUpperCase();
    return format(ctx.m.countryEntry, { country: names.of(code) ?? code, count: ctx.number(entry.tests) });
  });
  return section(ctx, 'topCountries', [
    { kind: 'paragraph', text: ctx.m.countriesIntro },
    { kind: 'list', items, ordered: true },
  ]);
}

export function rankingScore(ctx: ComposeContext): ReportSection {
  const ranking = ctx.input.rankingScore;
  if (!ranking) return section(ctx, 'rankingScore', [{ kind: 'paragraph', text: ctx.m.rankingEmpty }]);
  const sentences = [format(ctx.m.rankingValue, { score: ctx.number(ranking.score), outOf: ctx.number(ranking.outOf) })];
  if (ranking.percentile !== undefined) sentences.push(format(ctx.m.rankingPercentile, { percentile: ctx.percent(ranking.percentile) }));
  return section(ctx, 'rankingScore', [{ kind: 'paragraph', text: joinSentences(ctx.locale, ...sentences) }]);
}
