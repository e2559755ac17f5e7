// A sitting's free result and its in-depth report, scored and composed by the API's own scoring and report
// composer from the mock answers, in any locale: the mock report reads exactly as a real one.
import type { Locale } from '../../../../api/src/shared/locale.js';
import { personalityItems } from '../../../../api/src/db/seed/data/personality-items.js';
import { indicatorView } from '../../../../api/src/modules/scoring/indicator-view.js';
import { scorePersonality, type PersonalityScore } from '../../../../api/src/modules/scoring/scoring.js';
import { composeReport } from '../../../../api/src/modules/report/compose/compose-report.js';
import { documentView } from '../../../../api/src/modules/report/view/report-document-view.js';
import { personalityTypeFactory } from './content.js';

/** Answers of a reflective, organised respondent (an INFJ-like pattern), for screens that need a finished test. */
export function sampleAnswers(): Record<string, number> {
  const lean: Record<string, number> = { EI: 2, SN: 3, TF: 3, JP: 6, AT: 5 };
  return Object.fromEntries(personalityItems.map((item, index) => {
    const toward = lean[item.indicator]!;
    const value = item.keyed === 'first' ? toward : 8 - toward;
    return [item.key, Math.min(7, Math.max(1, value + ((index % 3) - 1)))];
  }));
}

export function scoreAnswers(answers: Record<string, number>): PersonalityScore {
  // A sitting's answers may include IQ items (same token space in the mock); only the questionnaire's count here.
  const known = new Set(personalityItems.map((item) => item.key));
  const complete = { ...sampleAnswers(), ...Object.fromEntries(Object.entries(answers).filter(([key]) => known.has(key))) };
  return scorePersonality(personalityItems.map((item) => ({ key: item.key, indicator: item.indicator, keyed: item.keyed })), complete);
}

/** A personality result's GraphQL shape (PersonalityResult), as api/src/modules/report/view/report.mapping.ts maps it. */
export function personalityResultFactory(score: PersonalityScore, locale: Locale) {
  return {
    typeCode: score.code,
    fullCode: score.fullCode,
    identity: score.identity,
    secondaryCode: score.secondaryCode,
    locale,
    personalityType: ({ locale: asked }: { locale?: string }) => personalityTypeFactory(score.code, (asked as Locale | undefined) ?? locale),
    indicators: score.indicators.map(indicatorView),
  };
}

/** The in-depth report's document (ReportDocument), composed as the API composes it. */
export function documentFactory(args: { token: string; score: PersonalityScore; locale: Locale }) {
  const document = composeReport({
    score: args.score,
    locale: args.locale,
    recentCountries: [
      { countryCode: 'US', tests: 4210 }, { countryCode: 'BR', tests: 2980 }, { countryCode: 'DE', tests: 2215 },
      { countryCode: 'JP', tests: 1874 }, { countryCode: 'FR', tests: 1620 }, { countryCode: 'KR', tests: 1402 },
      { countryCode: 'ES', tests: 1288 }, { countryCode: 'CN', tests: 1104 }, { countryCode: 'HK', tests: 640 },
      { countryCode: 'PT', tests: 512 },
    ],
  });
  return {
    ...documentView(document),
    pdfUrl: `/api/report/pdf/${args.token}?locale=${document.locale}`,
  };
}
