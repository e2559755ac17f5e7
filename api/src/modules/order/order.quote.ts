// Prices and subscription terms before ordering, for the offer page: the same rules as createOrder.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import type { BillingInterval } from '../catalog/plan.entity.js';
import { referenceData, type CurrencyData } from '../reference/reference-data.js';
import { orderFail, orderOk, OrderErrorCode, type OrderResult } from './order.codes.js';
import { CONSENT_VERSION, renderConsent } from './consent.js';
import type { ConsentTerms } from './consent.js';
import { priceSku } from './order.pricing.js';
import type { CheckoutTermsType, PriceQuoteType } from './order.types.js';
import { findSku, money } from '../catalog/catalog.service.js';
import { cleanCountry } from '../../shared/country.js';

export function toTermsType(terms: ConsentTerms, currency: CurrencyData, locale: Locale): CheckoutTermsType {
  return {
    version: CONSENT_VERSION,
    text: renderConsent(terms, currency.fractionDigits, locale),
    trialDays: terms.trialDays,
    recurringAmount: money(terms.recurringMinor, currency),
    interval: terms.interval as BillingInterval,
  };
}

export async function quotePrice(
  em: EntityManager,
  args: { examId: number; skuId: number; country: string; promoCode?: string | null },
  locale: Locale,
  now: Date,
): Promise<OrderResult<PriceQuoteType>> {
  const sku = Number.isSafeInteger(args.examId) ? await findSku(em, args.examId, args.skuId) : undefined;
  if (!sku) return orderFail(OrderErrorCode.SKU_NOT_FOUND, 'No such item for this test.', 'skuId');
  const code = cleanCountry(args.country);
  const country = code ? (await referenceData(em)).countries.get(code) : undefined;
  if (!country) return orderFail(OrderErrorCode.COUNTRY_NOT_FOUND, 'We do not sell in this country yet.', 'country');
  const priced = await priceSku(em, sku, country.currency, args.promoCode, now);
  if (!priced.ok) return priced;
  const currency = country.currency;
  return orderOk({
    amount: money(priced.value.amountMinor, currency),
    listAmount: money(priced.value.listMinor, currency),
    discount: money(priced.value.discountMinor, currency),
    terms: priced.value.terms ? toTermsType(priced.value.terms, currency, locale) : undefined,
  });
}
