// Words of the offer's smaller blocks: live activity from real counts, the aside lists and the promo code state.
import type { IntlShape } from 'react-intl';
import { stateMessages } from '../../../components/messages';
import type { CheckoutOfferQuery } from '../api';
import type { AsideText } from '../components/OfferAside';
import { formatPrice } from '../logic/price';
import { contentMessages as c } from '../offer-content-messages';
import { offerMessages as m } from '../offer-messages';
import type { OfferSku } from './offer-text';
import type { QuoteState } from './use-offer-data';
import type { OfferFailure } from './use-place-order';
import type { PromoProblem } from './use-promo';

type Stats = CheckoutOfferQuery['landingStats'];

function regionName(intl: IntlShape, region: string): string {
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/** '5 minutes ago' for a real purchase within the last day; nothing for older ones, which are not 'live'. */
export function relativeTime(intl: IntlShape, at: number, now = Date.now()): string | null {
  const minutes = Math.round((now - at) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 0 || minutes >= 24 * 60) return null;
  return minutes < 60
    ? intl.formatRelativeTime(-Math.max(minutes, 1), 'minute', { numeric: 'always' })
    : intl.formatRelativeTime(-Math.round(minutes / 60), 'hour', { numeric: 'always' });
}

/** Only what the counters really say; nothing when they are zero or missing. */
export function activityLines(intl: IntlShape, stats: Stats | null): string[] {
  if (!stats) return [];
  const lines: string[] = [];
  if (stats.buyersToday > 0) lines.push(intl.formatMessage(c.purchasesToday, { count: stats.buyersToday }));
  const last = stats.lastPurchaseAt ? relativeTime(intl, Date.parse(stats.lastPurchaseAt)) : null;
  if (last) lines.push(intl.formatMessage(c.lastPurchase, { time: last }));
  if (stats.completedToday > 0) lines.push(intl.formatMessage(c.completedToday, { count: stats.completedToday }));
  if (stats.completedInRegion > 0 && stats.region) {
    lines.push(intl.formatMessage(c.completedRegion, { count: stats.completedInRegion, region: regionName(intl, stats.region) }));
  }
  if (stats.accuracyRating !== null && stats.accuracyRating !== undefined && stats.ratingCount > 0) {
    const rating = intl.formatNumber(stats.accuracyRating, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
    lines.push(intl.formatMessage(c.rating, { rating, count: stats.ratingCount }));
  }
  return lines;
}

export function asideText(intl: IntlShape, sku: OfferSku): AsideText {
  const t = intl.formatMessage;
  return {
    detailsTitle: t(c.detailsTitle),
    details: [t(c.detailProfile), t(c.detailGrowth), t(c.detailCareer), t(c.detailRelations), t(c.detailDelivery)],
    benefitsTitle: t(c.benefitsTitle),
    benefits: sku.plan?.features ?? (sku.description ? [sku.description] : []),
    safetyTitle: t(c.safetyTitle),
    safety: [t(c.safetyProviders), t(c.safetyCard), t(c.safetyPrice)],
  };
}

const PROMO_PROBLEMS = {
  empty: m.promoEmpty,
  network: stateMessages.loadFailed,
  PROMO_NOT_FOUND: m.promoNotFound,
  PROMO_EXPIRED: m.promoExpired,
  PROMO_EXHAUSTED: m.promoExhausted,
  PROMO_CURRENCY_MISMATCH: m.promoCurrency,
  PROMO_NOT_APPLICABLE: m.promoNotApplicable,
} as const;

function promoProblem(intl: IntlShape, problem: PromoProblem | OfferFailure | null): string | null {
  if (!problem) return null;
  const message = PROMO_PROBLEMS[problem as keyof typeof PROMO_PROBLEMS];
  if (message) return intl.formatMessage(message);
  return problem.startsWith('PROMO_') ? intl.formatMessage(m.promoNotFound) : null;
}

interface PromoView {
  applied: { code: string; source: 'campaign' | 'typed' } | null;
  problem: PromoProblem | null;
}

export function promoText(intl: IntlShape, promo: PromoView, quote: QuoteState, failure: OfferFailure | null) {
  const orderPromo = failure && failure.startsWith('PROMO_') ? failure : null;
  // A campaign code from the link that does not fit the chosen plan is simply not applied; a typed one says why.
  const codeError = promo.applied?.source === 'campaign' ? null : quote.promoError;
  const error = promoProblem(intl, promo.problem ?? codeError ?? orderPromo);
  const q = quote.quote;
  const applied = promo.applied && !quote.promoError && q && q.discount.amountMinor > 0
    ? intl.formatMessage(m.promoApplied, {
      code: promo.applied.code,
      discount: formatPrice(q.discount, intl.locale),
      total: formatPrice(q.amount, intl.locale),
    })
    : null;
  return { error, applied };
}
