// The buyer as the offer page knows them: the address already left on this sitting (so it is not asked again) and
// which products of the offer they hold already (marked 'already purchased', and refused if ordered anyway).
import type { EntityManager } from '@mikro-orm/postgresql';
import { findAttempt } from '../attempt/attempt.service.js';
import { referenceData } from '../reference/reference-data.js';
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
  const [reference, owned] = await Promise.all([referenceData(em), firstPurchaseOwnership(em, email, attempt.id, now)]);
  const skus = [...reference.skus.values()].filter((sku) => sku.examId === attempt.exam.id && sku.active);
  return { email, ownedSkuIds: skus.filter(owned).map((sku) => sku.id) };
}
