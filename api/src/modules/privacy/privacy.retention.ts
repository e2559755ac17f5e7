// The retention periods of the privacy policy, enforced every night (job 'privacy-retention'): answers, results and
// addresses 24 months after the last activity, tracking parameters after 90 days, sent mails (addresses and links)
// after 90 days, support messages after 24 months, spent or expired data-request links after 30 days. Orders and
// payments stay as tax and accounting law requires (up to ten years), without the address once it is stale.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Attempt } from '../attempt/attempt.entity.js';
import { MailOutbox, MailStatus } from '../mail/mail-outbox.entity.js';
import { anonymiseStaleReports } from '../report/report.lifecycle.js';
import { SupportRequest } from '../support/support-request.entity.js';
import { PrivacyRequest } from './privacy-request.entity.js';
import { erasePersonalData } from './privacy.erase.js';

const DAY = 24 * 3600_000;
export const RETENTION = {
  personalDataDays: 730,
  trackingDays: 90,
  mailDays: 90,
  supportDays: 730,
  privacyLinkDays: 30,
} as const;

export interface RetentionReport {
  sittings: number;
  tracking: number;
  reports: number;
  orders: number;
  mails: number;
  supportRequests: number;
  privacyLinks: number;
  accounts: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export async function enforceRetention(em: EntityManager, now: Date): Promise<RetentionReport> {
  const stale = before(now, RETENTION.personalDataDays);
  const conn = em.getConnection();
  // Accounts with no sign-in, change or purchase for 24 months and no running plan are erased like on request.
  const idle = await conn.execute<Array<{ email: string }>>(
    `select u.email from app_user u
      where u.updated_at < ? and not exists (select 1 from user_session s where s.user_id = u.id and s.last_seen_at >= ?)
        and not exists (select 1 from purchase_order o where o.user_id = u.id and o.created_at >= ?)
        and not exists (select 1 from subscription s where s.user_id = u.id and s.status in ('trialing', 'active', 'past_due'))
      limit 500`, [stale, stale, stale]);
  for (const { email } of idle) await erasePersonalData(em, email, now);

  const sittings = await em.nativeUpdate(Attempt, { updatedAt: { $lt: stale }, email: { $ne: null } }, { email: null, answers: {}, tracking: {}, country: null });
  const tracking = await conn.execute(
    `update attempt set tracking = '{}'::jsonb where created_at < ? and tracking <> '{}'::jsonb`, [before(now, RETENTION.trackingDays)], 'run');
  const reports = await anonymiseStaleReports(em, stale);
  const orders = await conn.execute(
    `update purchase_order o set email = null where o.email is not null and o.user_id is null and o.created_at < ?
        and not exists (select 1 from subscription s where s.order_id = o.id and s.status in ('trialing', 'active', 'past_due'))`, [stale], 'run');
  const mails = await em.nativeDelete(MailOutbox, { status: { $in: [MailStatus.SENT, MailStatus.FAILED] }, createdAt: { $lt: before(now, RETENTION.mailDays) } });
  const supportRequests = await em.nativeDelete(SupportRequest, { createdAt: { $lt: before(now, RETENTION.supportDays) } });
  const privacyLinks = await em.nativeDelete(PrivacyRequest, { expiresAt: { $lt: before(now, RETENTION.privacyLinkDays) } });
  const affected = (result: unknown) => Number((result as { affectedRows?: number }).affectedRows ?? 0);
  return { sittings, tracking: affected(tracking), reports, orders: affected(orders), mails, supportRequests, privacyLinks, accounts: idle.length };
}
