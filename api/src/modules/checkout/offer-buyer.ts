// The buyer as the offer page knows them: the address already left on this sitting (so it is not asked again) and
// which products of the offer they hold already (marked 'already purchased', and refused if ordered anyway).
import type { EntityManager } from '@mikro-orm/postgresql';
import { findAttempt } from '../attempt/attempt.service.js';
import { Sku } from '../catalog/sku.entity.js';
import { firstPurchaseOwnership } from '../order/order.service.js';
import { normaliseEmail } from '../../shared/email.js';

export interface OfferBuyer {
  email: string | null;
  ownedSkuIds: number[];
}

export async function offerBuyer(em: EntityManager, attemptToken: string, now: Date): Promise<OfferBuyer | null> {
  const attempt = await findAttempt(em, attemptToken);
  if (!attempt) return null;
  const email = attempt.email ? normaliseEmail(attempt.email) : null;
  if (!email) return { email: null, ownedSkuIds: [] };
  const [skus, owned] = await Promise.all([
    em.find(Sku, { exam: attempt.exam, active: true }),
    firstPurchaseOwnership(em, email, attempt.id, now),
  ]);
  return { email, ownedSkuIds: skus.filter(owned).map((sku) => sku.id) };
}
