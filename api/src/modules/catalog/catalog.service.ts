// Countries, payment methods, plans and SKUs priced in a country's currency.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { pick, type Locale } from '../../shared/locale.js';
import { requireExam } from '../exam/exam.service.js';
import { Country } from './country.entity.js';
import type { Currency } from './currency.entity.js';
import { PaymentMethod } from './payment-method.entity.js';
import { Plan } from './plan.entity.js';
import { SkuPrice } from './sku-price.entity.js';
import { Sku } from './sku.entity.js';
import { CatalogErrorCode, type CurrencyType, type Money, type PlanType, type SkuType } from './catalog.types.js';
import { isDbId } from '../../shared/ids.js';

export function listCountries(em: EntityManager): Promise<Country[]> {
  return em.find(Country, {}, { populate: ['currency'], orderBy: { name: 'asc' } });
}

export async function requireCountry(em: EntityManager, code: string): Promise<Country> {
  const normalized = code.trim().toUpperCase();
  const country = /^[A-Z]{2}$/.test(normalized)
    ? await em.findOne(Country, { code: normalized }, { populate: ['currency'] })
    : null;
  if (!country) {
    throw new AppError(CatalogErrorCode.COUNTRY_NOT_FOUND, 'not_found', `No country with code '${code.slice(0, 8)}'.`);
  }
  return country;
}

export async function listPaymentMethods(em: EntityManager, examId: number, countryCode: string): Promise<PaymentMethod[]> {
  await requireExam(em, examId);
  const country = await requireCountry(em, countryCode);
  return em.find(PaymentMethod, { exam: examId, country, enabled: true }, { orderBy: { position: 'asc' } });
}

export function toCurrencyType(currency: Currency): CurrencyType {
  const { code, symbol, fractionDigits, decimalComma } = currency;
  return { code, symbol, fractionDigits, decimalComma };
}

export function toPlanType(plan: Plan, locale: Locale): PlanType {
  return {
    id: plan.id,
    code: plan.code,
    title: pick(plan.titles, locale) ?? plan.code,
    features: pick(plan.features, locale) ?? [],
    price: { amountMinor: plan.priceMinor, currency: toCurrencyType(plan.currency) },
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    trialDays: plan.trialDays,
  };
}

export function listPlans(em: EntityManager): Promise<Plan[]> {
  return em.find(Plan, { active: true }, { populate: ['currency'], orderBy: { position: 'asc' } });
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
  const skus = await em.find(
    Sku,
    { exam: examId, active: true, ...(filter.skuId === undefined ? {} : { id: filter.skuId }) },
    { populate: ['plan', 'plan.currency'], orderBy: { position: 'asc' } },
  );
  const prices = await em.find(SkuPrice, { sku: { $in: skus.map((sku) => sku.id) }, currency: country.currency });
  const priceBySku = new Map(prices.map((price) => [price.sku.id, price]));
  const currency = toCurrencyType(country.currency);
  return skus.flatMap((sku) => {
    const price = priceBySku.get(sku.id);
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
export const money = (amountMinor: number, currency: Currency): Money => ({ amountMinor, currency: toCurrencyType(currency) });
