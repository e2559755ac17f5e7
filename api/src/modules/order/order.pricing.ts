// What an order costs: the SKU's price in the buyer's currency (never a client's number), less a valid promo code.
import type { EntityManager } from '@mikro-orm/postgresql';
import { findPrice } from '../catalog/catalog.service.js';
import { SkuKind } from '../catalog/sku.entity.js';
import type { CurrencyData, PlanData, SkuData, SkuPriceData } from '../reference/reference-data.js';
import type { PromoCode } from '../promo/promo-code.entity.js';
import type { PromoRejection } from '../promo/promo.rules.js';
import { quotePromo } from '../promo/promo.service.js';
import { orderFail, orderOk, OrderErrorCode, type OrderResult } from './order.codes.js';
import type { ConsentTerms } from './consent.js';

export interface PricedSku {
  listMinor: number;
  discountMinor: number;
  amountMinor: number;
  promo?: PromoCode;
  /** Set for subscription SKUs: what the consent has to say. */
  terms?: ConsentTerms;
}

const PROMO_ERRORS: Record<PromoRejection, [OrderErrorCode, string]> = {
  not_found: [OrderErrorCode.PROMO_NOT_FOUND, 'This promo code does not exist.'],
  expired: [OrderErrorCode.PROMO_EXPIRED, 'This promo code has expired.'],
  exhausted: [OrderErrorCode.PROMO_EXHAUSTED, 'This promo code has been used up.'],
  currency_mismatch: [OrderErrorCode.PROMO_CURRENCY_MISMATCH, 'This promo code is not valid in your currency.'],
  not_applicable: [OrderErrorCode.PROMO_NOT_APPLICABLE, 'This promo code cannot be used for this item.'],
};

/** What pricing reads of a SKU (the cached SkuData; a Sku entity has the same shape). */
export type PricingSku = Pick<SkuData, 'id' | 'kind'> & { plan?: Pick<PlanData, 'trialDays' | 'interval' | 'intervalCount'> | null };

export function consentTerms(sku: PricingSku, price: Pick<SkuPriceData, 'amountMinor' | 'recurringMinor'>, currency: Pick<CurrencyData, 'code'>): ConsentTerms | undefined {
  if (sku.kind !== SkuKind.SUBSCRIPTION || !sku.plan) return undefined;
  return {
    // A trial is free days before the first charge: the plan has them and nothing is due today.
    trialDays: price.amountMinor === 0 ? sku.plan.trialDays : 0,
    recurringMinor: price.recurringMinor ?? price.amountMinor,
    currency: currency.code,
    interval: sku.plan.interval,
    intervalCount: sku.plan.intervalCount,
  };
}

export async function priceSku(
  em: EntityManager,
  sku: PricingSku,
  currency: CurrencyData,
  promoCode: string | null | undefined,
  now: Date,
): Promise<OrderResult<PricedSku>> {
  const price = await findPrice(em, sku.id, currency.code);
  if (!price) return orderFail(OrderErrorCode.PRICE_NOT_AVAILABLE, `This item is not sold in ${currency.code}.`, 'country');
  const terms = consentTerms(sku, price, currency);
  if (!promoCode?.trim()) return orderOk({ listMinor: price.amountMinor, discountMinor: 0, amountMinor: price.amountMinor, terms });
  const quote = await quotePromo(em, promoCode, { amountMinor: price.amountMinor, currency: currency.code, fractionDigits: currency.fractionDigits }, now);
  if (!quote.check.ok) {
    const [code, message] = PROMO_ERRORS[quote.check.reason];
    return orderFail(code, message, 'promoCode');
  }
  const discountMinor = quote.check.discountMinor;
  return orderOk({ listMinor: price.amountMinor, discountMinor, amountMinor: price.amountMinor - discountMinor, promo: quote.promo, terms });
}
