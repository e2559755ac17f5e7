// Promo codes on the server only: looked up, checked against a price, and their uses reserved atomically so a
// usage limit holds even when many people pay at once.
import type { EntityManager } from '@mikro-orm/postgresql';
import { PromoCode } from './promo-code.entity.js';
import { checkPromo, normalisePromoCode, type PriceToDiscount, type PromoCheck } from './promo.rules.js';

export interface PromoQuote {
  promo?: PromoCode;
  check: PromoCheck;
}

export async function quotePromo(em: EntityManager, code: string, price: PriceToDiscount, now: Date): Promise<PromoQuote> {
  const normalised = normalisePromoCode(code);
  const promo = normalised ? await em.findOne(PromoCode, { code: normalised }) : null;
  if (!promo) return { check: { ok: false, reason: 'not_found' } };
  const check = checkPromo({ ...promo, currency: promo.currency?.code }, price, now);
  return { promo, check };
}

/** Takes one use, only while the code is still valid and under its limit; false when none is left. */
export async function reservePromoUse(em: EntityManager, promoId: number, now: Date): Promise<boolean> {
  const rows = await em.execute<Array<{ id: number }>>(
    `update promo_code set used_count = used_count + 1
      where id = ? and active and (usage_limit is null or used_count < usage_limit) and (expires_at is null or expires_at > ?)
      returning id`,
    [promoId, now],
  );
  return rows.length > 0;
}

/** Gives a use back (the payment failed or the order was abandoned). */
export async function releasePromoUse(em: EntityManager, promoId: number): Promise<void> {
  await em.execute('update promo_code set used_count = greatest(used_count - 1, 0) where id = ?', [promoId]);
}

/** Counts a use that money already paid for, whatever the limit (a late success after a failure). */
export async function consumePromoUse(em: EntityManager, promoId: number): Promise<void> {
  await em.execute('update promo_code set used_count = used_count + 1 where id = ?', [promoId]);
}
