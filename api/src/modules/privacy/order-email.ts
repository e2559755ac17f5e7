// A paid order's delivery address changes only when the new address confirms it: otherwise anyone holding their
// own order link could move their report (and their plan's mails) into someone else's account. The change mails a
// one-time link to the new address; following it and pressing the button moves the order, its report and its plan.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { Order } from '../order/order.entity.js';
import { setOrderReportEmail } from '../report/report.lifecycle.js';
import { Subscription } from '../subscription/subscription.entity.js';
import { PrivacyAction, PrivacyRequest } from './privacy-request.entity.js';
import { PRIVACY_LINK_MINUTES } from './privacy.links.js';

/** Moves an order, its report and its plan to `address` (in the caller's transaction). */
export async function moveOrderEmail(tx: EntityManager, orderId: string, address: string): Promise<void> {
  await tx.nativeUpdate(Order, { id: orderId }, { email: address });
  await setOrderReportEmail(tx, orderId, address);
  await tx.nativeUpdate(Subscription, { order: orderId }, { email: address });
}

/** Queues the confirmation link for a new address of an order (in the caller's transaction). */
export async function mailOrderEmailConfirmation(tx: EntityManager, order: { id: string; locale: Locale }, address: string, now: Date): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  tx.create(PrivacyRequest, {
    action: PrivacyAction.CONFIRM_EMAIL,
    email: address,
    orderId: order.id,
    secretHash: createHash('sha256').update(secret).digest('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PRIVACY_LINK_MINUTES * 60_000),
  });
  await enqueueMail(tx, {
    to: address,
    template: MailTemplate.PRIVACY_LINK,
    locale: order.locale,
    data: { purpose: 'confirm-email', path: `/api/privacy/confirm-email?s=${secret}`, expiresInMinutes: PRIVACY_LINK_MINUTES },
  });
}
