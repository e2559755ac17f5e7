// What paid, failed and refunded orders do to subscriptions: start one (trial or paid), convert a trial when the
// skip-trial upsell is bought, advance a period when a renewal is paid, and fall behind when one is declined.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Plan } from '../catalog/plan.entity.js';
import { SkuPrice } from '../catalog/sku-price.entity.js';
import type { Order } from '../order/order.entity.js';
import type { PaymentAttempt } from '../payment/payment-attempt.entity.js';
import { addDays, addInterval } from '../../shared/dates.js';
import { Subscription, SubscriptionStatus } from './subscription.entity.js';

/** Declined renewals in a row before a subscription ends. */
export const MAX_FAILED_CHARGES = 3;
/** How long after a declined renewal it is tried again. */
export const RETRY_AFTER_DAYS = 1;

const periodEnd = (start: Date, plan: Plan) => addInterval(start, plan.interval, plan.intervalCount);

async function recurringAmount(em: EntityManager, order: Order): Promise<number> {
  const price = await em.findOneOrFail(SkuPrice, { sku: order.sku, currency: order.currency });
  return price.recurringMinor ?? price.amountMinor;
}

function keepMethod(subscription: Subscription, attempt: PaymentAttempt | null): void {
  if (!attempt?.methodRef) return;
  subscription.provider = attempt.provider;
  subscription.providerRef = attempt.customerRef;
  subscription.paymentMethodRef = attempt.methodRef;
}

/** The subscription a paid plan order starts (or, skipping the trial, converts); a second call returns the same one. */
export async function startSubscription(em: EntityManager, order: Order, attempt: PaymentAttempt | null, now: Date): Promise<Subscription> {
  const started = await em.findOne(Subscription, { order: order.id });
  if (started) return started;
  await em.populate(order, ['sku.plan']);
  const plan = order.sku.plan!;
  const amountMinor = await recurringAmount(em, order);
  // Skip-trial: the trial bought with the first order becomes a paid period now.
  const trial = order.parent
    ? await em.findOne(Subscription, { order: order.parent, plan, status: SubscriptionStatus.TRIALING }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  if (trial) {
    trial.status = SubscriptionStatus.ACTIVE;
    trial.trialEndsAt = now;
    trial.periodNumber = 1;
    trial.currentPeriodStart = now;
    trial.currentPeriodEnd = periodEnd(now, plan);
    trial.amountMinor = amountMinor;
    keepMethod(trial, attempt);
    return trial;
  }
  const trialDays = order.consentTerms?.trialDays ?? 0;
  const subscription = em.create(Subscription, {
    plan,
    order,
    user: order.user,
    email: order.email!,
    locale: order.locale,
    status: trialDays > 0 ? SubscriptionStatus.TRIALING : SubscriptionStatus.ACTIVE,
    amountMinor,
    currency: order.currency,
    periodNumber: trialDays > 0 ? 0 : 1,
    trialEndsAt: trialDays > 0 ? addDays(now, trialDays) : undefined,
    currentPeriodStart: now,
    currentPeriodEnd: trialDays > 0 ? addDays(now, trialDays) : periodEnd(now, plan),
    createdAt: now,
    updatedAt: now,
  });
  keepMethod(subscription, attempt);
  return subscription;
}

async function lockedSubscriptionOf(em: EntityManager, order: Order): Promise<Subscription | null> {
  if (!order.subscription) return null;
  return em.findOne(Subscription, { id: order.subscription.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: [] });
}

/** A paid renewal starts the next period; the subscription, or null when the order was not its next period. */
export async function renewalPaid(em: EntityManager, order: Order, now: Date): Promise<Subscription | null> {
  const subscription = await lockedSubscriptionOf(em, order);
  if (!subscription || order.periodNumber !== subscription.periodNumber + 1) return null;
  await em.populate(subscription, ['plan']);
  // A late (past due) renewal starts its period when paid; an on-time one continues the last period.
  const start = subscription.status === SubscriptionStatus.PAST_DUE ? now : subscription.currentPeriodEnd;
  subscription.periodNumber = order.periodNumber;
  subscription.currentPeriodStart = start;
  subscription.currentPeriodEnd = periodEnd(start, subscription.plan);
  subscription.failedCharges = 0;
  subscription.retryAt = undefined;
  // Cancelled while the charge was on its way: the paid period runs, nothing after it.
  if (subscription.status !== SubscriptionStatus.CANCELLED) subscription.status = SubscriptionStatus.ACTIVE;
  return subscription;
}

/** A declined renewal: behind until the next try, ended after the last; the subscription, or null when not its period. */
export async function renewalFailed(em: EntityManager, order: Order, attemptId: string, now: Date): Promise<Subscription | null> {
  const subscription = await lockedSubscriptionOf(em, order);
  if (!subscription || order.periodNumber !== subscription.periodNumber + 1) return null;
  // Each declined try counts once, however often its job runs.
  if (subscription.lastFailedAttemptId === attemptId) return subscription;
  subscription.lastFailedAttemptId = attemptId;
  subscription.failedCharges += 1;
  if (subscription.status === SubscriptionStatus.CANCELLED || subscription.failedCharges >= MAX_FAILED_CHARGES) {
    subscription.status = SubscriptionStatus.EXPIRED;
    subscription.endedAt = now;
    subscription.retryAt = undefined;
    return subscription;
  }
  subscription.status = SubscriptionStatus.PAST_DUE;
  subscription.retryAt = addDays(now, RETRY_AFTER_DAYS);
  return subscription;
}

/** A refunded first order ends what it started. */
export async function endRefundedSubscription(em: EntityManager, order: Order, now: Date): Promise<Subscription | null> {
  const subscription = await em.findOne(Subscription, { order }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!subscription || subscription.status === SubscriptionStatus.EXPIRED) return null;
  subscription.status = SubscriptionStatus.EXPIRED;
  subscription.endedAt = now;
  return subscription;
}
