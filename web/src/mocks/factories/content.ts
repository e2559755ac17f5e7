// Factories of the reference content (exams, questions, types, help, legal, methodology) in any of the nine
// locales, built from the same seed data the API's seeder writes: the mock shows the real copy.
import { LOCALES, type Locale } from '../../../../api/src/shared/locale.js';
import { exams as examSeeds } from '../../../../api/src/db/seed/data/catalog.js';
import { helpArticles } from '../../../../api/src/db/seed/data/help-articles.js';
import { methodologySections, methodologySummary, methodologyTitle, METHODOLOGY_UPDATED } from '../../../../api/src/db/seed/data/methodology.js';
import { personalityItems } from '../../../../api/src/db/seed/data/personality-items.js';
import { famousPeopleIn } from '../../../../api/src/db/seed/data/famous-people.js';
import { personalityTypes } from '../../../../api/src/db/seed/data/personality-types.js';
import { protocols } from '../../../../api/src/db/seed/data/protocols.js';
import { languageNames } from '../../../../api/src/db/seed/data/catalog-texts.js';

export const MOCK_UPDATED_AT = '2026-11-20T09:00:00.000Z';

export function asLocale(value: unknown, fallback: Locale = 'EN'): Locale {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (LOCALES as readonly string[]).includes(upper) ? (upper as Locale) : fallback;
}

export function examFactory(id: number) {
  const seed = examSeeds.find((exam) => exam.id === id) ?? examSeeds[0];
  return {
    id: seed.id,
    code: seed.code,
    kind: seed.kind.toUpperCase(),
    durationMinutes: seed.durationMinutes,
    questionCount: seed.kind === 'personality' ? personalityItems.length : 0,
    title: ({ locale }: { locale?: string }) => seed.texts.title[asLocale(locale)],
    description: ({ locale }: { locale?: string }) => seed.texts.description[asLocale(locale)],
    questions: ({ locale }: { locale?: string }) => questionsFactory(asLocale(locale)),
  };
}

export const examsFactory = () => examSeeds.map((exam) => examFactory(exam.id));

export function questionsFactory(locale: Locale) {
  return personalityItems.map((item, index) => ({
    id: index + 1,
    key: item.key,
    part: item.part,
    position: index + 1,
    indicator: item.indicator,
    keyed: item.keyed.toUpperCase(),
    locale,
    text: item.text[locale],
  }));
}

export function personalityTypeFactory(code: string, locale: Locale) {
  const index = Math.max(personalityTypes.findIndex((type) => type.code === code.slice(0, 4)), 0);
  const seed = personalityTypes[index]!;
  return {
    code: seed.code,
    position: index + 1,
    title: seed.title[locale],
    summary: seed.summary[locale],
    description: seed.description[locale],
    keywords: seed.keywords[locale],
    famousPeople: famousPeopleIn(seed.famousPeople, locale),
    population: seed.population,
  };
}

export const personalityTypesFactory = (locale: Locale) => personalityTypes.map((type) => personalityTypeFactory(type.code, locale));

export function helpArticleFactory(id: number, locale: Locale) {
  const seed = helpArticles[Math.min(Math.max(id, 1), helpArticles.length) - 1]!;
  return { id, slug: seed.slug, position: seed.order, locale, title: seed.title[locale], body: seed.body[locale] };
}

export const helpArticlesFactory = (locale: Locale) => helpArticles.map((_article, index) => helpArticleFactory(index + 1, locale));

export function protocolFactory(id: number, locale: Locale) {
  const seed = protocols[Math.min(Math.max(id, 1), protocols.length) - 1]!;
  return { id, kind: seed.kind.toUpperCase(), version: seed.version, locale, title: seed.title[locale], body: seed.body[locale], updatedAt: MOCK_UPDATED_AT };
}

export const protocolsFactory = (locale: Locale) => protocols.map((_protocol, index) => protocolFactory(index + 1, locale));

export function privacyAndAgreementFactory(locale: Locale) {
  const id = (kind: string) => protocols.findIndex((protocol) => protocol.kind === kind) + 1;
  return { privacy: protocolFactory(id('privacy'), locale), agreement: protocolFactory(id('agreement'), locale) };
}

export function methodologyFactory(locale: Locale) {
  return {
    locale,
    questionnaireExamId: 1836,
    title: methodologyTitle[locale],
    summary: methodologySummary[locale],
    updated: METHODOLOGY_UPDATED,
    sections: methodologySections.map((section) => ({ id: section.id, title: section.title[locale], body: section.body[locale] })),
  };
}

export function languagesFactory() {
  const tags: Record<Locale, string> = { EN: 'en', CN: 'zh-CN', FR: 'fr', ES: 'es', JA: 'ja', HK: 'zh-HK', DE: 'de', PT: 'pt-BR', KR: 'ko' };
  return LOCALES.map((code) => ({ code, nativeName: languageNames[code], bcp47: tags[code], isDefault: code === 'EN' }));
}

/** Landing counters as SPEC section 1 claims them, with today's figures. */
export function landingStatsFactory(country: string | undefined) {
  return {
    completedToday: 8237,
    completedInRegion: country ? 1204 : 0,
    region: country ?? null,
    totalCompleted: 3_912_406,
    completedLast30Days: 390_823,
    accuracyRating: 4.7,
    ratingCount: 30_412,
    purchasesToday: 412,
    buyersToday: 397,
    marketingFigures: [],
    lastPurchaseAt: new Date(Date.now() - 4 * 60_000).toISOString(),
  };
}

export function reliabilityFactory(examId: number) {
  const indicators = ['EI', 'SN', 'TF', 'JP', 'AT'] as const;
  return {
    examId,
    respondents: 1840,
    minimumRespondents: 30,
    computedAt: MOCK_UPDATED_AT,
    indicators: indicators.map((indicator, index) => ({ indicator, alpha: 0.78 + index * 0.02, items: 12, respondents: 1840 })),
    simulated: {
      respondents: 20000,
      loadingLow: 0.55,
      loadingHigh: 0.75,
      indicators: indicators.map((indicator, index) => ({
        indicator, alpha: 0.84 + index * 0.01, bandCoverage: 0.93, borderlineShare: 0.11, retestAgreementClear: 0.91,
      })),
    },
  };
}
