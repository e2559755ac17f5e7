// Subscriptions as the API shows them: to the order they belong to, and to their owner (`me { subscriptions }`).
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { money } from '../catalog/catalog.service.js';
import { Subscription } from './subscription.entity.js';
import type { SubscriptionType } from './subscription.types.js';

export async function toSubscriptionType(em: EntityManager, subscription: Subscription): Promise<SubscriptionType> {
  await em.populate(subscription, ['plan', 'currency']);
  return {
    id: subscription.id,
    status: subscription.status,
    planCode: subscription.plan.code,
    amount: money(subscription.amountMinor, subscription.currency),
    trialEndsAt: subscription.trialEndsAt ?? undefined,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelledAt: subscription.cancelledAt ?? undefined,
  };
}

export interface SubscriptionOwner {
  userId: string;
  email: string;
  /** Only a proved address claims what was bought under it without an account. */
  emailVerified: boolean;
}

/** A member's subscriptions, newest first: those of the account, and those of its proved address. */
export async function subscriptionsOf(em: EntityManager, owner: SubscriptionOwner): Promise<SubscriptionType[]> {
  const where: FilterQuery<Subscription> = owner.emailVerified
    ? { $or: [{ user: owner.userId }, { email: owner.email }] }
    : { user: owner.userId };
  const rows = await em.find(Subscription, where, { populate: ['plan', 'currency'], orderBy: { createdAt: 'desc' }, limit: 50 });
  return Promise.all(rows.map((row) => toSubscriptionType(em, row)));
}
