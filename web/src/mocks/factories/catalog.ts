// Factories of what is sold: countries and their currencies, SKUs and plans priced per country, payment methods,
// price quotes and orders, from the seed catalog and its price rule.
import type { Locale } from '../../../../api/src/shared/locale.js';
import { plans as planSeeds, skusByExam, skuTexts, type SkuSeed } from '../../../../api/src/db/seed/data/catalog.js';
import { paymentMethodTexts, planTexts } from '../../../../api/src/db/seed/data/catalog-texts.js';
import { countries, currencies, localPriceMinor } from '../../../../api/src/db/seed/data/currencies.js';
import { CONSENT_VERSION, renderConsent } from '../../../../api/src/modules/order/consent.js';

export { CONSENT_VERSION };

export function currencyOf(country: string | undefined) {
  const code = countries.find((candidate) => candidate.code === country?.toUpperCase())?.currency ?? 'USD';
  return currencies.find((currency) => currency.code === code) ?? currencies.find((currency) => currency.code === 'USD')!;
}

function currencyType(country: string | undefined) {
  const { code, symbol, fractionDigits, decimalComma } = currencyOf(country);
  return { code, symbol, fractionDigits, decimalComma };
}

export function money(usdMinor: number, country: string | undefined) {
  return { amountMinor: localPriceMinor(usdMinor, currencyOf(country)), currency: currencyType(country) };
}

export const countriesFactory = () => countries.map((country) => ({ code: country.code, name: country.name, continent: country.continent, currency: currencyType(country.code) }));

function planFactory(code: string, country: string | undefined, locale: Locale) {
  const index = planSeeds.findIndex((plan) => plan.code === code);
  const seed = planSeeds[Math.max(index, 0)]!;
  return {
    id: index + 1,
    code: seed.code,
    title: planTexts[seed.code].title[locale],
    features: planTexts[seed.code].features[locale],
    interval: seed.interval,
    intervalCount: seed.intervalCount,
    trialDays: seed.trialDays,
    price: money(seed.usdMinor, country),
  };
}

export const plansFactory = (locale: Locale, country = 'US') => planSeeds.map((plan) => planFactory(plan.code, country, locale));

interface Priced { examId: number; seed: SkuSeed; id: number }

/** Every SKU with a stable id: the personality exam's first, then the IQ exam's. */
const allSkus: Priced[] = [...skusByExam.entries()].flatMap(([examId, skus]) => skus.map((seed) => ({ examId, seed })))
  .map((sku, index) => ({ ...sku, id: index + 1 }));

export const findSku = (id: number) => allSkus.find((sku) => sku.id === id);
export const skuByCode = (examId: number, code: string) => allSkus.find((sku) => sku.examId === examId && sku.seed.code === code);

export function skuFactory({ id, seed }: Priced, country: string | undefined, locale: Locale, purchased?: boolean) {
  return {
    id,
    code: seed.code,
    kind: seed.kind.toUpperCase(),
    title: skuTexts[seed.code].title[locale],
    description: skuTexts[seed.code].description[locale],
    price: money(seed.usdMinor, country),
    recurringPrice: seed.recurringUsdMinor ? money(seed.recurringUsdMinor, country) : null,
    upsellStep: seed.upsellStep ?? null,
    plan: seed.plan ? planFactory(seed.plan, country, locale) : null,
    ...(purchased === undefined ? {} : { purchased }),
  };
}

export const skusFactory = (examId: number, country: string, locale: Locale) =>
  allSkus.filter((sku) => sku.examId === examId && !sku.seed.upsellStep).map((sku) => skuFactory(sku, country, locale));

export const upsellFactory = (examId: number, country: string, locale: Locale, owned: (code: string) => boolean, step?: number | null) =>
  allSkus.filter((sku) => sku.examId === examId && sku.seed.upsellStep && (!step || sku.seed.upsellStep === step))
    .map((sku) => skuFactory(sku, country, locale, owned(sku.seed.code)));

export const planSkusFactory = (examId: number, country: string, locale: Locale, owned: (code: string) => boolean) =>
  allSkus.filter((sku) => sku.examId === examId && sku.seed.kind === 'subscription')
    .map((sku) => skuFactory(sku, country, locale, owned(sku.seed.code)));

export const paymentMethodsFactory = (locale: Locale) => [
  { id: 1, code: 'CARD', title: paymentMethodTexts.card[locale] },
  { id: 2, code: 'PAYPAL', title: paymentMethodTexts.paypal[locale] },
];

/** The terms a subscription is sold on, as checkout shows them before the buyer agrees. */
export function termsFactory(sku: Priced, country: string, locale: Locale = 'EN') {
  if (sku.seed.kind !== 'subscription' || !sku.seed.plan) return null;
  const plan = planSeeds.find((candidate) => candidate.code === sku.seed.plan)!;
  const recurring = money(sku.seed.recurringUsdMinor ?? plan.usdMinor, country);
  const trialDays = sku.seed.usdMinor === 0 ? plan.trialDays : 0;
  const terms = { trialDays, recurringMinor: recurring.amountMinor, currency: recurring.currency.code, interval: plan.interval, intervalCount: plan.intervalCount };
  return {
    version: CONSENT_VERSION,
    trialDays,
    interval: plan.interval,
    recurringAmount: recurring,
    // The API's own text and money formatter, so mock mode shows what production stores.
    text: renderConsent(terms, recurring.currency.fractionDigits, locale),
  };
}

const PROMOS: Record<string, number> = { WELCOME10: 0.1 };

export function quoteFactory(sku: Priced, country: string, promoCode?: string | null, locale: Locale = 'EN') {
  const list = money(sku.seed.usdMinor, country);
  const rate = promoCode ? PROMOS[promoCode.trim().toUpperCase()] : undefined;
  const discountMinor = rate ? Math.round(list.amountMinor * rate) : 0;
  return {
    listAmount: list,
    discount: { ...list, amountMinor: discountMinor },
    amount: { ...list, amountMinor: list.amountMinor - discountMinor },
    terms: termsFactory(sku, country, locale),
    known: !promoCode || rate !== undefined,
  };
}
