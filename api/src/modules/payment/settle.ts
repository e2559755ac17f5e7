// Applies a provider's answer to an attempt and its order, inside the caller's transaction, with the order row
// locked: the attempt moves forward only, and the order follows through its state machine. What must follow a paid,
// failed or refunded order is recorded as a durable job in the same transaction; the payment answers at once. Money
// never goes missing: a success for a cancelled or superseded attempt pays the order if it is still unpaid, else is
// refunded by the payment-refund job; an amount or currency that is not the attempt's is flagged, not fulfilled.
import { NotFoundError, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadEntity, selectRows, sendTogether, writeChanges, type Statement } from '../../db/lean.js';
import type { Logger } from 'pino';
import { sendJob } from '../../jobs/job-queue.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { OrderEvent } from '../order/order-event.entity.js';
import { lockOrder, PAYMENT_LOCK } from '../order/order.lookup.js';
import { isPayable } from '../order/order.state.js';
import { moveOrder } from '../order/order.transitions.js';
import { consumePromoUse, releasePromoUse } from '../promo/promo.service.js';
import { isOpen, nextAttemptStatus } from './attempt.state.js';
import { recordIncident } from './incidents.js';
import { recordPartnerEvent, rememberSittingPartner, WebhookEvent } from '../webhook/partner-webhook.events.js';
import { IncidentKind, IncidentStatus } from './payment-incident.entity.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { ProviderResult } from './providers/provider.js';

export interface SettleContext {
  now: Date;
  reason: string;
  providerEventId?: string;
  /** The customer walked away: a cancelled attempt closes the order instead of failing it. */
  abandoned?: boolean;
  /** The customer chose another method, or the attempt's call died: a cancelled attempt leaves the order waiting for
   * the next one instead of failing it. */
  keepOrderOpen?: boolean;
  log?: Logger;
  /** The attempt's order, when the caller knows it: the settlement locks it without reading it off the attempt first. */
  orderId?: string;
  /** The order events of this settlement, sent with its writes (settleAttempt sets it). */
  pending?: Statement[];
}

/** The order and the attempt as the settlement left them (the caller's EntityManager holds both after the commit). */
export interface Settled {
  order: Order;
  attempt: PaymentAttempt;
  /** This settlement paid the order for the first time: none of its reports can be ready at the commit (the
   * order-paid job unlocks them after it). */
  paidNow: boolean;
  /** The attempt was settled while its create call's lease ran, so it is its order's newest try. */
  latest: boolean;
}

/** The order's newest payment try; `refresh` reads it again even when this EntityManager holds it already. */
export async function latestAttempt(em: EntityManager, orderId: string, options: { refresh?: boolean } = {}): Promise<PaymentAttempt | null> {
  return loadEntity(em, PaymentAttempt, 'select * from payment_attempt where order_id = ? order by number desc limit 1', [orderId],
    { refresh: options.refresh ?? false });
}

/** Gives back the promo use an order held (its payment failed or it closed unpaid). */
export async function releasePromo(em: EntityManager, order: Order): Promise<void> {
  if (!order.promoReserved || !order.promoCode) return;
  await releasePromoUse(em, order.promoCode.id);
  order.promoReserved = false;
}

/** The provider says it took another amount or currency than the attempt asked for. */
function mismatch(attempt: PaymentAttempt, result: ProviderResult): boolean {
  if (result.amountMinor !== undefined && result.amountMinor !== attempt.amountMinor) return true;
  return result.currency !== undefined && result.currency.toUpperCase() !== attempt.currency.code.toUpperCase();
}

/** The attempt's order id: given by the caller, or one narrow read (no entity) before the locks. */
async function orderIdOf(em: EntityManager, attemptId: string, context: SettleContext): Promise<string> {
  if (context.orderId) return context.orderId;
  const [found] = await em.execute<Array<{ order_id: string }>>('select order_id from payment_attempt where id = ?', [attemptId]);
  if (!found) throw NotFoundError.findOneFailed(PaymentAttempt.name, { id: attemptId });
  return found.order_id;
}

export async function settleAttempt(em: EntityManager, attemptId: string, result: ProviderResult, context: SettleContext): Promise<Settled> {
  const pending: Statement[] = [];
  const settled = await applyResult(em, attemptId, result, { ...context, pending });
  // Every payment settles: the order's events and the two rows are written as written, behind: they go out with the
  // COMMIT, in one round trip (db/pipelined-client.ts).
  await writeChanges(em, [settled.order, settled.attempt], pending, { behind: true });
  return settled;
}

/**
 * The order and its attempt, locked in one round trip: the order's row first, then the attempt's (FOR ... OF locks
 * in the order it names them), the same order as payment start, so the two never deadlock (PAYMENT_LOCK says which
 * lock, and why: a webhook stores its event, referencing the order, before it settles). The sitting's partner
 * comes along (not locked), for the order-paid event: another API process may have started the sitting. Null when
 * either row is missing or the attempt is another order's.
 */
async function lockOrderAndAttempt(em: EntityManager, orderId: string, attemptId: string): Promise<{ order: Order; attempt: PaymentAttempt } | null> {
  const [row] = await selectRows<{ order: EntityDictionary<Order>; attempt: EntityDictionary<PaymentAttempt>; sitting_partner: string | null }>(em,
    `select to_jsonb(o) as "order", to_jsonb(a) as attempt, s.partner_id as sitting_partner
      from purchase_order o join payment_attempt a on a.id = ? and a.order_id = o.id left join attempt s on s.id = o.attempt_id
      where o.id = ? ${PAYMENT_LOCK} of o, a`,
    [attemptId, orderId]);
  if (!row) return null;
  const order = em.map(Order, row.order);
  if (order.attempt) rememberSittingPartner(order.attempt.id, row.sitting_partner);
  return { order, attempt: em.map(PaymentAttempt, row.attempt) };
}

async function applyResult(em: EntityManager, attemptId: string, result: ProviderResult, context: SettleContext): Promise<Settled> {
  const orderId = await orderIdOf(em, attemptId, context);
  const locked = await lockOrderAndAttempt(em, orderId, attemptId);
  // Not both found together: one at a time (order first), for the error that says which.
  const order = locked?.order ?? await lockOrder(em, orderId);
  const payable = isPayable(order.status);
  // The currency's code is its key: mismatch() and the incidents need no join for it.
  const attempt = locked?.attempt ?? await loadEntity(em, PaymentAttempt, `select * from payment_attempt where id = ? ${PAYMENT_LOCK}`, [attemptId]);
  if (!attempt) throw NotFoundError.findOneFailed(PaymentAttempt.name, { id: attemptId });
  if (attempt.order.id !== order.id) throw new Error(`Payment attempt ${attemptId} does not belong to order ${order.id}.`);
  // While its create call's lease runs, an attempt is its order's latest: payment start plans no other meanwhile.
  const leased = attempt.status === PaymentStatus.CREATING && attempt.leaseUntil !== undefined
    && attempt.leaseUntil.getTime() > Math.max(Date.now(), context.now.getTime());
  if (result.ref) attempt.providerRef ??= result.ref;
  if (result.captureRef) attempt.captureRef = result.captureRef;
  if (result.methodRef) {
    attempt.methodRef = result.methodRef;
    attempt.customerRef = result.customerRef ?? attempt.customerRef;
  }
  // The provider has answered: the call that created the attempt is over.
  attempt.leaseUntil = undefined;
  order.provider = attempt.provider;
  order.providerRef = attempt.providerRef;
  const succeeded = result.status === PaymentStatus.SUCCEEDED || result.refunded;
  if (succeeded && mismatch(attempt, result)) {
    await recordIncident(em, {
      kind: IncidentKind.AMOUNT_MISMATCH, order, attempt, provider: attempt.provider, providerRef: attempt.providerRef,
      amountMinor: result.amountMinor, currency: result.currency,
      detail: { expectedMinor: attempt.amountMinor, expectedCurrency: attempt.currency.code, reason: context.reason },
    }, context.now);
    context.log?.error({ orderId: order.id, attemptId: attempt.id }, 'provider amount or currency does not match the attempt; not fulfilled');
    return { order, attempt, paidNow: false, latest: leased };
  }
  // A refund implies the payment succeeded, even when that news has not arrived yet: apply both, in order.
  const next = nextAttemptStatus(attempt.status, result.refunded ? PaymentStatus.SUCCEEDED : result.status);
  if (next) await moveAttempt(em, order, attempt, next, result, { ...context, latest: leased });
  // Only the refund of the attempt that paid the order refunds the order (ours of a superseded attempt does not).
  const why = result.chargeback ? CHARGEBACK : 'refunded';
  if (result.refunded && order.paidAttemptId === attempt.id
    && await moveOrder(em, order, OrderStatus.REFUNDED, { ...context, reason: `${why} (${context.reason})` })) {
    await sendJob(em, 'order-refunded', { orderId: order.id, ...(result.chargeback ? { chargeback: true } : {}) }, { singletonKey: order.id });
  }
  if (result.disputeWon && order.paidAttemptId === attempt.id) await reinstateAfterDispute(em, order, context);
  return { order, attempt, paidNow: payable && order.status === OrderStatus.PAID, latest: leased };
}

const CHARGEBACK = 'chargeback';

/** A chargeback decided for us: the order is paid again and what the chargeback revoked comes back (a job). Our own
 * refunds are never undone this way. */
async function reinstateAfterDispute(em: EntityManager, order: Order, context: SettleContext): Promise<void> {
  if (order.status !== OrderStatus.REFUNDED) return;
  // The events this settlement moved the order through are read below.
  await sendTogether(em, context.pending?.splice(0) ?? []);
  const refund = await em.findOne(OrderEvent, { order: order.id, toStatus: OrderStatus.REFUNDED }, { orderBy: { createdAt: 'desc' } });
  if (!refund?.reason.startsWith(CHARGEBACK)) return;
  if (!(await moveOrder(em, order, OrderStatus.PAID, { ...context, reason: `dispute won (${context.reason})` }))) return;
  await sendJob(em, 'order-reinstated', { orderId: order.id }, { singletonKey: order.id });
}

/** `latest`: the attempt is known to be its order's newest. */
type MoveContext = SettleContext & { latest: boolean };

async function moveAttempt(em: EntityManager, order: Order, attempt: PaymentAttempt, next: PaymentStatus, result: ProviderResult, context: MoveContext): Promise<void> {
  const previous = attempt.status;
  attempt.status = next;
  if (next === PaymentStatus.FAILED) {
    attempt.failureCode = result.failureCode?.slice(0, 64) ?? 'failed';
    attempt.failureMessage = result.failureMessage?.slice(0, 255);
  }
  if (next === PaymentStatus.SUCCEEDED || next === PaymentStatus.FAILED || next === PaymentStatus.CANCELLED) attempt.settledAt = context.now;
  if (next === PaymentStatus.SUCCEEDED) await applySuccess(em, order, attempt, previous, context);
  else await applyEnd(em, order, attempt, context);
}

async function applySuccess(em: EntityManager, order: Order, attempt: PaymentAttempt, previous: PaymentStatus, context: MoveContext): Promise<void> {
  const late = previous === PaymentStatus.CANCELLED || previous === PaymentStatus.FAILED;
  if (order.status === OrderStatus.PAID || order.status === OrderStatus.REFUNDED || order.status === OrderStatus.CANCELLED) {
    if (order.paidAttemptId === attempt.id) return;
    // Money for an order that is settled otherwise (another attempt paid, or it closed): it goes back.
    await recordIncident(em, {
      kind: IncidentKind.LATE_SUCCESS_REFUNDED, order, attempt, provider: attempt.provider, providerRef: attempt.providerRef,
      amountMinor: attempt.amountMinor, currency: attempt.currency.code, detail: { orderStatus: order.status, previous, reason: context.reason },
    }, context.now);
    await sendJob(em, 'payment-refund', { attemptId: attempt.id }, { singletonKey: attempt.id });
    context.log?.warn({ orderId: order.id, attemptId: attempt.id }, 'payment succeeded on an order settled otherwise; refunding it');
    return;
  }
  if (!(await moveOrder(em, order, OrderStatus.PAID, { ...context, reason: `paid (${context.reason})` }))) return;
  order.paidAttemptId = attempt.id;
  if (order.promoCode && !order.promoReserved) {
    await consumePromoUse(em, order.promoCode.id);
    order.promoReserved = true;
  }
  if (late) {
    await recordIncident(em, {
      kind: IncidentKind.LATE_SUCCESS_APPLIED, order, attempt, provider: attempt.provider, providerRef: attempt.providerRef,
      amountMinor: attempt.amountMinor, currency: attempt.currency.code, detail: { previous, reason: context.reason },
    }, context.now, IncidentStatus.RESOLVED);
  }
  // Any other try still open at a provider is stopped, so it cannot take money too (the first try, known to be the
  // latest, has none).
  if (attempt.number > 1 || !context.latest) {
    const others = await em.find(PaymentAttempt, { order: order.id, id: { $ne: attempt.id }, status: { $in: [PaymentStatus.AWAITING_CUSTOMER, PaymentStatus.REQUIRES_ACTION] } });
    for (const other of others) await sendJob(em, 'payment-void', { attemptId: other.id }, { singletonKey: other.id });
  }
  // Written behind as well: nothing here reads the job's id.
  await sendJob(em, 'order-paid', { orderId: order.id }, { singletonKey: order.id, behind: true });
  await recordPartnerEvent(em, order.attempt?.id, WebhookEvent.ORDER_PAID, { orderId: order.id, orderNumber: order.orderNumber }, context.now);
}

async function applyEnd(em: EntityManager, order: Order, attempt: PaymentAttempt, context: SettleContext): Promise<void> {
  if (attempt.status !== PaymentStatus.FAILED && attempt.status !== PaymentStatus.CANCELLED) return;
  // Switching methods (or a call that died): the order waits for the next attempt.
  if (context.keepOrderOpen) return;
  const latest = await latestAttempt(em, order.id);
  // An older attempt's failure says nothing about the one the customer is on now.
  if (latest?.id !== attempt.id || isOpen(attempt.status)) return;
  const to = context.abandoned ? OrderStatus.CANCELLED : OrderStatus.FAILED;
  const why = attempt.failureMessage ? `${context.reason}: ${attempt.failureMessage}` : context.reason;
  if (!(await moveOrder(em, order, to, { ...context, reason: `${to} (${why})` }))) return;
  await releasePromo(em, order);
  if (order.subscription) await sendJob(em, 'order-failed', { orderId: order.id, attemptId: attempt.id }, { singletonKey: attempt.id });
}
