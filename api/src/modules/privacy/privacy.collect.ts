// Everything we hold about an address (and its account): account, sittings with their answers, results, orders,
// payments, subscriptions, mails sent, consents and support messages. Secrets (password hash, link tokens, card
// references) are never part of it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders } from '../../db/lean.js';

export interface PersonalData {
  generatedAt: string;
  email: string;
  account: Record<string, unknown> | null;
  sittings: Array<Record<string, unknown>>;
  results: Array<Record<string, unknown>>;
  orders: Array<Record<string, unknown>>;
  payments: Array<Record<string, unknown>>;
  subscriptions: Array<Record<string, unknown>>;
  mails: Array<Record<string, unknown>>;
  consents: Array<Record<string, unknown>>;
  supportRequests: Array<Record<string, unknown>>;
}

type Rows = Array<Record<string, unknown>>;

export async function collectPersonalData(em: EntityManager, email: string, now: Date): Promise<PersonalData> {
  const conn = em.getConnection();
  const users = await conn.execute<Rows>(
    `select id, email, name, nick_name, phone, birthday, sex, locale, email_verified_at, created_at, updated_at from app_user where email = ?`, [email]);
  const userId = (users[0]?.id as string | undefined) ?? null;
  const sittings = await conn.execute<Rows>(
    `select a.id, e.code as exam, a.locale, a.status, a.answers, a.country, a.tracking, a.created_at, a.submitted_at
      from attempt a join exam e on e.id = a.exam_id where a.email = ?
         or a.id in (select attempt_id from report where (email = ? or user_id = ?) and attempt_id is not null)
         or a.id in (select attempt_id from purchase_order where (email = ? or user_id = ?) and attempt_id is not null)
      order by a.created_at`, [email, email, userId, email, userId]);
  const results = await conn.execute<Rows>(
    `select r.id, e.code as exam, r.state, r.type_code, r.scores, r.locale, r.accuracy_rating, r.created_at, r.unlocked_at, r.completed_at
      from report r join exam e on e.id = r.exam_id where r.email = ? or r.user_id = ? order by r.created_at`, [email, userId]);
  const orders = await conn.execute<Rows>(
    `select o.id, o.order_number, s.code as product, o.status, o.amount_minor, o.currency, o.country, o.locale, o.payment_method,
        o.created_at, o.paid_at, o.terms_accepted_at, o.consent_version, o.consent_text
      from purchase_order o join sku s on s.id = o.sku_id where o.email = ? or o.user_id = ? order by o.created_at`, [email, userId]);
  const orderIds = orders.map((order) => order.id as string);
  const payments = orderIds.length === 0 ? [] : await conn.execute<Rows>(
    `select p.order_id, p.number, p.provider, p.method, p.status, p.amount_minor, p.currency, p.created_at, p.settled_at, p.refunded_at
      from payment_attempt p where p.order_id in (${placeholders(orderIds)}) order by p.created_at`, orderIds);
  const subscriptions = await conn.execute<Rows>(
    `select id, status, amount_minor, currency, locale, trial_ends_at, current_period_start, current_period_end, cancelled_at, ended_at, created_at
      from subscription where email = ? or user_id = ? order by created_at`, [email, userId]);
  const mails = await conn.execute<Rows>(
    `select template, locale, status, created_at, sent_at from mail_outbox where "to" = ? order by created_at`, [email]);
  const supportRequests = await conn.execute<Rows>(
    `select reference, kind, topic, message, locale, status, created_at from support_request where email = ? or user_id = ? order by created_at`, [email, userId]);
  const consents: Rows = [
    ...(users[0] ? [{ what: 'privacy policy and terms, at sign-up', at: users[0].created_at }] : []),
    ...orders.filter((order) => order.terms_accepted_at).map((order) => ({
      what: order.consent_version ? `subscription terms (${String(order.consent_version)})` : 'terms of sale',
      order: order.order_number,
      text: order.consent_text ?? null,
      at: order.terms_accepted_at,
    })),
  ];
  return {
    generatedAt: now.toISOString(),
    email,
    account: users[0] ?? null,
    sittings,
    results,
    orders: orders.map(({ consent_text: _text, ...order }) => order),
    payments,
    subscriptions,
    mails,
    consents,
    supportRequests,
  };
}
