// Subscriptions by email (SPEC: unsubscribe page) or by the one-step cancel link in their mails: whether an
// address has one, and cancelling. A cancelled plan keeps what was paid for until its period ends, and is never
// charged again.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { Subscription, SubscriptionStatus } from './subscription.entity.js';
import { SubscriptionErrorCode, type SubscriptionResult } from './subscription.codes.js';
import { fail, ok } from '../../shared/result.js';
import { examSegment } from '../exam/exam.service.js';
import { isToken } from '../../shared/tokens.js';
import { normaliseEmail } from '../../shared/email.js';

const CANCELLABLE = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

const notFound = <T>(): SubscriptionResult<T> => fail(SubscriptionErrorCode.EMAIL_NOT_FOUND, 'E-mail not found, please re-enter', 'email');
const invalid = <T>(): SubscriptionResult<T> => fail(SubscriptionErrorCode.INVALID_EMAIL, 'Please enter a valid email address.', 'email');
const linkNotFound = <T>(): SubscriptionResult<T> => fail(SubscriptionErrorCode.CANCEL_LINK_INVALID, 'This cancel link is not valid.', 'token');

export async function findCancellable(em: EntityManager, email: string): Promise<SubscriptionResult<number>> {
  const address = normaliseEmail(email);
  if (!address) return invalid();
  const count = await em.count(Subscription, { email: address, status: { $in: CANCELLABLE } });
  return count > 0 ? ok(count) : notFound();
}

/** Cancels locked, cancellable subscriptions and queues their confirmations in the same transaction. */
async function cancelLocked(tx: EntityManager, subscriptions: Subscription[], now: Date): Promise<void> {
  if (subscriptions.length > 0) await tx.populate(subscriptions, ['order.exam']);
  for (const subscription of subscriptions) {
    // A plan behind on payment has no paid time left: it ends now.
    const ended = subscription.status === SubscriptionStatus.PAST_DUE;
    subscription.status = ended ? SubscriptionStatus.EXPIRED : SubscriptionStatus.CANCELLED;
    subscription.cancelledAt = now;
    subscription.retryAt = undefined;
    if (ended) subscription.endedAt = now;
    const exam = subscription.order?.exam;
    enqueueMail(tx, {
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

export async function cancelByEmail(em: EntityManager, email: string, now: Date): Promise<SubscriptionResult<Subscription[]>> {
  const address = normaliseEmail(email);
  if (!address) return invalid();
  return em.transactional(async (tx) => {
    const subscriptions = await tx.find(Subscription, { email: address, status: { $in: CANCELLABLE } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (subscriptions.length === 0) return notFound<Subscription[]>();
    await cancelLocked(tx, subscriptions, now);
    return ok(subscriptions);
  });
}

/**
 * The one-step cancel link of the trial reminder: cancels that one subscription. Following it again is not an
 * error: the value is then empty (nothing left to cancel).
 */
export async function cancelByToken(em: EntityManager, token: string, now: Date): Promise<SubscriptionResult<Subscription[]>> {
  if (!isToken(token)) return linkNotFound();
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(Subscription, { cancelToken: token }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!subscription) return linkNotFound<Subscription[]>();
    if (!CANCELLABLE.includes(subscription.status)) return ok([]);
    await cancelLocked(tx, [subscription], now);
    return ok([subscription]);
  });
}
