// The buyer as the offer page knows them: the address already left on this sitting (so it is not asked again) and
// which products of the offer they hold already (marked 'already purchased', and refused if ordered anyway).
import type { EntityManager } from '@mikro-orm/postgresql';
import { findAttempt } from '../attempt/attempt.service.js';
import { Sku } from '../catalog/sku.entity.js';
import { memberHolder } from '../entitlement/entitlement.service.js';
import { ownedProducts } from '../entitlement/ownership.js';
import { firstPurchaseOwnership } from '../order/order.service.js';
import type { User } from '../user/user.entity.js';
import { normaliseEmail } from '../../shared/email.js';

type OwnableSku = Pick<Sku, 'id' | 'code' | 'kind'>;

export interface OfferBuyer {
  email: string | null;
  ownedSkuIds: number[];
}

/** The sitting's buyer, and what they hold: by the sitting's address and, signed in, by the member's account. */
export async function offerBuyer(em: EntityManager, attemptToken: string, now: Date, viewer: User | null = null): Promise<OfferBuyer | null> {
  const attempt = await findAttempt(em, attemptToken);
  if (!attempt) return null;
  const email = attempt.email ? normaliseEmail(attempt.email) : null;
  if (!email && !viewer) return { email: null, ownedSkuIds: [] };
  const [skus, owned] = await Promise.all([
    em.find(Sku, { exam: attempt.exam, active: true }),
    callerOwnership(em, { attemptToken, viewer }, now),
  ]);
  return { email, ownedSkuIds: skus.filter(owned).map((sku) => sku.id) };
}

/**
 * Which products the caller holds already, by the same model as offerBuyer: the buyer of a sitting (the address left
 * on it) and the signed-in member (the account and its proved address). Nobody known: nothing is owned.
 */
export async function callerOwnership(em: EntityManager, caller: { attemptToken?: string; viewer: User | null }, now: Date): Promise<(sku: OwnableSku) => boolean> {
  const tests: Array<(sku: OwnableSku) => boolean> = [];
  const attempt = caller.attemptToken ? await findAttempt(em, caller.attemptToken) : null;
  const email = attempt?.email ? normaliseEmail(attempt.email) : null;
  if (attempt && email) tests.push(await firstPurchaseOwnership(em, email, attempt.id, now));
  if (caller.viewer) tests.push(await ownedProducts(em, memberHolder(caller.viewer), undefined, now));
  return (sku) => tests.some((owned) => owned(sku));
}
