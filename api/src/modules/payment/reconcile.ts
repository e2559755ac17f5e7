// The reconciliation job: settles payments whose outcome we missed (a lost webhook, a closed browser, a delayed
// card) by asking the provider, and closes checkouts abandoned for a day.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OPEN_STATUSES } from './attempt.state.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { Payments } from './payment.runtime.js';
import type { ProviderResult } from './providers/provider.js';
import { settleAttempt } from './settle.js';

export const RECONCILE_AFTER_MS = 60_000;
/** An attempt that never reached the provider: the browser never got a secret or link, so nothing can be charged. */
export const UNSENT_AFTER_MS = 10 * 60_000;
export const ABANDON_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 200;

export interface ReconcileReport {
  checked: number;
  changed: number;
  failed: number;
}

async function answer(payments: Payments, attempt: PaymentAttempt, now: Date): Promise<{ result: ProviderResult; abandoned: boolean } | null> {
  const provider = payments.providers.byName(attempt.provider);
  if (!provider) return null;
  const age = now.getTime() - attempt.createdAt.getTime();
  if (!attempt.providerRef) {
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
      return { result, abandoned: false };
    }
    return age >= UNSENT_AFTER_MS ? { result: { ref: '', status: PaymentStatus.CANCELLED }, abandoned: true } : null;
  }
  const context = { idempotencyKey: attempt.idempotencyKey, now };
  const result = await provider.refresh(attempt.providerRef, context);
  const waitingForCustomer = result.status === PaymentStatus.AWAITING_CUSTOMER || result.status === PaymentStatus.REQUIRES_ACTION;
  if (waitingForCustomer && age >= ABANDON_AFTER_MS) {
    await provider.cancel(attempt.providerRef);
    const after = await provider.refresh(attempt.providerRef, context);
    // Cancelling may lose a race with the customer's success: the provider's final word counts.
    const final = after.status === PaymentStatus.SUCCEEDED || after.status === PaymentStatus.PROCESSING ? after : { ...after, status: PaymentStatus.CANCELLED };
    return { result: final, abandoned: true };
  }
  return { result, abandoned: false };
}

export async function reconcilePayments(em: EntityManager, payments: Payments, now: Date): Promise<ReconcileReport> {
  const attempts = await em.find(
    PaymentAttempt,
    { status: { $in: [...OPEN_STATUSES] }, updatedAt: { $lt: new Date(now.getTime() - RECONCILE_AFTER_MS) } },
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
        reason: found.abandoned ? 'abandoned checkout' : 'reconciliation',
        abandoned: found.abandoned,
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
