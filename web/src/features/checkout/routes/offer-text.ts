// The offer page's words built from API data: plan options with honest price lines, the subscription terms beside the
// consent box, and the totals. Pure functions of intl and data, so the container stays small.
import type { IntlShape } from 'react-intl';
import type { CheckoutOfferQuery, CheckoutQuoteQuery } from '../api';
import { formatPrice, monthlySaving, weeklyPerMonth } from '../logic/price';
import { offerMessages as m } from '../offer-messages';
import type { PlanOption } from '../components/PlanChoice';
import type { SummaryRows } from '../components/OrderSummary';

export type OfferSku = CheckoutOfferQuery['skus'][number];
export type Quote = NonNullable<CheckoutQuoteQuery['priceQuote']['quote']>;
type Money = OfferSku['price'];

const DAY_MS = 24 * 60 * 60 * 1000;

const UNITS = { DAY: m.unitDay, WEEK: m.unitWeek, MONTH: m.unitMonth, YEAR: m.unitYear } as const;

/** The word of a billing interval ('week'), for "per {unit}". */
export function unitOf(intl: IntlShape, interval: string): string {
  return intl.formatMessage(UNITS[interval as keyof typeof UNITS] ?? m.unitMonth);
}

/** SKUs bought on the offer page: the report and the plans, not the upsells that follow a purchase. */
export function firstPurchaseSkus(skus: readonly OfferSku[]): OfferSku[] {
  return skus.filter((sku) => (sku.upsellStep === null || sku.upsellStep === undefined) && (sku.kind === 'REPORT' || sku.kind === 'SUBSCRIPTION'));
}

export function planOptions(intl: IntlShape, skus: readonly OfferSku[]): PlanOption[] {
  const price = (money: Money) => formatPrice(money, intl.locale);
  const weekly = skus.find((sku) => sku.plan?.interval === 'WEEK' && sku.recurringPrice)?.recurringPrice ?? null;
  return skus.map((sku) => {
    const recurring = sku.recurringPrice ?? sku.price;
    const interval = sku.plan?.interval ?? 'MONTH';
    if (sku.kind !== 'SUBSCRIPTION' || !sku.plan) {
      return { id: sku.id, title: sku.title, price: price(sku.price), notes: [intl.formatMessage(m.oneTime)] };
    }
    const notes: string[] = [];
    if (interval === 'WEEK') notes.push(intl.formatMessage(m.perMonth, { price: price(weeklyPerMonth(recurring)) }));
    if (interval === 'MONTH' && weekly) {
      const saving = monthlySaving(recurring, weeklyPerMonth(weekly));
      if (saving.amountMinor > 0) notes.push(intl.formatMessage(m.monthlySaving, { saving: price(saving) }));
    }
    const trial = sku.price.amountMinor === 0 && sku.plan.trialDays > 0;
    return {
      id: sku.id,
      title: sku.title,
      badge: trial ? intl.formatMessage(m.trialBadge) : undefined,
      price: trial
        ? intl.formatMessage(m.trialLine, { days: sku.plan.trialDays, price: price(recurring), unit: unitOf(intl, interval) })
        : intl.formatMessage(m.recurring, { price: price(recurring), unit: unitOf(intl, interval) }),
      notes,
    };
  });
}

/** When the next period starts for a plan paid today. */
export function nextPeriod(now: number, interval: string): Date {
  const date = new Date(now);
  if (interval === 'DAY') date.setDate(date.getDate() + 1);
  else if (interval === 'WEEK') date.setDate(date.getDate() + 7);
  else if (interval === 'YEAR') date.setFullYear(date.getFullYear() + 1);
  else date.setMonth(date.getMonth() + 1);
  return date;
}

function firstChargeDate(intl: IntlShape, trialDays: number, now: number): string {
  return intl.formatDate(new Date(now + trialDays * DAY_MS), { dateStyle: 'long' });
}

/** The lines beside the consent box: today, and the renewal (into what, at what price, when); CancelLine follows. */
export function termsLines(intl: IntlShape, terms: NonNullable<Quote['terms']>, sku: OfferSku, due: Money, now: number): string[] {
  const price = formatPrice(terms.recurringAmount, intl.locale);
  const lines: string[] = [];
  if (terms.trialDays > 0) {
    const date = firstChargeDate(intl, terms.trialDays, now);
    lines.push(intl.formatMessage(m.consentTrial, { days: terms.trialDays, date }));
    lines.push(intl.formatMessage(m.consentRenews, { plan: sku.plan?.title ?? sku.title, price, unit: unitOf(intl, terms.interval), date }));
  } else {
    lines.push(intl.formatMessage(m.consentPaid, { price: formatPrice(due, intl.locale), unit: unitOf(intl, terms.interval) }));
  }
  return lines;
}

export function summaryRows(intl: IntlShape, sku: OfferSku, quote: Quote | null, now: number): SummaryRows {
  const price = (money: Money) => formatPrice(money, intl.locale);
  const list = quote?.listAmount ?? sku.price;
  const due = quote?.amount ?? sku.price;
  const discount = quote && quote.discount.amountMinor > 0 ? quote.discount : null;
  const terms = quote?.terms;
  return {
    title: intl.formatMessage(m.summaryTitle),
    listLabel: intl.formatMessage(m.listPrice),
    list: price(list),
    discountLabel: intl.formatMessage(m.discount),
    discount: discount ? price(discount) : null,
    dueLabel: intl.formatMessage(m.dueToday),
    due: price(due),
    savings: discount ? intl.formatMessage(m.savings, { amount: price(discount) }) : null,
    then: terms
      ? intl.formatMessage(m.thenLine, {
        price: price(terms.recurringAmount),
        unit: unitOf(intl, terms.interval),
        date: terms.trialDays > 0 ? firstChargeDate(intl, terms.trialDays, now) : intl.formatDate(nextPeriod(now, terms.interval), { dateStyle: 'long' }),
      })
      : null,
  };
}
