// composeReport: a person's score and locale in, the full in-depth report document out (pure, no I/O).
import { LOCALES } from '../../../shared/locale.js';
import { famousPeopleIn } from '../../../db/seed/data/famous-people.js';
import { INDICATORS, POLE_LETTERS, type PersonalityScore } from '../../scoring/scoring.js';
import { dimensionRows } from './dimensions.js';
import { localeFormatters, type ComposeContext } from './compose-context.js';
import type { ComposeReportInput, ReportDocument, ReportSection } from './report-document.js';
import {
  assertTypeCode,
  inLocale,
  listInLocale,
  ReportCompositionError,
  typeReport,
  typeSeed,
} from './report-content.js';
import {
  basicProfile,
  careerGrowth,
  dimensionAnalysis,
  furtherReading,
  interpersonalGrowth,
  personalGrowth,
} from './sections-profile.js';
import {
  additionalTest,
  advancedGuide,
  professionalReference,
  rankingScore,
  resultAnalysis,
  topCountries,
} from './sections-reference.js';

export function composeReport(input: ComposeReportInput): ReportDocument {
  validateInput(input);
  const { score, locale } = input;
  const formatters = localeFormatters(locale);
  const { t } = formatters;
  const seed = typeSeed(score.code);
  const secondarySeed = score.secondaryCode ? typeSeed(score.secondaryCode) : null;
  const ctx: ComposeContext = {
    ...formatters,
    input,
    score,
    locale,
    type: typeReport(score.code),
    typeSeed: seed,
    rows: dimensionRows(score, locale, t),
    secondary: secondarySeed && {
      code: secondarySeed.code,
      title: inLocale(secondarySeed.title, locale, `the title of ${secondarySeed.code}`),
      report: typeReport(secondarySeed.code),
    },
  };
  const population = input.population ?? { ...seed.population, source: t('report.populationManual') };
  const identityRow = ctx.rows[4];

  return {
    locale,
    lang: ctx.lang,
    title: t('report.documentTitle', { fullCode: score.fullCode }),
    kicker: t('report.coverKicker'),
    type: {
      code: score.code,
      fullCode: score.fullCode,
      identity: score.identity,
      identityLine: t('common.labelValue', { label: identityRow.name, value: identityRow.poleName }),
      title: inLocale(seed.title, locale, `the title of ${score.code}`),
      summary: inLocale(seed.summary, locale, `the summary of ${score.code}`),
    },
    secondary: ctx.secondary && {
      code: ctx.secondary.code,
      title: ctx.secondary.title,
      line: t('report.secondaryLine', { code: ctx.secondary.code, title: ctx.secondary.title }),
    },
    basics: {
      heading: t('report.basicInfo'),
      population: [
        { label: t('report.populationOverall'), percent: population.overall, text: ctx.percent(population.overall) },
        { label: t('report.populationMale'), percent: population.male, text: ctx.percent(population.male) },
        { label: t('report.populationFemale'), percent: population.female, text: ctx.percent(population.female) },
      ],
      populationSource: t('report.populationSource', { source: population.source }),
      keywordsLabel: t('report.keywords'),
      keywords: listInLocale(seed.keywords, locale, `the keywords of ${score.code}`),
      famousPeopleLabel: t('report.famousPeople'),
      famousPeople: famousPeopleIn(seed.famousPeople, locale),
    },
    dimensions: ctx.rows,
    sections: [
      basicProfile(ctx),
      dimensionAnalysis(ctx),
      personalGrowth(ctx),
      interpersonalGrowth(ctx),
      careerGrowth(ctx),
      furtherReading(ctx),
      resultAnalysis(ctx),
      additionalTest(ctx),
      advancedGuide(ctx),
      professionalReference(ctx, population.source),
      topCountries(ctx),
      rankingScore(ctx),
    ].filter((section): section is ReportSection => section !== null),
    labels: {
      table: {
        dimension: t('report.table.dimension'),
        score: t('report.table.score'),
        range: t('report.table.range'),
        interpretation: t('report.table.interpretation'),
        borderline: t('report.table.borderline'),
      },
      footer: t('report.footer'),
    },
  };
}

function invalid(message: string): ReportCompositionError {
  return new ReportCompositionError('INVALID_INPUT', message);
}

function validateInput(input: ComposeReportInput): void {
  if (!(LOCALES as readonly string[]).includes(input.locale)) throw invalid(`Unknown locale "${input.locale}"`);
  validateScore(input.score);
  const { population, recentCountries, rankingScore: ranking } = input;
  if (population) {
    const shares = [population.overall, population.male, population.female];
    if (!shares.every((share) => Number.isFinite(share) && share >= 0 && share <= 100)) throw invalid('Population shares must be percentages from 0 to 100');
    if (!population.source.trim()) throw invalid('Population ratios need their source');
  }
  for (const entry of recentCountries ?? []) {
    if (!/^[A-Za-z]{2}$/.test(entry.countryCode)) throw invalid(`Country code "${entry.countryCode}" is not ISO 3166-1 alpha-2`);
    if (!Number.isInteger(entry.tests) || entry.tests < 0) throw invalid(`Test count for ${entry.countryCode} must be a whole number`);
  }
  if (ranking) {
    if (!Number.isFinite(ranking.score) || !Number.isFinite(ranking.outOf) || ranking.outOf <= 0) throw invalid('Ranking score needs finite score and outOf > 0');
    if (ranking.percentile !== undefined && !(ranking.percentile >= 0 && ranking.percentile <= 100)) throw invalid('Ranking percentile must be from 0 to 100');
  }
}

/** The score comes from scorePersonality; these checks catch a stored or hand-made score that does not fit together. */
function validateScore(score: PersonalityScore): void {
  assertTypeCode(score.code);
  if (score.secondaryCode !== null) assertTypeCode(score.secondaryCode);
  const order = score.indicators.map((result) => result.indicator).join(',');
  if (order !== INDICATORS.join(',')) throw new ReportCompositionError('INVALID_SCORE', `Indicators must be ${INDICATORS.join(', ')}; got ${order}`);
  for (const result of score.indicators) {
    const expected = POLE_LETTERS[result.indicator][result.pole === 'first' ? 0 : 1];
    if (result.letter !== expected || !(result.score >= 0 && result.score <= 100) || !(result.band.low <= result.band.high)) {
      throw new ReportCompositionError('INVALID_SCORE', `Indicator ${result.indicator} is inconsistent: letter ${result.letter}, score ${result.score}`);
    }
  }
  const letters = score.indicators.slice(0, 4).map((result) => result.letter).join('');
  if (letters !== score.code || score.indicators[4].letter !== score.identity || score.fullCode !== `${score.code}-${score.identity}`) {
    throw new ReportCompositionError('INVALID_SCORE', `Type code ${score.fullCode} does not match the indicator letters ${letters}-${score.indicators[4].letter}`);
  }
}
