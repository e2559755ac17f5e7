// Paying an order. Three steps, so no database transaction waits on a provider: (1) with the order row locked,
// reuse the open attempt or create the next one with its own idempotency key and a lease while its call is under
// way; (2) call the provider with that key, so a double click or a retry gets the same payment back instead of a
// second charge; (3) settle the answer. One open attempt per order: another method while an attempt is being created
// or processed is refused (PAYMENT_IN_PROGRESS), and an open attempt is cancelled at its provider before the next.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertStatement, writeChanges, type Statement } from '../../db/lean.js';
import { offeredMethods } from '../catalog/catalog.service.js';
import { PaymentMethodCode } from '../catalog/payment-method.entity.js';
import { referenceData } from '../reference/reference-data.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { lockOpenedOrder, lockOrder, requireOrder } from '../order/order.lookup.js';
import { isPayable } from '../order/order.state.js';
import { moveOrder } from '../order/order.transitions.js';
import { reservePromoUse } from '../promo/promo.service.js';
import { isOpen } from './attempt.state.js';
import { paymentError, PaymentErrorCode, type PaymentError } from './payment.codes.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { Payments } from './payment.runtime.js';
import { ProviderError, type PaymentDetails, type PaymentProvider, type ProviderResult } from './providers/provider.js';
import { PayMethod } from './providers/registry.js';
import { latestAttempt, settleAttempt, type Settled } from './settle.js';

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
  /** The buyer's order token, checked on the order's locked row (the caller did not read the order first). */
  token?: string;
}

export interface PaymentOutcome {
  order: Order;
  attempt?: PaymentAttempt;
  /** The provider's latest answer, with the client secret or approval link the browser needs. Never stored. */
  live?: ProviderResult;
  /** This call's settlement paid the order: no report of it is ready yet (settle.ts). */
  paidNow?: boolean;
  errors: PaymentError[];
}

type Plan =
  | { kind: 'done' }
  | { kind: 'error'; error: PaymentError }
  /** Another method was chosen: the open attempt is cancelled at its provider first, then planned again. */
  | { kind: 'switch'; attemptId: string; provider: string; ref: string; key: string }
  | {
    kind: 'call';
    attemptId: string;
    key: string;
    ref?: string;
    saved?: { methodRef: string; customerRef?: string };
    saveMethod: boolean;
    details: PaymentDetails;
  };

const SAVED = 'saved';


async function methodOffered(em: EntityManager, order: Order, method: PayMethod): Promise<boolean> {
  if (method === PayMethod.LOCAL || !order.country) return true;
  const code = method === PayMethod.PAYPAL ? PaymentMethodCode.PAYPAL : PaymentMethodCode.CARD;
  return (await offeredMethods(em, order.exam.id, order.country)).some((offered) => offered.code === code);
}

function idempotencyKey(order: Order, number: number): string {
  return order.subscription ? `renewal:${order.subscription.id}:${order.periodNumber}:${number}` : `pay:${order.id}:${number}`;
}

async function planPayment(em: EntityManager, provider: PaymentProvider, orderId: string, request: PaymentRequest, now: Date, leaseMs: number): Promise<Plan> {
  const order = request.token === undefined ? await lockOrder(em, orderId) : await lockOpenedOrder(em, orderId, request.token);
  if (order.status === OrderStatus.PAID) return { kind: 'done' };
  if (!isPayable(order.status)) return { kind: 'error', error: paymentError(PaymentErrorCode.ORDER_CLOSED) };
  // SKU and currency are reference data (the cache); the currency's code is its key, known without a read.
  const sku = (await referenceData(em)).skus.get(order.sku.id)!;
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
    description: `${sku.code} ${order.orderNumber}`,
    email: order.email,
  });
  const call = (attempt: PaymentAttempt): Plan => {
    if (!attempt.providerRef) attempt.leaseUntil = new Date(now.getTime() + leaseMs);
    return {
      kind: 'call',
      attemptId: attempt.id,
      key: attempt.idempotencyKey,
      ref: attempt.providerRef,
      saved: attempt.offSession && attempt.methodRef ? { methodRef: attempt.methodRef, customerRef: attempt.customerRef } : undefined,
      saveMethod: attempt.saveMethod,
      details: details(attempt),
    };
  };
  // A payment try moves its order out of CREATED (below): an order still there has none.
  const latest = order.status === OrderStatus.CREATED ? null : await latestAttempt(em, order.id);
  if (latest && isOpen(latest.status)) {
    // The same click again, or a retry: carry on with the payment already under way (the provider dedupes the key).
    if (latest.provider === provider.name && latest.method === method) return call(latest);
    // Another method while money may be moving: wait for it to settle.
    const inFlight = latest.status === PaymentStatus.CREATING && (!latest.leaseUntil || latest.leaseUntil > now);
    if (inFlight || latest.status === PaymentStatus.PROCESSING) return { kind: 'error', error: paymentError(PaymentErrorCode.PAYMENT_IN_PROGRESS) };
    // Another method now: the open attempt is cancelled at its provider first (outside this transaction).
    if (latest.providerRef) return { kind: 'switch', attemptId: latest.id, provider: latest.provider, ref: latest.providerRef, key: latest.idempotencyKey };
    // Never reached its provider (its call died): nothing to cancel there.
    latest.status = PaymentStatus.CANCELLED;
    latest.settledAt = now;
    latest.leaseUntil = undefined;
  }
  // Every payment starts here: the order's event, the new try and the order's row are written behind at the end, so
  // they go out with the COMMIT in one round trip.
  const pending: Statement[] = [];
  if (order.status !== OrderStatus.PENDING) {
    if (order.promoCode && !order.promoReserved) {
      if (!(await reservePromoUse(em, order.promoCode.id, now))) return { kind: 'error', error: paymentError(PaymentErrorCode.PROMO_EXHAUSTED, 'promoCode') };
      order.promoReserved = true;
    }
    await moveOrder(em, order, OrderStatus.PENDING, { reason: `payment started (${provider.name})`, now, pending });
  }
  const number = (latest?.number ?? 0) + 1;
  // With the lease its provider call runs under (call() below sets the same).
  const row = {
    id: randomUUID(),
    order_id: order.id,
    number,
    provider: provider.name,
    method,
    status: PaymentStatus.CREATING,
    idempotency_key: idempotencyKey(order, number),
    amount_minor: order.amountMinor,
    currency: order.currency.code,
    off_session: Boolean(request.saved),
    save_method: sku.kind === SkuKind.SUBSCRIPTION,
    method_ref: request.saved?.methodRef ?? null,
    customer_ref: request.saved?.customerRef ?? null,
    lease_until: new Date(now.getTime() + leaseMs),
    created_at: now,
    updated_at: now,
  };
  pending.push(insertStatement('payment_attempt', [row]));
  const attempt = em.map(PaymentAttempt, row);
  order.provider = provider.name;
  order.paymentMethod = provider.name === 'paypal' || request.method === PayMethod.PAYPAL ? PaymentMethodCode.PAYPAL : PaymentMethodCode.CARD;
  const plan = call(attempt);
  await writeChanges(em, [order, ...(latest ? [latest] : [])], pending, { behind: true });
  return plan;
}

/** Cancels the open attempt of another method at its provider, then settles what the provider says of it. */
async function switchAway(em: EntityManager, payments: Payments, plan: Extract<Plan, { kind: 'switch' }>, now: Date): Promise<void> {
  const provider = payments.providers.byName(plan.provider);
  if (!provider) return;
  await provider.cancel(plan.ref);
  // The provider's final word: it may have succeeded meanwhile (the customer paid after all), and then it counts.
  const after = await provider.refresh(plan.ref, { idempotencyKey: plan.key, now });
  const final = after.status === PaymentStatus.SUCCEEDED || after.status === PaymentStatus.PROCESSING ? after : { ...after, status: PaymentStatus.CANCELLED };
  await em.transactional((tx) => settleAttempt(tx, plan.attemptId, final, { now, reason: 'another method chosen', keepOrderOpen: true, log: payments.log }));
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

function outcomeOf(order: Order, attempt: PaymentAttempt | undefined, extra: Partial<PaymentOutcome>): PaymentOutcome {
  const errors = extra.errors ?? (attempt?.status === PaymentStatus.FAILED && order.status === OrderStatus.FAILED ? [paymentError(PaymentErrorCode.PAYMENT_FAILED)] : []);
  return { order, attempt, live: extra.live, errors };
}

export async function readOutcome(em: EntityManager, orderId: string, extra: Partial<PaymentOutcome> = {}): Promise<PaymentOutcome> {
  const order = await em.findOneOrFail(Order, orderId, { refresh: true });
  const attempt = (await latestAttempt(em, orderId, { refresh: true })) ?? undefined;
  return outcomeOf(order, attempt, extra);
}

/**
 * The outcome of the attempt this call settled, without reading it again. An attempt settled while its create call's
 * lease ran is its order's latest (settle.ts: planPayment plans no other meanwhile); `em` holds both rows as the
 * settlement committed them. Otherwise the order is read again.
 */
function settledOutcome(em: EntityManager, settled: Settled, live: ProviderResult): PaymentOutcome | null {
  if (!settled.latest) return null;
  const unitOfWork = em.getUnitOfWork();
  const order = unitOfWork.getById(Order, settled.order.id);
  const attempt = unitOfWork.getById(PaymentAttempt, settled.attempt.id);
  return order && attempt ? { ...outcomeOf(order, attempt, { live }), paidNow: settled.paidNow } : null;
}

export async function startPayment(em: EntityManager, payments: Payments, orderId: string, request: PaymentRequest, now: Date): Promise<PaymentOutcome> {
  const provider = request.saved ? payments.providers.byName(request.saved.provider) : payments.providers.forMethod(request.method);
  if (!provider) {
    if (request.token !== undefined) await requireOrder(em, orderId, request.token);
    return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.METHOD_NOT_AVAILABLE, 'method')] });
  }
  let plan = await em.transactional((tx) => planPayment(tx, provider, orderId, request, now, payments.attemptLeaseMs));
  // At most one switch: after it the open attempt is settled, and the next plan pays or creates the new attempt.
  if (plan.kind === 'switch') {
    try {
      await switchAway(em, payments, plan, now);
    } catch (error) {
      payments.log.error({ err: error, orderId }, 'cancelling the open payment failed');
      return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.PROVIDER_UNAVAILABLE)] });
    }
    plan = await em.transactional((tx) => planPayment(tx, provider, orderId, request, now, payments.attemptLeaseMs));
  }
  if (plan.kind === 'done') return readOutcome(em, orderId);
  if (plan.kind === 'error') return readOutcome(em, orderId, { errors: [plan.error] });
  if (plan.kind === 'switch') return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.PAYMENT_IN_PROGRESS)] });
  let result: ProviderResult;
  try {
    result = await callProvider(provider, plan, request, now);
  } catch (error) {
    // The attempt stays as it was: paying again resumes it with the same idempotency key.
    if (error instanceof ProviderError && error.code === 'test_card_required') {
      // Nothing was created at the provider: another method may start at once.
      await em.nativeUpdate(PaymentAttempt, { id: plan.attemptId }, { leaseUntil: null });
      return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.TEST_CARD_REQUIRED, 'testCard')] });
    }
    payments.log.error({ err: error, orderId, provider: provider.name }, 'payment provider call failed');
    return readOutcome(em, orderId, { errors: [paymentError(PaymentErrorCode.PROVIDER_UNAVAILABLE)] });
  }
  const settled = await em.transactional((tx) =>
    settleAttempt(tx, plan.attemptId, result, { now, reason: `${provider.name} answered ${result.status}`, log: payments.log, orderId }));
  return settledOutcome(em, settled, result) ?? readOutcome(em, orderId, { live: result });
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
