// The one seeder for development, production start-up and tests. It upserts reference data by natural keys, so
// running it again changes nothing, and it never touches what people create (users, attempts, orders, reports).
// A hash of the rows it writes is kept in seed_state, so start-up skips seeding when the data has not changed
// (seed-check.ts).
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass, EntityData } from '@mikro-orm/core';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/locale.js';
import { Country } from '../../modules/catalog/country.entity.js';
import { Currency } from '../../modules/catalog/currency.entity.js';
import { PaymentMethod, PaymentMethodCode } from '../../modules/catalog/payment-method.entity.js';
import { Plan, type BillingInterval } from '../../modules/catalog/plan.entity.js';
import { SkuPrice } from '../../modules/catalog/sku-price.entity.js';
import { Sku, type SkuKind } from '../../modules/catalog/sku.entity.js';
import { HelpArticle } from '../../modules/content/help-article.entity.js';
import { Protocol, type ProtocolKind } from '../../modules/content/protocol.entity.js';
import { Exam, ExamKind } from '../../modules/exam/exam.entity.js';
import { aPrioriCalibration, itemBank, practiceItems } from '../../modules/iq/index.js';
import { IqCalibration } from '../../modules/iq-test/iq-calibration.entity.js';
import { IqItem } from '../../modules/iq-test/iq-item.entity.js';
import { Language } from '../../modules/language/language.entity.js';
import { PersonalityType } from '../../modules/personality/personality-type.entity.js';
import { PromoCode, type PromoKind } from '../../modules/promo/promo-code.entity.js';
import { type Indicator, KeyedPole, Question } from '../../modules/question/question.entity.js';
import { BCP47, exams, IQ_EXAM_ID, languagePosition, PERSONALITY_EXAM_ID, plans, skusByExam, skuTexts } from './data/catalog.js';
import { languageNames, paymentMethodTexts } from './data/catalog-texts.js';
import { countries, currencies, localPriceMinor } from './data/currencies.js';
import { helpArticles } from './data/help-articles.js';
import { personalityItems } from './data/personality-items.js';
import { personalityTypes } from './data/personality-types.js';
import { promoCodes } from './data/promo-codes.js';
import { protocols } from './data/protocols.js';
import { forgetReferenceData } from '../../modules/reference/reference-data.js';
import { currentReferenceHash, REFERENCE_SEED } from './seed-check.js';
import { SeedState } from './seed-state.entity.js';

/** Inserts new rows and updates changed ones by natural key; ids and update times of existing rows stay. */
async function upsert<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: EntityData<T>[],
  keys: (keyof T & string)[],
  /** Fields the database owns once a row exists (counters): written on insert only. */
  keep: (keyof T & string)[] = [],
): Promise<number> {
  if (rows.length === 0) return 0;
  const properties = em.getMetadata().get(entity).properties as Record<string, unknown>;
  // The ORM types these as deep property paths; plain top-level names are what we pass.
  const exclude = ['id', 'updatedAt', ...keep].filter((field) => field in properties) as never[];
  await em.upsertMany(entity, rows, {
    onConflictFields: keys as never[],
    onConflictAction: 'merge',
    onConflictExcludeFields: exclude,
  });
  return rows.length;
}

export type SeedCounts = Record<string, number>;

const perExam = <T>(make: (examId: number) => T[]) => exams.flatMap((exam) => make(exam.id));

/**
 * Every row the seeder writes, from the data files alone: plans and SKUs are named by code here and resolved to ids
 * when written. `now` fills the time stamps that only new rows take.
 */
function referenceRows(now: Date) {
  const methods = [PaymentMethodCode.CARD, PaymentMethodCode.PAYPAL];
  return {
    languages: LOCALES.map((code) => ({
      code,
      nativeName: languageNames[code],
      bcp47: BCP47[code],
      isDefault: code === DEFAULT_LOCALE,
      position: languagePosition(code),
    })),
    exams: exams.map((exam) => ({
      id: exam.id,
      code: exam.code,
      kind: exam.kind === 'iq' ? ExamKind.IQ : ExamKind.PERSONALITY,
      titles: exam.texts.title,
      descriptions: exam.texts.description,
      durationMinutes: exam.durationMinutes,
      position: exam.position,
    })),
    questions: personalityItems.map((item, index) => ({
      exam: PERSONALITY_EXAM_ID,
      key: item.key,
      part: item.part,
      position: index + 1,
      indicator: item.indicator as Indicator,
      keyed: item.keyed === 'first' ? KeyedPole.FIRST : KeyedPole.SECOND,
      texts: item.text,
    })),
    helpArticles: perExam((examId) => helpArticles.flatMap((article) => LOCALES.map((locale) => ({
      exam: examId,
      slug: article.slug,
      locale,
      position: article.order,
      title: article.title[locale],
      body: article.body[locale],
      updatedAt: now,
    })))),
    protocols: perExam((examId) => protocols.flatMap((protocol) => LOCALES.map((locale) => ({
      exam: examId,
      kind: protocol.kind as ProtocolKind,
      locale,
      version: protocol.version,
      title: protocol.title[locale],
      body: protocol.body[locale],
      updatedAt: now,
    })))),
    currencies: currencies.map(({ code, symbol, fractionDigits, decimalComma }) => ({ code, symbol, fractionDigits, decimalComma })),
    countries: countries.map((country) => ({ ...country })),
    paymentMethods: perExam((examId) => countries.flatMap((country) => methods.map((code, index) => ({
      exam: examId,
      country: country.code,
      code,
      titles: paymentMethodTexts[code],
      position: index + 1,
    })))),
    plans: plans.map((plan) => ({
      code: plan.code,
      titles: plan.texts.title,
      features: plan.texts.features,
      priceMinor: plan.usdMinor,
      currency: 'USD',
      interval: plan.interval as BillingInterval,
      intervalCount: plan.intervalCount,
      trialDays: plan.trialDays,
      position: plan.position,
    })),
    skus: perExam((examId) => (skusByExam.get(examId) ?? []).map((sku, index) => ({
      exam: examId,
      code: sku.code,
      kind: sku.kind as SkuKind,
      planCode: sku.plan ?? null,
      upsellStep: sku.upsellStep ?? null,
      titles: skuTexts[sku.code].title,
      descriptions: skuTexts[sku.code].description,
      position: index + 1,
    }))),
    skuPrices: perExam((examId) => (skusByExam.get(examId) ?? []).flatMap((sku) => currencies.map((currency) => ({
      skuKey: `${examId}:${sku.code}`,
      currency: currency.code,
      amountMinor: localPriceMinor(sku.usdMinor, currency),
      recurringMinor: sku.recurringUsdMinor === undefined ? null : localPriceMinor(sku.recurringUsdMinor, currency),
    })))),
    personalityTypes: personalityTypes.map((type, index) => ({
      code: type.code,
      position: index + 1,
      titles: type.title,
      summaries: type.summary,
      descriptions: type.description,
      keywords: type.keywords,
      famousPeople: type.famousPeople,
      populationOverall: Math.round(type.population.overall * 10),
      populationMale: Math.round(type.population.male * 10),
      populationFemale: Math.round(type.population.female * 10),
    })),
    promoCodes: promoCodes.map((promo) => ({
      code: promo.code,
      kind: promo.kind as PromoKind,
      percentOff: promo.percentOff ?? null,
      amountOffMinor: promo.amountOffMinor ?? null,
      currency: promo.currency ?? null,
      expiresAt: promo.expiresAt ? new Date(promo.expiresAt) : null,
      usageLimit: promo.usageLimit ?? null,
      usedCount: 0,
      createdAt: now,
    })),
    // The IQ bank as the generator makes it (same code, same items), and its a priori calibration.
    iqItems: [...practiceItems().map((item) => ({ item, practice: true })), ...itemBank().map((item) => ({ item, practice: false }))]
      .map(({ item, practice }) => ({
        id: item.id,
        exam: IQ_EXAM_ID,
        practice,
        layout: item.layout,
        families: [...item.families],
        spec: item.spec as unknown as Record<string, unknown>,
        complexity: { ...item.complexity },
        createdAt: now,
      })),
    iqCalibrations: [aPrioriCalibration(itemBank())].map((calibration) => ({
      id: calibration.id,
      version: calibration.version,
      method: calibration.method,
      active: true,
      examinees: 0,
      data: calibration as unknown as Record<string, unknown>,
      createdAt: new Date(calibration.createdAt),
    })),
  };
}

/** SHA-256 of every row the seeder writes (time stamps of new rows aside): changes whenever the seed data does. */
export function referenceDataHash(): string {
  return createHash('sha256').update(JSON.stringify(referenceRows(new Date(0)))).digest('hex');
}

/** Upserts all reference data and records its hash. */
export async function seedDatabase(em: EntityManager): Promise<SeedCounts> {
  return em.transactional(async (tx) => {
    // Only new rows take this: the upsert never overwrites an existing row's update time.
    const now = new Date();
    const rows = referenceRows(now);
    const counts: SeedCounts = {};
    counts.languages = await upsert(tx, Language, rows.languages, ['code']);
    counts.exams = await upsert(tx, Exam, rows.exams, ['id']);
    counts.questions = await upsert(tx, Question, rows.questions, ['exam', 'key']);
    counts.helpArticles = await upsert(tx, HelpArticle, rows.helpArticles, ['exam', 'slug', 'locale']);
    counts.protocols = await upsert(tx, Protocol, rows.protocols, ['exam', 'kind', 'locale']);
    counts.currencies = await upsert(tx, Currency, rows.currencies, ['code']);
    counts.countries = await upsert(tx, Country, rows.countries, ['code']);
    counts.paymentMethods = await upsert(tx, PaymentMethod, rows.paymentMethods, ['exam', 'country', 'code']);
    counts.plans = await upsert(tx, Plan, rows.plans, ['code']);
    const planIds = new Map((await tx.find(Plan, {})).map((plan) => [plan.code, plan.id]));
    counts.skus = await upsert(tx, Sku, rows.skus.map(({ planCode, ...sku }) => ({
      ...sku, plan: planCode ? planIds.get(planCode) : null,
    })), ['exam', 'code']);
    const skuIds = new Map((await tx.find(Sku, {})).map((sku) => [`${sku.exam.id}:${sku.code}`, sku.id]));
    counts.skuPrices = await upsert(tx, SkuPrice, rows.skuPrices.map(({ skuKey, ...price }) => ({
      ...price, sku: skuIds.get(skuKey),
    })), ['sku', 'currency']);
    counts.personalityTypes = await upsert(tx, PersonalityType, rows.personalityTypes, ['code']);
    counts.promoCodes = await upsert(tx, PromoCode, rows.promoCodes, ['code'], ['usedCount', 'createdAt']);
    counts.iqItems = await upsert(tx, IqItem, rows.iqItems, ['id'], ['createdAt']);
    // Only a new row starts active: a recalibration that replaced it stays in force.
    counts.iqCalibrations = await upsert(tx, IqCalibration, rows.iqCalibrations, ['id'], ['active']);
    await tx.upsert(SeedState, { name: REFERENCE_SEED, contentHash: await currentReferenceHash(), seededAt: now });
    return counts;
  }).finally(() => forgetReferenceData());
}

