// A sitting's free result and its in-depth report, scored and composed by the API's own scoring and report
// composer from the mock answers, in any locale: the mock report reads exactly as a real one.
import type { Locale } from '../../../../api/src/shared/locale.js';
import { personalityItems } from '../../../../api/src/db/seed/data/personality-items.js';
import { clarity } from '../../../../api/src/modules/scoring/clarity.js';
import { POLE_LETTERS, scorePersonality, type PersonalityScore } from '../../../../api/src/modules/scoring/scoring.js';
import { composeReport } from '../../../../api/src/modules/report/compose/compose-report.js';
import { personalityTypeFactory } from './content.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

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
  const complete = { ...sampleAnswers(), ...answers };
  return scorePersonality(personalityItems.map((item) => ({ key: item.key, indicator: item.indicator, keyed: item.keyed })), complete);
}

export function testResultFactory(token: string, score: PersonalityScore, locale: Locale, submittedAt: string) {
  return {
    token,
    typeCode: score.code,
    fullCode: score.fullCode,
    identity: score.identity,
    secondaryCode: score.secondaryCode,
    submittedAt,
    locale,
    personalityType: ({ locale: asked }: { locale?: string }) => personalityTypeFactory(score.code, (asked as Locale | undefined) ?? locale),
    indicators: score.indicators.map((indicator) => {
      const [firstPole, secondPole] = POLE_LETTERS[indicator.indicator];
      const strength = clarity(indicator.score);
      return {
        indicator: indicator.indicator,
        score: round1(indicator.score),
        letter: indicator.letter,
        firstPole,
        secondPole,
        band: { low: round1(indicator.band.low), high: round1(indicator.band.high) },
        borderline: indicator.borderline,
        strength: Math.round(strength.strength),
        clarity: strength.level,
      };
    }),
  };
}

/** The in-depth report's GraphQL shape (as api/src/modules/report/view/report-view.mapping.ts maps it). */
export function reportFactory(args: { token: string; orderNumber: string; score: PersonalityScore; locale: Locale; completedAt: string }) {
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
    token: args.token,
    status: 'COMPLETED',
    examCode: 'BMBTI',
    examId: 1836,
    orderNumber: args.orderNumber,
    completedAt: args.completedAt,
    locale: document.locale,
    lang: document.lang,
    title: document.title,
    kicker: document.kicker,
    type: { ...document.type },
    secondary: document.secondary ? { ...document.secondary } : null,
    basics: document.basics,
    dimensions: document.dimensions,
    sections: document.sections.map((section) => ({
      id: section.id,
      title: section.title,
      blocks: section.blocks.map((block) => ({
        kind: block.kind,
        text: 'text' in block ? block.text : null,
        tone: 'tone' in block ? block.tone ?? null : null,
        items: 'items' in block ? [...block.items] : null,
        ordered: block.kind === 'list' ? block.ordered ?? false : null,
      })),
    })),
    tableLabels: { ...document.labels.table },
    pdfUrl: `/api/report/pdf/${args.token}?locale=${document.locale}`,
  };
}
