// Countries, payment methods, plans and SKUs priced in a country's currency, read from the reference-data cache.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { pick, type Locale } from '../../shared/locale.js';
import { requireExam } from '../exam/exam.service.js';
import {
  referenceData,
  type CountryData,
  type CurrencyData,
  type PaymentMethodData,
  type PlanData,
  type SkuData,
  type SkuPriceData,
} from '../reference/reference-data.js';
import { CatalogErrorCode, type CurrencyType, type Money, type PlanType, type SkuType } from './catalog.types.js';
import { isDbId } from '../../shared/ids.js';

export async function listCountries(em: EntityManager): Promise<CountryData[]> {
  return [...(await referenceData(em)).countries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export async function requireCountry(em: EntityManager, code: string): Promise<CountryData> {
  const normalized = code.trim().toUpperCase();
  const country = /^[A-Z]{2}$/.test(normalized) ? (await referenceData(em)).countries.get(normalized) : undefined;
  if (!country) {
    throw new AppError(CatalogErrorCode.COUNTRY_NOT_FOUND, 'not_found', `No country with code '${code.slice(0, 8)}'.`);
  }
  return country;
}

/** Enabled payment methods of an exam in a country, in display order. */
export async function offeredMethods(em: EntityManager, examId: number, countryCode: string): Promise<PaymentMethodData[]> {
  const methods = (await referenceData(em)).paymentMethods.get(`${examId}:${countryCode}`) ?? [];
  return methods.filter((method) => method.enabled);
}

export async function listPaymentMethods(em: EntityManager, examId: number, countryCode: string): Promise<PaymentMethodData[]> {
  await requireExam(em, examId);
  const country = await requireCountry(em, countryCode);
  return offeredMethods(em, examId, country.code);
}

export function toCurrencyType(currency: CurrencyData): CurrencyType {
  const { code, symbol, fractionDigits, decimalComma } = currency;
  return { code, symbol, fractionDigits, decimalComma };
}

export function toPlanType(plan: PlanData, locale: Locale): PlanType {
  return {
    id: plan.id,
    code: plan.code,
    title: pick(plan.titles, locale) ?? plan.code,
    features: [...(pick(plan.features, locale) ?? [])],
    price: { amountMinor: plan.priceMinor, currency: toCurrencyType(plan.currency) },
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    trialDays: plan.trialDays,
  };
}

export async function listPlans(em: EntityManager): Promise<PlanData[]> {
  return [...(await referenceData(em)).plans.values()].filter((plan) => plan.active).sort((a, b) => a.position - b.position);
}

/** An active SKU of an exam (reference data, never a managed entity). */
export async function findSku(em: EntityManager, examId: number, skuId: number): Promise<SkuData | undefined> {
  const sku = isDbId(skuId) ? (await referenceData(em)).skus.get(skuId) : undefined;
  return sku && sku.active && sku.examId === examId ? sku : undefined;
}

/** The price of a SKU in a currency, if it is sold in it. */
export async function findPrice(em: EntityManager, skuId: number, currency: string): Promise<SkuPriceData | undefined> {
  return (await referenceData(em)).prices.get(`${skuId}:${currency}`);
}

/** SKUs of an exam priced in the country's currency; a SKU without a price there is not offered. */
export async function listSkus(
  em: EntityManager,
  examId: number,
  countryCode: string,
  locale: Locale,
  filter: { skuId?: number } = {},
): Promise<SkuType[]> {
  await requireExam(em, examId);
  const country = await requireCountry(em, countryCode);
  const reference = await referenceData(em);
  const skus = [...reference.skus.values()]
    .filter((sku) => sku.examId === examId && sku.active && (filter.skuId === undefined || sku.id === filter.skuId))
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const currency = toCurrencyType(country.currency);
  return skus.flatMap((sku) => {
    const price = reference.prices.get(`${sku.id}:${country.currency.code}`);
    if (!price) return [];
    return [{
      id: sku.id,
      code: sku.code,
      kind: sku.kind,
      upsellStep: sku.upsellStep ?? undefined,
      title: pick(sku.titles, locale) ?? sku.code,
      description: pick(sku.descriptions, locale) ?? '',
      price: { amountMinor: price.amountMinor, currency },
      recurringPrice: price.recurringMinor === undefined || price.recurringMinor === null
        ? undefined
        : { amountMinor: price.recurringMinor, currency },
      plan: sku.plan ? toPlanType(sku.plan, locale) : undefined,
    }];
  });
}

export async function requireSku(
  em: EntityManager,
  examId: number,
  skuId: number,
  countryCode: string,
  locale: Locale,
): Promise<SkuType> {
  const valid = isDbId(skuId);
  const [sku] = valid ? await listSkus(em, examId, countryCode, locale, { skuId }) : [];
  if (!sku) throw new AppError(CatalogErrorCode.SKU_NOT_FOUND, 'not_found', `No SKU ${skuId} for exam ${examId}.`);
  return sku;
}

/** An amount in hundredths with the currency that shows it. */
export const money = (amountMinor: number, currency: CurrencyData): Money => ({ amountMinor, currency: toCurrencyType(currency) });
