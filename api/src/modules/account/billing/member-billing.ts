// The personal centre's billing: each subscription of the member (plan, status, trial end, next charge and its
// amount, access end once cancelled) and the payment history, one receipt per payment. Only the member's own rows:
// bought with the account, or under its address once the member has proved it.
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { pick, type Locale } from '../../../shared/locale.js';
import { isUuid } from '../../../shared/ids.js';
import { money } from '../../catalog/catalog.service.js';
import type { Money } from '../../catalog/catalog.types.js';
import { Order, OrderStatus } from '../../order/order.entity.js';
import { Subscription, SubscriptionStatus } from '../../subscription/subscription.entity.js';
import type { User } from '../../user/user.entity.js';

export const MAX_LISTED_PAYMENTS = 100;
const RENEWING = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

export interface MemberSubscription {
  id: string;
  planCode: string;
  planTitle: string;
  status: SubscriptionStatus;
  interval: string;
  intervalCount: number;
  trialEndsAt: Date | null;
  /** When the next charge is made; null once cancelled or ended. */
  nextChargeAt: Date | null;
  nextCharge: Money | null;
  /** Until when what the plan gives lasts (the end of the paid or trial period). */
  accessUntil: Date;
  cancelledAt: Date | null;
  cancellable: boolean;
}

export interface MemberPayment {
  orderId: string;
  orderNumber: string;
  itemTitle: string;
  amount: Money;
  paidAt: Date;
  refunded: boolean;
  subscriptionId: string | null;
}

function mine<T extends { user?: unknown; email?: unknown }>(user: User): FilterQuery<T> {
  return (user.emailVerifiedAt ? { $or: [{ user: user.id }, { email: user.email }] } : { user: user.id }) as FilterQuery<T>;
}

export async function memberSubscriptions(em: EntityManager, user: User, locale: Locale): Promise<MemberSubscription[]> {
  const rows = await em.find(Subscription, mine<Subscription>(user), { populate: ['plan', 'currency'], orderBy: { createdAt: 'desc' }, limit: 50 });
  return rows.map((row) => {
    const renewing = RENEWING.includes(row.status);
    return {
      id: row.id,
      planCode: row.plan.code,
      planTitle: pick(row.plan.titles, locale) ?? row.plan.code,
      status: row.status,
      interval: row.plan.interval,
      intervalCount: row.plan.intervalCount,
      trialEndsAt: row.trialEndsAt ?? null,
      nextChargeAt: renewing ? (row.retryAt ?? row.currentPeriodEnd) : null,
      nextCharge: renewing ? money(row.amountMinor, row.currency) : null,
      accessUntil: row.endedAt ?? row.currentPeriodEnd,
      cancelledAt: row.cancelledAt ?? null,
      cancellable: renewing,
    };
  });
}

function toPayment(order: Order, locale: Locale): MemberPayment {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    itemTitle: pick(order.sku.titles, locale) ?? order.sku.code,
    amount: money(order.amountMinor, order.currency),
    paidAt: order.paidAt ?? order.createdAt,
    refunded: order.status === OrderStatus.REFUNDED,
    subscriptionId: order.subscription?.id ?? null,
  };
}

/** Every charge the member paid (a free trial start is no payment), newest first. */
export async function memberPayments(em: EntityManager, user: User, locale: Locale): Promise<MemberPayment[]> {
  const orders = await em.find(Order, {
    $and: [mine<Order>(user), { status: { $in: [OrderStatus.PAID, OrderStatus.REFUNDED] }, amountMinor: { $gt: 0 } }],
  }, { populate: ['sku', 'currency'], orderBy: { paidAt: 'desc' }, limit: MAX_LISTED_PAYMENTS });
  return orders.map((order) => toPayment(order, locale));
}

/** One payment of the member, for its receipt; null when it is not theirs or was never paid. */
export async function memberPayment(em: EntityManager, user: User, orderId: string, locale: Locale): Promise<{ payment: MemberPayment; order: Order } | null> {
  if (!isUuid(orderId)) return null;
  const order = await em.findOne(Order, {
    $and: [mine<Order>(user), { id: orderId, status: { $in: [OrderStatus.PAID, OrderStatus.REFUNDED] }, amountMinor: { $gt: 0 } }],
  }, { populate: ['sku', 'currency'] });
  return order ? { payment: toPayment(order, locale), order } : null;
}
