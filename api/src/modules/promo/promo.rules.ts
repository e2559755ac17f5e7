// Whether a promo code applies to a price, and how much it takes off. Pure, so the rules are tested without a
// database; the service loads the code and reserves its uses.
import { PromoKind } from './promo-code.entity.js';
import { priceStep } from '../../shared/money.js';

export type PromoRejection = 'not_found' | 'expired' | 'exhausted' | 'currency_mismatch' | 'not_applicable';

export interface PromoTerms {
  kind: PromoKind;
  percentOff?: number | null;
  amountOffMinor?: number | null;
  /** Currency code of an amount code. */
  currency?: string | null;
  expiresAt?: Date | null;
  usageLimit?: number | null;
  usedCount: number;
  active: boolean;
}

export interface PriceToDiscount {
  amountMinor: number;
  currency: string;
  fractionDigits: number;
}

export type PromoCheck = { ok: true; discountMinor: number } | { ok: false; reason: PromoRejection };

const reject = (reason: PromoRejection): PromoCheck => ({ ok: false, reason });

/** People type codes with spaces and in any case. */
export function normalisePromoCode(code: string): string | null {
  const normalised = code.trim().toUpperCase();
  return /^[A-Z0-9_-]{3,32}$/.test(normalised) ? normalised : null;
}

export function checkPromo(promo: PromoTerms, price: PriceToDiscount, now: Date): PromoCheck {
  if (!promo.active) return reject('not_found');
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return reject('expired');
  if (promo.usageLimit !== null && promo.usageLimit !== undefined && promo.usedCount >= promo.usageLimit) return reject('exhausted');
  // A free trial has nothing to take off.
  if (price.amountMinor <= 0) return reject('not_applicable');
  const step = priceStep(price.fractionDigits);
  let discount: number;
  if (promo.kind === PromoKind.PERCENT) {
    const percent = promo.percentOff ?? 0;
    if (percent <= 0 || percent > 100) return reject('not_applicable');
    // Rounded down to the currency's price step, so prices in whole-unit currencies stay whole.
    discount = Math.floor((price.amountMinor * percent) / 100 / step) * step;
  } else {
    if (!promo.currency || promo.currency !== price.currency) return reject('currency_mismatch');
    discount = Math.floor((promo.amountOffMinor ?? 0) / step) * step;
  }
  // A code that would make the item free (or cost nothing off) is not for this item: every order stays chargeable.
  if (discount <= 0 || discount >= price.amountMinor) return reject('not_applicable');
  return { ok: true, discountMinor: discount };
}
