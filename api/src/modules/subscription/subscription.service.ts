// Cancelling subscriptions: by the one-step link of their mails (the trial reminder's, or the one the public form
// mails), or by their member in the personal centre. A cancelled plan keeps what was paid for until its period ends,
// and is never charged again.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Subscription } from './subscription.entity.js';
import { SubscriptionErrorCode, type SubscriptionResult } from './subscription.codes.js';
import { fail, ok } from '../../shared/result.js';
import { isToken } from '../../shared/tokens.js';
import { cancelByRequest } from './cancel-link.js';
import { CANCELLABLE, cancelLocked } from './subscription.cancel.js';

const linkNotFound = <T>(): SubscriptionResult<T> => fail(SubscriptionErrorCode.CANCEL_LINK_INVALID, 'This cancel link is not valid.', 'token');

/**
 * The one-step cancel link of the trial reminder: cancels that one subscription. Following it again is not an
 * error: the value is then empty (nothing left to cancel).
 */
export async function cancelByToken(em: EntityManager, token: string, now: Date): Promise<SubscriptionResult<Subscription[]>> {
  if (!isToken(token)) return linkNotFound();
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(Subscription, { cancelToken: token }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!subscription) return cancelByRequest(tx, token, now);
    if (!CANCELLABLE.includes(subscription.status)) return ok([]);
    await cancelLocked(tx, [subscription], now);
    return ok([subscription]);
  });
}

/** The personal centre: the signed-in member cancels one of their own plans (anyone else's answers "not found"). */
export async function cancelForMember(
  em: EntityManager,
  member: { id: string; email: string },
  subscriptionId: string,
  now: Date,
): Promise<SubscriptionResult<Subscription>> {
  const missing = fail(SubscriptionErrorCode.SUBSCRIPTION_NOT_FOUND, 'No such subscription.', 'subscriptionId');
  if (!UUID.test(subscriptionId)) return missing;
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(Subscription, { id: subscriptionId, $or: [{ user: member.id }, { email: member.email }] },
      { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!subscription) return missing;
    if (!CANCELLABLE.includes(subscription.status)) {
      return fail(SubscriptionErrorCode.NOT_CANCELLABLE, 'This subscription is already cancelled.', 'subscriptionId');
    }
    await cancelLocked(tx, [subscription], now);
    return ok(subscription);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
