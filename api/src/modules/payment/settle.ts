// Applies a provider's answer to an attempt and its order, inside the caller's transaction, with the order row
// locked: the attempt moves forward only, and the order follows through its state machine. What must follow a paid,
// failed or refunded order is recorded as a durable job in the same transaction; the payment answers at once.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { OrderStatus, type Order } from '../order/order.entity.js';
import { lockOrder } from '../order/order.lookup.js';
import { moveOrder } from '../order/order.transitions.js';
import { sendJob } from '../../jobs/job-queue.js';
import { consumePromoUse, releasePromoUse } from '../promo/promo.service.js';
import { nextAttemptStatus } from './attempt.state.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { ProviderResult } from './providers/provider.js';

export interface SettleContext {
  now: Date;
  reason: string;
  providerEventId?: string;
  /** The customer walked away: a cancelled attempt closes the order instead of failing it. */
  abandoned?: boolean;
  log?: Logger;
}

export async function latestAttempt(em: EntityManager, orderId: string): Promise<PaymentAttempt | null> {
  return em.findOne(PaymentAttempt, { order: orderId }, { orderBy: { number: 'desc' } });
}

/** Gives back the promo use an order held (its payment failed or it closed unpaid). */
export async function releasePromo(em: EntityManager, order: Order): Promise<void> {
  if (!order.promoReserved || !order.promoCode) return;
  await releasePromoUse(em, order.promoCode.id);
  order.promoReserved = false;
}

export async function settleAttempt(em: EntityManager, attemptId: string, result: ProviderResult, context: SettleContext): Promise<Order> {
  const found = await em.findOneOrFail(PaymentAttempt, attemptId);
  // Lock order first, then attempt: the same order as payment start, so the two never deadlock.
  const order = await lockOrder(em, found.order.id);
  const attempt = await em.findOneOrFail(PaymentAttempt, attemptId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (result.ref) attempt.providerRef ??= result.ref;
  if (result.captureRef) attempt.captureRef = result.captureRef;
  if (result.methodRef) {
    attempt.methodRef = result.methodRef;
    attempt.customerRef = result.customerRef ?? attempt.customerRef;
  }
  order.provider = attempt.provider;
  order.providerRef = attempt.providerRef;
  // A refund implies the payment succeeded, even when that news has not arrived yet: apply both, in order.
  const next = nextAttemptStatus(attempt.status, result.refunded ? PaymentStatus.SUCCEEDED : result.status);
  if (next) await moveAttempt(em, order, attempt, next, result, context);
  if (result.refunded && moveOrder(em, order, OrderStatus.REFUNDED, { ...context, reason: `refunded (${context.reason})` })) {
    await sendJob(em, 'order-refunded', { orderId: order.id }, { singletonKey: order.id });
  }
  return order;
}

async function moveAttempt(em: EntityManager, order: Order, attempt: PaymentAttempt, next: PaymentStatus, result: ProviderResult, context: SettleContext): Promise<void> {
  attempt.status = next;
  if (next === PaymentStatus.FAILED) {
    attempt.failureCode = result.failureCode?.slice(0, 64) ?? 'failed';
    attempt.failureMessage = result.failureMessage?.slice(0, 255);
  }
  if (next === PaymentStatus.SUCCEEDED || next === PaymentStatus.FAILED || next === PaymentStatus.CANCELLED) attempt.settledAt = context.now;
  await applyToOrder(em, order, attempt, context);
}

async function applyToOrder(em: EntityManager, order: Order, attempt: PaymentAttempt, context: SettleContext): Promise<void> {
  if (attempt.status === PaymentStatus.SUCCEEDED) {
    if (order.status === OrderStatus.PAID || order.status === OrderStatus.REFUNDED || order.status === OrderStatus.CANCELLED) {
      // Money arrived for an order that is already settled (a second attempt succeeded): people must refund it.
      context.log?.error({ orderId: order.id, attemptId: attempt.id }, 'payment succeeded on an order that was already settled; refund it');
      return;
    }
    if (!moveOrder(em, order, OrderStatus.PAID, { ...context, reason: `paid (${context.reason})` })) return;
    if (order.promoCode && !order.promoReserved) {
      await consumePromoUse(em, order.promoCode.id);
      order.promoReserved = true;
    }
    await sendJob(em, 'order-paid', { orderId: order.id }, { singletonKey: order.id });
    return;
  }
  const latest = await latestAttempt(em, order.id);
  // An older attempt's failure says nothing about the one the customer is on now.
  if (latest?.id !== attempt.id) return;
  if (attempt.status === PaymentStatus.FAILED || attempt.status === PaymentStatus.CANCELLED) {
    const to = context.abandoned ? OrderStatus.CANCELLED : OrderStatus.FAILED;
    const why = attempt.failureMessage ? `${context.reason}: ${attempt.failureMessage}` : context.reason;
    if (!moveOrder(em, order, to, { ...context, reason: `${to} (${why})` })) return;
    await releasePromo(em, order);
    if (order.subscription) await sendJob(em, 'order-failed', { orderId: order.id, attemptId: attempt.id }, { singletonKey: attempt.id });
  }
}
