// Paying an order. Three steps, so no database transaction waits on a provider: (1) with the order row locked,
// reuse the open attempt or create the next one with its own idempotency key; (2) call the provider with that key,
// so a double click or a retry gets the same payment back instead of a second charge; (3) settle the answer.
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentMethod, PaymentMethodCode } from '../catalog/payment-method.entity.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { lockOrder } from '../order/order.lookup.js';
import { isPayable } from '../order/order.state.js';
import { moveOrder } from '../order/order.transitions.js';
import { reservePromoUse } from '../promo/promo.service.js';
import { isOpen } from './attempt.state.js';
import { paymentError, PaymentErrorCode, type PaymentError } from './payment.codes.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { Payments } from './payment.runtime.js';
import { ProviderError, type PaymentDetails, type PaymentProvider, type ProviderResult } from './providers/provider.js';
import { PayMethod } from './providers/registry.js';
import { latestAttempt, settleAttempt } from './settle.js';

export interface SavedMethod {
  provider: string;
  customerRef?: string;
  methodRef: string;
}

export interface PaymentRequest {
  method: PayMethod;
  testCard?: string;
  returnUrl?: string;
  cancelUrl?: string;
  /** Charge this saved method without the customer (renewals, one-click upsells). */
  saved?: SavedMethod;
}

export interface PaymentOutcome {
  order: Order;
  attempt?: PaymentAttempt;
  /** The provider's latest answer, with the client secret or approval link the browser needs. Never stored. */
  live?: ProviderResult;
  errors: PaymentError[];
}

type Plan =
  | { kind: 'done' }
  | { kind: 'error'; error: PaymentError }
  | {
    kind: 'call';
    attemptId: string;
    key: string;
    ref?: string;
    saved?: { methodRef: string; customerRef?: string };
    saveMethod: boolean;
    details: PaymentDetails;
    dropped?: { provider: string; ref: string };
  };

const SAVED = 'saved';

async function methodOffered(em: EntityManager, order: Order, method: PayMethod): Promise<boolean> {
  if (method === PayMethod.LOCAL || !order.country) return true;
  const code = method === PayMethod.PAYPAL ? PaymentMethodCode.PAYPAL : PaymentMethodCode.CARD;
  return (await em.count(PaymentMethod, { exam: order.exam, country: order.country, code, enabled: true })) > 0;
}

function idempotencyKey(order: Order, number: number): string {
  return order.subscription ? `renewal:${order.subscription.id}:${order.periodNumber}:${number}` : `pay:${order.id}:${number}`;
}

async function planPayment(em: EntityManager, provider: PaymentProvider, orderId: string, request: PaymentRequest, now: Date): Promise<Plan> {
  const order = await lockOrder(em, orderId);
  if (order.status === OrderStatus.PAID) return { kind: 'done' };
  if (!isPayable(order.status)) return { kind: 'error', error: paymentError(PaymentErrorCode.ORDER_CLOSED) };
  await em.populate(order, ['sku', 'currency']);
  if (!provider.supports(order.currency.code, order.amountMinor) || (!request.saved && !(await methodOffered(em, order, request.method)))) {
    return { kind: 'error', error: paymentError(PaymentErrorCode.METHOD_NOT_AVAILABLE, 'method') };
  }
  const method = request.saved ? SAVED : request.method;
  const details = (attempt: PaymentAttempt): PaymentDetails => ({
    idempotencyKey: attempt.idempotencyKey,
    amountMinor: order.amountMinor,
    currency: order.currency.code,
    orderId: order.id,
    orderNumber: order.orderNumber,
    attemptId: attempt.id,
    description: `${order.sku.code} ${order.orderNumber}`,
    email: order.email,
  });
  const call = (attempt: PaymentAttempt, dropped?: { provider: string; ref: string }): Plan => ({
    kind: 'call',
    attemptId: attempt.id,
    key: attempt.idempotencyKey,
    ref: attempt.providerRef,
    saved: attempt.offSession && attempt.methodRef ? { methodRef: attempt.methodRef, customerRef: attempt.customerRef } : undefined,
    saveMethod: attempt.saveMethod,
    details: details(attempt),
    dropped,
  });
  const latest = await latestAttempt(em, order.id);
  let dropped: { provider: string; ref: string } | undefined;
  if (latest && isOpen(latest.status)) {
    // The same click again, or a retry: carry on with the payment already under way.
    if (latest.provider === provider.name && latest.method === method) return call(latest);
    // Another method now: the open attempt is dropped, and its provider object cancelled after the commit.
    dropped = latest.providerRef ? { provider: latest.provider, ref: latest.providerRef } : undefined;
    latest.status = PaymentStatus.CANCELLED;
    latest.settledAt = now;
  }
  if (order.status !== OrderStatus.PENDING) {
    if (order.promoCode && !order.promoReserved) {
      if (!(await reservePromoUse(em, order.promoCode.id, now))) return { kind: 'error', error: paymentError(PaymentErrorCode.PROMO_EXHAUSTED, 'promoCode') };
      order.promoReserved = true;
    }
    moveOrder(em, order, OrderStatus.PENDING, { reason: `payment started (${provider.name})`, now });
  }
  const number = (latest?.number ?? 0) + 1;
  const attempt = em.create(PaymentAttempt, {
    order,
    number,
    provider: provider.name,
    method,
    idempotencyKey: idempotencyKey(order, number),
    amountMinor: order.amountMinor,
    currency: order.currency,
    offSession: Boolean(request.saved),
    saveMethod: order.sku.kind === SkuKind.SUBSCRIPTION,
    methodRef: request.saved?.methodRef,
    customerRef: request.saved?.customerRef,
    createdAt: now,
    updatedAt: now,
  });
  order.provider = provider.name;
  order.paymentMethod = provider.name === 'paypal' || request.method === PayMethod.PAYPAL ? PaymentMethodCode.PAYPAL : PaymentMethodCode.CARD;
  return call(attempt, dropped);
}

function callProvider(provider: PaymentProvider, plan: Extract<Plan, { kind: 'call' }>, request: PaymentRequest, now: Date): Promise<ProviderResult> {
  if (plan.ref) return provider.refresh(plan.ref, { idempotencyKey: plan.key, now });
  if (plan.saved) return provider.chargeSaved({ ...plan.details, ...plan.saved });
  return provider.create({
    ...plan.details,
    method: request.method === PayMethod.PAYPAL ? 'paypal' : 'card',
    saveMethod: plan.saveMethod,
    testCard: request.testCard,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
  });
}

export async function readOutcome(em: EntityManager, orderId: string, extra: Partial<PaymentOutcome> = {}): Promise<PaymentOutcome> {
  const order = await em.findOneOrFail(Order, orderId, { refresh: true });
  const attempt = (await latestAttempt(em, orderId)) ?? undefined;
  if (attempt) await em.refresh(attempt);
  const errors = extra.errors ?? (attempt?.status === PaymentStatus.FAILED && order.status === OrderStatus.FAILED ? [paymentError(PaymentErrorCode.PAYMENT_FAILED)] : []);
  return { order, attempt, live: extra.live, errors };
}

export async function startPayment(em: EntityManager, payments: Payments, orderId: string, request: PaymentRequest, now: Date): Promise<PaymentOutcome> {
  const provider = request.saved ? payments.providers.byName(request.saved.provider) : payments.providers.forMethod(request.method);
  if (!provider) return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.METHOD_NOT_AVAILABLE, 'method')] });
  const plan = await em.transactional((tx) => planPayment(tx, provider, orderId, request, now));
  if (plan.kind === 'done') return readOutcome(em, orderId);
  if (plan.kind === 'error') return readOutcome(em, orderId, { errors: [plan.error] });
  let result: ProviderResult;
  try {
    result = await callProvider(provider, plan, request, now);
  } catch (error) {
    // The attempt stays as it was: paying again resumes it with the same idempotency key.
    if (error instanceof ProviderError && error.code === 'test_card_required') {
      return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.TEST_CARD_REQUIRED, 'testCard')] });
    }
    payments.log.error({ err: error, orderId, provider: provider.name }, 'payment provider call failed');
    return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.PROVIDER_UNAVAILABLE)] });
  }
  if (plan.dropped) await payments.providers.byName(plan.dropped.provider)?.cancel(plan.dropped.ref);
  await em.transactional((tx) => settleAttempt(tx, plan.attemptId, result, { now, reason: `${provider.name} answered ${result.status}`, log: payments.log }));
  return readOutcome(em, orderId, { live: result });
}

/** Asks the provider about the order's open attempt (the browser is back from 3-D Secure or PayPal) and settles it. */
export async function checkPayment(em: EntityManager, payments: Payments, orderId: string, now: Date): Promise<PaymentOutcome> {
  const attempt = await latestAttempt(em, orderId);
  if (!attempt || !isOpen(attempt.status) || !attempt.providerRef) return readOutcome(em, orderId);
  const provider = payments.providers.byName(attempt.provider);
  if (!provider) return readOutcome(em, orderId);
  let result: ProviderResult;
  try {
    result = await provider.refresh(attempt.providerRef, { idempotencyKey: attempt.idempotencyKey, now });
  } catch (error) {
    payments.log.error({ err: error, orderId, provider: provider.name }, 'payment status check failed');
    return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.PROVIDER_UNAVAILABLE)] });
  }
  await em.transactional((tx) => settleAttempt(tx, attempt.id, result, { now, reason: `status check: ${result.status}`, log: payments.log }));
  return readOutcome(em, orderId, { live: result });
}
