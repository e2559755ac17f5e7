// The reference data every request reads (exams, questions, currencies, countries, plans, SKUs, prices, payment
// methods) as one per-process cache of plain frozen objects, never as managed entities: the funnel read the same rows
// dozens of times per buyer, and hydrating and change-tracking them was most of its CPU time (README, benchmarks).
//
// Invalidation: only the seeder writes these tables, at start-up, and it records a hash of what it wrote in
// `seed_state`. A cached copy is trusted for REVALIDATE_MS; after that the next caller compares that hash (one small
// query) and reloads everything when it changed, e.g. when a newer release's process re-seeded the shared database.
// So a change made by the seeder shows within REVALIDATE_MS; a hand edit of these tables without re-seeding shows
// after a restart (or at the next hash change).
import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERENCE_SEED } from '../../db/seed/seed-check.js';
import type { Localized, LocalizedList } from '../../shared/locale.js';
import type { ExamKind } from '../exam/exam.entity.js';
import type { Indicator, KeyedPole } from '../question/question.entity.js';
import type { BillingInterval } from '../catalog/plan.entity.js';
import type { SkuKind } from '../catalog/sku.entity.js';
import type { PaymentMethodCode } from '../catalog/payment-method.entity.js';

export const REVALIDATE_MS = 30_000;

export interface ExamData {
  readonly id: number;
  readonly code: string;
  readonly kind: ExamKind;
  readonly titles: Readonly<Localized>;
  readonly descriptions: Readonly<Localized>;
  readonly durationMinutes: number;
  readonly active: boolean;
  readonly position: number;
}

export interface QuestionData {
  readonly id: number;
  readonly examId: number;
  readonly key: string;
  readonly part: number;
  readonly position: number;
  readonly indicator?: Indicator;
  readonly keyed?: KeyedPole;
  readonly texts: Readonly<Localized>;
  readonly stimulus?: Readonly<Record<string, unknown>>;
  readonly correctOption?: number;
}

export interface CurrencyData {
  readonly code: string;
  readonly symbol: string;
  readonly fractionDigits: number;
  readonly decimalComma: boolean;
}

export interface CountryData {
  readonly code: string;
  readonly name: string;
  readonly continent: string;
  readonly currency: CurrencyData;
}

export interface PlanData {
  readonly id: number;
  readonly code: string;
  readonly titles: Readonly<Localized>;
  readonly features: Readonly<LocalizedList>;
  readonly priceMinor: number;
  readonly currency: CurrencyData;
  readonly interval: BillingInterval;
  readonly intervalCount: number;
  readonly trialDays: number;
  readonly position: number;
  readonly active: boolean;
}

export interface SkuData {
  readonly id: number;
  readonly examId: number;
  readonly code: string;
  readonly kind: SkuKind;
  readonly plan?: PlanData;
  readonly upsellStep?: number;
  readonly titles: Readonly<Localized>;
  readonly descriptions: Readonly<Localized>;
  readonly position: number;
  readonly active: boolean;
}

export interface SkuPriceData {
  readonly skuId: number;
  readonly currency: string;
  readonly amountMinor: number;
  readonly recurringMinor?: number;
}

export interface PaymentMethodData {
  readonly id: number;
  readonly examId: number;
  readonly country: string;
  readonly code: PaymentMethodCode;
  readonly titles: Readonly<Localized>;
  readonly position: number;
  readonly enabled: boolean;
}

export interface ReferenceData {
  /** The seed hash this copy was read under (null when the database has no seed state). */
  readonly hash: string | null;
  readonly exams: ReadonlyMap<number, ExamData>;
  /** Every exam's questions in presentation order (an exam without questions has an empty list). */
  readonly questionsByExam: ReadonlyMap<number, readonly QuestionData[]>;
  /** Every exam's question keys: what a saved answer is checked against. */
  readonly questionKeysByExam: ReadonlyMap<number, ReadonlySet<string>>;
  readonly currencies: ReadonlyMap<string, CurrencyData>;
  readonly countries: ReadonlyMap<string, CountryData>;
  readonly plans: ReadonlyMap<number, PlanData>;
  readonly skus: ReadonlyMap<number, SkuData>;
  /** Price of a SKU in a currency, keyed `${skuId}:${currency}`. */
  readonly prices: ReadonlyMap<string, SkuPriceData>;
  /** Payment methods of an exam in a country in display order, keyed `${examId}:${country}`. */
  readonly paymentMethods: ReadonlyMap<string, readonly PaymentMethodData[]>;
}

type Row = Record<string, unknown>;

const HASH_SQL = `select content_hash from seed_state where name = '${REFERENCE_SEED}'`;

/** Deep-frozen, so a caller that mutates a cached object fails loudly instead of changing every later request. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // A frozen Map still takes set(); its entries are frozen, and it is only ever handed out as a ReadonlyMap.
    for (const inner of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const optional = <T>(value: unknown): T | undefined => (value === null || value === undefined ? undefined : value as T);

/** The seeder's hash; null when it has not run on this database (the migrations always create the table). */
async function readHash(em: EntityManager): Promise<string | null> {
  const rows = await em.execute<Row[]>(HASH_SQL);
  return (rows[0]?.content_hash as string | undefined) ?? null;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Reads every reference table with the caller's EntityManager (so inside its transaction, if any). */
async function load(em: EntityManager): Promise<ReferenceData> {
  const hash = await readHash(em);
  const all = (sql: string) => em.execute<Row[]>(sql);
  const currencies = new Map((await all('select code, symbol, fraction_digits, decimal_comma from currency')).map((row) => [row.code as string, {
    code: row.code as string, symbol: row.symbol as string, fractionDigits: Number(row.fraction_digits), decimalComma: Boolean(row.decimal_comma),
  }]));
  const currency = (code: unknown) => currencies.get(code as string)!;
  const exams = new Map((await all('select id, code, kind, titles, descriptions, duration_minutes, active, position from exam order by position')).map((row) => [Number(row.id), {
    id: Number(row.id), code: row.code as string, kind: row.kind as ExamKind, titles: row.titles as Localized, descriptions: row.descriptions as Localized,
    durationMinutes: Number(row.duration_minutes), active: Boolean(row.active), position: Number(row.position),
  }]));
  const questions = (await all(`select id, exam_id, key, part, position, indicator, keyed, texts, stimulus, correct_option
    from question order by exam_id, position`)).map((row): QuestionData => ({
    id: Number(row.id), examId: Number(row.exam_id), key: row.key as string, part: Number(row.part), position: Number(row.position),
    indicator: optional<Indicator>(row.indicator), keyed: optional<KeyedPole>(row.keyed), texts: row.texts as Localized,
    stimulus: optional<Record<string, unknown>>(row.stimulus), correctOption: optional<number>(row.correct_option),
  }));
  const byExam = groupBy(questions, (question) => question.examId);
  const questionsByExam = new Map([...exams.keys()].map((id) => [id, byExam.get(id) ?? []]));
  const questionKeysByExam = new Map([...questionsByExam].map(([id, list]) => [id, new Set(list.map((question) => question.key))]));
  const countries = new Map((await all('select code, name, continent, currency from country')).map((row) => [row.code as string, {
    code: row.code as string, name: row.name as string, continent: row.continent as string, currency: currency(row.currency),
  }]));
  const plans = new Map((await all(`select id, code, titles, features, price_minor, currency, interval, interval_count, trial_days, position, active
    from plan`)).map((row) => [Number(row.id), {
    id: Number(row.id), code: row.code as string, titles: row.titles as Localized, features: row.features as LocalizedList,
    priceMinor: Number(row.price_minor), currency: currency(row.currency), interval: row.interval as BillingInterval,
    intervalCount: Number(row.interval_count), trialDays: Number(row.trial_days), position: Number(row.position), active: Boolean(row.active),
  }]));
  const skus = new Map((await all(`select id, exam_id, code, kind, plan_id, upsell_step, titles, descriptions, position, active
    from sku order by position, id`)).map((row) => [Number(row.id), {
    id: Number(row.id), examId: Number(row.exam_id), code: row.code as string, kind: row.kind as SkuKind,
    plan: row.plan_id === null ? undefined : plans.get(Number(row.plan_id)), upsellStep: optional<number>(row.upsell_step),
    titles: row.titles as Localized, descriptions: row.descriptions as Localized, position: Number(row.position), active: Boolean(row.active),
  }]));
  const prices = new Map((await all('select sku_id, currency, amount_minor, recurring_minor from sku_price')).map((row) => [`${row.sku_id}:${row.currency}`, {
    skuId: Number(row.sku_id), currency: row.currency as string, amountMinor: Number(row.amount_minor), recurringMinor: optional<number>(row.recurring_minor),
  }]));
  const methods = (await all('select id, exam_id, country, code, titles, position, enabled from payment_method order by position, id')).map((row): PaymentMethodData => ({
    id: Number(row.id), examId: Number(row.exam_id), country: row.country as string, code: row.code as PaymentMethodCode,
    titles: row.titles as Localized, position: Number(row.position), enabled: Boolean(row.enabled),
  }));
  const paymentMethods = groupBy(methods, (method) => `${method.examId}:${method.country}`);
  return deepFreeze({ hash, exams, questionsByExam, questionKeysByExam, currencies, countries, plans, skus, prices, paymentMethods });
}

let cached: { data: ReferenceData; checkedAt: number } | undefined;
let revalidating = false;

/**
 * The reference data. Cold, each caller loads it with its own EntityManager (a shared in-flight load could wait on a
 * transaction that waits on it, on the embedded database's single session); stale, one caller checks the seed hash
 * while the others keep using the copy they have.
 */
export async function referenceData(em: EntityManager, now = Date.now()): Promise<ReferenceData> {
  if (cached && (trustedReferenceData(now) || revalidating)) return cached.data;
  if (!cached) {
    const data = await load(em);
    cached ??= { data, checkedAt: now };
    return cached.data;
  }
  revalidating = true;
  try {
    const current = cached;
    const hash = await readHash(em);
    cached = hash !== null && hash === current.data.hash ? { data: current.data, checkedAt: now } : { data: await load(em), checkedAt: now };
    return cached.data;
  } finally {
    revalidating = false;
  }
}

/**
 * The cached copy while it is trusted without a check (see above), else undefined: answers computed from it
 * (http/reference-answers.ts) are kept only as long as this returns the same copy.
 */
export function trustedReferenceData(now = Date.now()): ReferenceData | undefined {
  return cached && now - cached.checkedAt < REVALIDATE_MS ? cached.data : undefined;
}

/** Forgets the cached copy (the seeder calls it after writing, tests after changing reference rows). */
export function forgetReferenceData(): void {
  cached = undefined;
}

/** The active exam with this id, if any. */
export async function cachedExam(em: EntityManager, id: number): Promise<ExamData | undefined> {
  const exam = (await referenceData(em)).exams.get(id);
  return exam?.active ? exam : undefined;
}

/** An exam's questions in presentation order (empty for an unknown exam). */
export async function cachedQuestions(em: EntityManager, examId: number): Promise<readonly QuestionData[]> {
  return (await referenceData(em)).questionsByExam.get(examId) ?? [];
}
