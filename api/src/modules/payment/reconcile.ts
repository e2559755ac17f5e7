// The reconciliation job: settles payments whose outcome we missed (a lost webhook, a closed browser, a delayed
// card), recovers attempts whose create call died with its process (within a minute of the lease running out), and
// closes checkouts abandoned for a day.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OPEN_STATUSES } from './attempt.state.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { Payments } from './payment.runtime.js';
import type { ProviderResult } from './providers/provider.js';
import { settleAttempt } from './settle.js';

export const RECONCILE_AFTER_MS = 60_000;
export const ABANDON_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 200;

export interface ReconcileReport {
  checked: number;
  changed: number;
  failed: number;
}

interface Found {
  result: ProviderResult;
  abandoned: boolean;
  /** The attempt's call died: the order stays open for the customer's next try. */
  interrupted: boolean;
}

/** An attempt still being created: its call is under way until its lease runs out, then it is recovered. */
async function recoverInterrupted(payments: Payments, attempt: PaymentAttempt, now: Date): Promise<Found | null> {
  if (attempt.leaseUntil && attempt.leaseUntil > now) return null;
  const provider = payments.providers.byName(attempt.provider);
  if (!provider) return null;
  // Off-session charges are replayed with their key: the provider answers what it did the first time.
  if (attempt.offSession && attempt.methodRef) {
    const order = attempt.order;
    const result = await provider.chargeSaved({
      idempotencyKey: attempt.idempotencyKey,
      amountMinor: attempt.amountMinor,
      currency: attempt.currency.code,
      orderId: order.id,
      orderNumber: order.orderNumber,
      attemptId: attempt.id,
      description: `renewal ${order.orderNumber}`,
      methodRef: attempt.methodRef,
      customerRef: attempt.customerRef,
    });
    return { result, abandoned: false, interrupted: false };
  }
  const recovered = await provider.recover(attempt);
  return recovered
    ? { result: recovered, abandoned: false, interrupted: false }
    : { result: { ref: '', status: PaymentStatus.CANCELLED }, abandoned: false, interrupted: true };
}

async function answer(payments: Payments, attempt: PaymentAttempt, now: Date): Promise<Found | null> {
  const provider = payments.providers.byName(attempt.provider);
  if (!provider) return null;
  if (!attempt.providerRef) return recoverInterrupted(payments, attempt, now);
  const age = now.getTime() - attempt.createdAt.getTime();
  const context = { idempotencyKey: attempt.idempotencyKey, now };
  const result = await provider.refresh(attempt.providerRef, context);
  const waitingForCustomer = result.status === PaymentStatus.AWAITING_CUSTOMER || result.status === PaymentStatus.REQUIRES_ACTION;
  if (waitingForCustomer && age >= ABANDON_AFTER_MS) {
    await provider.cancel(attempt.providerRef);
    const after = await provider.refresh(attempt.providerRef, context);
    // Cancelling may lose a race with the customer's success: the provider's final word counts.
    const final = after.status === PaymentStatus.SUCCEEDED || after.status === PaymentStatus.PROCESSING ? after : { ...after, status: PaymentStatus.CANCELLED };
    return { result: final, abandoned: true, interrupted: false };
  }
  return { result, abandoned: false, interrupted: false };
}

export async function reconcilePayments(em: EntityManager, payments: Payments, now: Date): Promise<ReconcileReport> {
  const stale = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const attempts = await em.find(
    PaymentAttempt,
    {
      status: { $in: [...OPEN_STATUSES] },
      // Quiet for a minute, or a create call whose lease ran out (its process died).
      $or: [{ updatedAt: { $lt: stale } }, { status: PaymentStatus.CREATING, leaseUntil: { $lt: now } }],
    },
    { populate: ['order', 'currency'], orderBy: { updatedAt: 'asc' }, limit: BATCH },
  );
  const report: ReconcileReport = { checked: attempts.length, changed: 0, failed: 0 };
  for (const attempt of attempts) {
    try {
      const found = await answer(payments, attempt, now);
      if (!found) continue;
      const before = attempt.status;
      await em.fork().transactional((tx) => settleAttempt(tx, attempt.id, found.result, {
        now,
        reason: found.abandoned ? 'abandoned checkout' : found.interrupted ? 'interrupted payment call' : 'reconciliation',
        abandoned: found.abandoned,
        keepOrderOpen: found.interrupted,
        log: payments.log,
      }));
      if (found.result.status !== before) report.changed += 1;
    } catch (error) {
      report.failed += 1;
      payments.log.error({ err: error, attemptId: attempt.id }, 'reconciliation of a payment failed');
    }
  }
  return report;
}
