// Cancelling locked subscriptions, whoever asked: the plan stops renewing and keeps its paid time (a plan behind on
// payment has none and ends now), and the confirmation mail is queued in the same transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { examSegment } from '../exam/exam.service.js';
import { type Subscription, SubscriptionStatus } from './subscription.entity.js';

export const CANCELLABLE = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

/** Cancels locked, cancellable subscriptions and queues their confirmations in the same transaction. */
export async function cancelLocked(tx: EntityManager, subscriptions: Subscription[], now: Date): Promise<void> {
  if (subscriptions.length > 0) await tx.populate(subscriptions, ['order.exam']);
  for (const subscription of subscriptions) {
    // A plan behind on payment has no paid time left: it ends now.
    const ended = subscription.status === SubscriptionStatus.PAST_DUE;
    subscription.status = ended ? SubscriptionStatus.EXPIRED : SubscriptionStatus.CANCELLED;
    subscription.cancelledAt = now;
    subscription.retryAt = undefined;
    if (ended) subscription.endedAt = now;
    const exam = subscription.order?.exam;
    await enqueueMail(tx, {
      to: subscription.email,
      template: MailTemplate.CANCELLATION_CONFIRMATION,
      locale: subscription.locale,
      dedupeKey: `cancellation:${subscription.id}`,
      data: {
        subscriptionId: subscription.id,
        accessUntil: (ended ? now : subscription.currentPeriodEnd).toISOString(),
        endedNow: ended,
        exam: exam ? examSegment(exam) : undefined,
      },
    });
  }
}
