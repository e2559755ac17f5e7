// Erasing a person's data on request: running plans are cancelled first (nothing more is charged), then in one
// transaction the account, sittings, answers, results, mails, links and support messages are deleted or stripped.
// What tax and accounting law requires us to keep (orders, payments, refunds: amount, date, product, country,
// provider reference) stays, with the address and the account removed; a subscription's row keeps its billing
// facts under an erasure marker instead of the address.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountToken } from '../account/account-token.entity.js';
import { UserSession } from '../account/session.entity.js';
import { Attempt } from '../attempt/attempt.entity.js';
import { Entitlement } from '../entitlement/entitlement.entity.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { Order } from '../order/order.entity.js';
import { eraseReports } from '../report/report.lifecycle.js';
import { Subscription, SubscriptionStatus } from '../subscription/subscription.entity.js';
import { SupportRequest } from '../support/support-request.entity.js';
import { User } from '../user/user.entity.js';
import { PrivacyRequest } from './privacy-request.entity.js';

const RUNNING = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

/** An address that belongs to nobody and can never receive mail (RFC 2606 .invalid). */
export function erasureMarker(): string {
  return `erased-${randomBytes(8).toString('hex')}@erased.invalid`;
}

export interface ErasureSummary {
  cancelledPlans: number;
  keptOrders: number;
  account: boolean;
}

export async function erasePersonalData(em: EntityManager, email: string, now: Date): Promise<ErasureSummary> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email });
    const userId = user?.id ?? null;
    const mine = userId ? { $or: [{ email }, { user: userId }] } : { email };
    const marker = erasureMarker();

    // Plans first: a cancelled plan is never charged again; access ends now, as the person leaves.
    const cancelledPlans = await tx.nativeUpdate(Subscription, { ...mine, status: { $in: RUNNING } }, {
      status: SubscriptionStatus.CANCELLED, cancelledAt: now, endedAt: now, retryAt: null,
    });
    await tx.nativeUpdate(Subscription, mine, { email: marker, user: null, paymentMethodRef: null });
    await tx.nativeUpdate(Entitlement, userId ? { $or: [{ holderEmail: email }, { user: userId }] } : { holderEmail: email }, { holderEmail: marker, user: null, endsAt: now });

    // The sittings of the address, and those its orders and reports were made from.
    const attempts = await tx.getConnection().execute<Array<{ id: string }>>(
      `select id from attempt where email = ?
        union select attempt_id from purchase_order where (email = ? or user_id = ?) and attempt_id is not null
        union select attempt_id from report where (email = ? or user_id = ?) and attempt_id is not null`,
      [email, email, userId, email, userId], 'all', tx.getTransactionContext());
    await eraseReports(tx, { email, userId }, now);
    const orders = await tx.nativeUpdate(Order, mine, { email: null, user: null, attempt: null });
    if (attempts.length > 0) {
      await tx.nativeUpdate(Attempt, { id: { $in: attempts.map((attempt) => attempt.id) } }, { email: null, answers: {}, tracking: {}, country: null });
    }

    await tx.nativeDelete(MailOutbox, { to: email });
    await tx.nativeDelete(AccountToken, { email });
    await tx.nativeDelete(SupportRequest, userId ? { $or: [{ email }, { user: userId }] } : { email });
    await tx.nativeUpdate(PrivacyRequest, { email }, { email: marker });
    if (user) {
      await tx.nativeDelete(UserSession, { user: user.id });
      await tx.nativeDelete(User, { id: user.id });
    }
    return { cancelledPlans, keptOrders: orders, account: Boolean(user) };
  });
}
