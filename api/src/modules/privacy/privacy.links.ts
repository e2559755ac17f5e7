// Self-service by mailed link for people without an account: asking mails a one-time link to the address (only
// when we hold something about it; the answer is the same either way, and the requests are rate limited like every
// mail). An export link can be opened for an hour (the readable page and the JSON file); an erasure link is spent.
import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { limitMailRequest } from '../mail/mail.limits.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { PrivacyAction, PrivacyRequest } from './privacy-request.entity.js';

export const PRIVACY_LINK_MINUTES = 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function holdsAnything(em: EntityManager, email: string): Promise<boolean> {
  const rows = await em.getConnection().execute<Array<{ found: boolean }>>(
    `select exists(select 1 from app_user where email = ?) or exists(select 1 from attempt where email = ?)
        or exists(select 1 from purchase_order where email = ?) or exists(select 1 from subscription where email = ?)
        or exists(select 1 from support_request where email = ?) as found`, [email, email, email, email, email]);
  return Boolean(rows[0]?.found);
}

export type LinkRequestOutcome = { ok: true } | { ok: false; retryAfterSeconds: number; rule: string };

export async function requestPrivacyLink(
  em: EntityManager,
  request: { email: string; action: PrivacyAction.EXPORT | PrivacyAction.DELETE; locale: Locale; ip: string },
  now: Date,
): Promise<LinkRequestOutcome> {
  const limited = await limitMailRequest(em, { kind: 'privacy-link', address: request.email, ip: request.ip }, now);
  if (!limited.allowed) return { ok: false, retryAfterSeconds: limited.retryAfterSeconds, rule: limited.rule };
  if (!(await holdsAnything(em, request.email))) return { ok: true };
  const secret = randomBytes(32).toString('base64url');
  await em.transactional(async (tx) => {
    tx.create(PrivacyRequest, {
      action: request.action,
      email: request.email,
      secretHash: sha256(secret),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PRIVACY_LINK_MINUTES * 60_000),
    });
    const path = request.action === PrivacyAction.EXPORT ? '/api/privacy/export/html' : '/api/privacy/delete';
    await enqueueMail(tx, {
      to: request.email,
      template: MailTemplate.PRIVACY_LINK,
      locale: request.locale,
      data: { purpose: request.action === PrivacyAction.EXPORT ? 'export' : 'delete', path: `${path}?s=${secret}`, expiresInMinutes: PRIVACY_LINK_MINUTES },
    });
  });
  announceMailQueued();
  return { ok: true };
}

/** The live request a link's secret names; `spend` marks it used (erasure links), under a row lock. */
export async function openPrivacyLink(em: EntityManager, secret: string, action: PrivacyAction, now: Date, spend = false): Promise<PrivacyRequest | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const row = await em.findOne(PrivacyRequest, { secretHash: sha256(secret), action, usedAt: null, expiresAt: { $gt: now } },
    spend ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (row && spend) {
    row.usedAt = now;
    await em.flush();
  }
  return row;
}
