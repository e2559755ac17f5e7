// The public cancellation form for people without an account: it never cancels by itself. It mails a one-time link
// to the address (when the address has a running plan) and answers the same whether or not it has one, so the form
// tells nobody which addresses are subscribers; the link, used by whoever holds the mailbox, cancels in one step.
import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normaliseEmail } from '../../shared/email.js';
import type { Locale } from '../../shared/locale.js';
import { fail, ok } from '../../shared/result.js';
import { DEFAULT_EXAM_SEGMENT } from '../mail/mail.data.js';
import { limitMailRequest } from '../mail/mail.limits.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { CancelRequest } from './cancel-request.entity.js';
import { SubscriptionErrorCode, type SubscriptionResult } from './subscription.codes.js';
import { Subscription } from './subscription.entity.js';
import { CANCELLABLE, cancelLocked } from './subscription.cancel.js';

export const CANCEL_LINK_MINUTES = 60;
const EXAM_SEGMENT = /^[A-Za-z][A-Za-z0-9]{0,31}-\d{1,10}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface CancelLinkRequest {
  email: string;
  /** The {code}-{examId} the form was opened with, for the link back. */
  exam?: string | null;
  locale: Locale;
  ip: string;
}

/** Mails the link when the address has a running plan; the same answer (ok) whether it has one or not. */
export async function requestCancelLink(em: EntityManager, request: CancelLinkRequest, now: Date): Promise<SubscriptionResult<{ email: string }>> {
  const email = normaliseEmail(request.email);
  if (!email) return fail(SubscriptionErrorCode.INVALID_EMAIL, 'Please enter a valid email address.', 'email');
  const limited = await limitMailRequest(em, { kind: 'cancel-link', address: email, ip: request.ip }, now);
  if (!limited.allowed) {
    return fail(SubscriptionErrorCode.RATE_LIMITED, 'Too many requests; please try again later.', limited.rule === 'mail:ip' ? undefined : 'email', limited.retryAfterSeconds);
  }
  const queued = await em.transactional(async (tx) => {
    const running = await tx.count(Subscription, { email, status: { $in: CANCELLABLE } });
    if (running === 0) return false;
    // Only the latest link works.
    await tx.nativeUpdate(CancelRequest, { email, usedAt: null }, { usedAt: now });
    const secret = randomBytes(32).toString('base64url');
    tx.create(CancelRequest, { email, secretHash: sha256(secret), createdAt: now, expiresAt: new Date(now.getTime() + CANCEL_LINK_MINUTES * 60_000) });
    const exam = request.exam && EXAM_SEGMENT.test(request.exam) ? request.exam : DEFAULT_EXAM_SEGMENT;
    await enqueueMail(tx, {
      to: email,
      template: MailTemplate.CANCEL_LINK,
      locale: request.locale,
      data: { path: `/cancel/subscription/${exam}?s=${encodeURIComponent(secret)}`, expiresInMinutes: CANCEL_LINK_MINUTES },
    });
    return true;
  });
  if (queued) announceMailQueued();
  return ok({ email });
}

/**
 * Spends a link of the form (inside the caller's transaction): cancels every running plan of its address. A link used
 * already cancels nothing more (the value is empty); an unknown or expired one is not valid.
 */
export async function cancelByRequest(tx: EntityManager, secret: string, now: Date): Promise<SubscriptionResult<Subscription[]>> {
  const invalid = fail(SubscriptionErrorCode.CANCEL_LINK_INVALID, 'This cancel link is not valid.', 'token');
  const request = await tx.findOne(CancelRequest, { secretHash: sha256(secret) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!request || request.expiresAt <= now) return invalid;
  if (request.usedAt) return ok([]);
  request.usedAt = now;
  const subscriptions = await tx.find(Subscription, { email: request.email, status: { $in: CANCELLABLE } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  await cancelLocked(tx, subscriptions, now);
  return ok(subscriptions);
}
