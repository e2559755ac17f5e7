// The two jobs that keep one payment per order at the providers: 'payment-refund' gives back money that came in for
// an attempt of an order paid otherwise (its incident is resolved, or marked failed after the last try), and
// 'payment-void' cancels an attempt still open at its provider after another one paid the order.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordIncident, resolveIncidents } from './incidents.js';
import { IncidentKind } from './payment-incident.entity.js';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { Payments } from './payment.runtime.js';
import { settleAttempt } from './settle.js';

export async function refundSuperseded(em: EntityManager, payments: Payments, attemptId: string, now: Date, lastTry = false): Promise<'refunded' | 'skipped'> {
  const attempt = await em.findOne(PaymentAttempt, { id: attemptId }, { populate: ['currency', 'order'] });
  if (!attempt || attempt.refundedAt || attempt.status !== PaymentStatus.SUCCEEDED || !attempt.providerRef) return 'skipped';
  // Only money for an order paid by another attempt (or closed) is refunded here; a paid order's own refund is not ours.
  if (attempt.order.paidAttemptId === attempt.id) return 'skipped';
  const provider = payments.providers.byName(attempt.provider);
  if (!provider) return 'skipped';
  try {
    await provider.refund(attempt.providerRef, {
      idempotencyKey: `refund:${attempt.id}`,
      amountMinor: attempt.amountMinor,
      currency: attempt.currency.code,
      captureRef: attempt.captureRef,
    });
  } catch (error) {
    if (lastTry) {
      await em.fork().transactional(async (tx) => recordIncident(tx, {
        kind: IncidentKind.REFUND_FAILED, order: attempt.order, attempt, provider: attempt.provider, providerRef: attempt.providerRef,
        amountMinor: attempt.amountMinor, currency: attempt.currency.code, detail: { error: error instanceof Error ? error.message.slice(0, 200) : 'failed' },
      }, now));
    }
    throw error;
  }
  await em.fork().transactional(async (tx) => {
    await tx.nativeUpdate(PaymentAttempt, { id: attempt.id }, { refundedAt: now });
    await resolveIncidents(tx, attempt.id, IncidentKind.LATE_SUCCESS_REFUNDED, now, { refundedAt: now.toISOString() });
  });
  payments.log.info({ attemptId: attempt.id, orderId: attempt.order.id }, 'refunded a payment that came in for an order paid otherwise');
  return 'refunded';
}

export async function voidAttempt(em: EntityManager, payments: Payments, attemptId: string, now: Date): Promise<void> {
  const attempt = await em.findOne(PaymentAttempt, { id: attemptId });
  if (!attempt?.providerRef || (attempt.status !== PaymentStatus.AWAITING_CUSTOMER && attempt.status !== PaymentStatus.REQUIRES_ACTION)) return;
  const provider = payments.providers.byName(attempt.provider);
  if (!provider) return;
  await provider.cancel(attempt.providerRef);
  // What the provider says now counts: a success that beat the cancel is refunded by settlement.
  const after = await provider.refresh(attempt.providerRef, { idempotencyKey: attempt.idempotencyKey, now });
  const final = after.status === PaymentStatus.SUCCEEDED || after.status === PaymentStatus.PROCESSING ? after : { ...after, status: PaymentStatus.CANCELLED };
  await em.fork().transactional((tx) => settleAttempt(tx, attempt.id, final, { now, reason: 'order paid by another attempt', keepOrderOpen: true, log: payments.log }));
}
