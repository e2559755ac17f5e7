// The subscription jobs as plain functions of `now` (pg-boss runs them every minute; tests move the clock):
// reminders a day before a trial converts, renewals through the saved method, and the end of cancelled plans.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pick, type Locale, type Localized } from '../../shared/locale.js';
import { Currency } from '../catalog/currency.entity.js';
import type { BillingInterval } from '../catalog/plan.entity.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { newOrderNumber } from '../order/order.lookup.js';
import { insertOrder } from '../order/order.transitions.js';
import { formatMoney } from '../../shared/money.js';
import type { Payments } from '../payment/payment.runtime.js';
import { startPayment, type SavedMethod } from '../payment/payment.service.js';
import { PayMethod } from '../payment/providers/registry.js';
import { Subscription, SubscriptionStatus } from './subscription.entity.js';
import { newToken } from '../../shared/tokens.js';

export const REMIND_BEFORE_MS = 24 * 60 * 60_000;
const BATCH = 100;
const RENEWABLE = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

interface ClaimedReminder {
  id: string;
  email: string;
  locale: Locale;
  amount_minor: number;
  currency: string;
  trial_ends_at: Date;
  cancel_token: string;
  plan_titles: Partial<Localized>;
  interval: BillingInterval;
  interval_count: number;
  exam_code: string | null;
  exam_id: number | null;
}

/** Queues one reminder per trial that converts within a day; claiming and queueing commit together. */
export async function sendTrialReminders(em: EntityManager, now: Date): Promise<number> {
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<ClaimedReminder[]>(
      `with claimed as (
        update subscription set reminder_sent_at = ?
          where id in (select id from subscription
            where status = 'trialing' and reminder_sent_at is null and trial_ends_at > ? and trial_ends_at <= ?
            order by trial_ends_at limit ${BATCH} for update skip locked)
          returning id, email, locale, amount_minor, currency, trial_ends_at, cancel_token, plan_id, order_id)
      select c.id, c.email, c.locale, c.amount_minor, c.currency, c.trial_ends_at, c.cancel_token,
          p.titles as plan_titles, p.interval, p.interval_count, e.code as exam_code, e.id as exam_id
        from claimed c join plan p on p.id = c.plan_id
          left join purchase_order o on o.id = c.order_id left join exam e on e.id = o.exam_id`,
      [now, now, new Date(now.getTime() + REMIND_BEFORE_MS)],
    );
    const currencies = new Map((await tx.find(Currency, { code: { $in: claimed.map((row) => row.currency) } })).map((c) => [c.code, c]));
    for (const row of claimed) {
      const fractionDigits = currencies.get(row.currency)?.fractionDigits ?? 2;
      const locale = row.locale;
      await enqueueMail(tx, {
        to: row.email,
        template: MailTemplate.TRIAL_REMINDER,
        locale,
        dedupeKey: `trial-reminder:${row.id}`,
        data: {
          subscriptionId: row.id,
          chargesAt: new Date(row.trial_ends_at).toISOString(),
          amount: formatMoney(row.amount_minor, { code: row.currency, fractionDigits }, locale),
          amountMinor: row.amount_minor,
          currency: row.currency,
          fractionDigits,
          planTitle: pick(row.plan_titles, locale),
          interval: row.interval,
          intervalCount: row.interval_count,
          cancelToken: row.cancel_token,
          exam: row.exam_code && row.exam_id ? `${row.exam_code}-${row.exam_id}` : undefined,
        },
      });
    }
    return claimed.length;
  });
}

/** Cancelled plans end when their paid (or trial) period does; nothing more is charged. */
export async function expireCancelled(em: EntityManager, now: Date): Promise<number> {
  return em.nativeUpdate(
    Subscription,
    { status: SubscriptionStatus.CANCELLED, currentPeriodEnd: { $lte: now } },
    { status: SubscriptionStatus.EXPIRED, endedAt: now },
  );
}

type RenewalPlan = { orderId: string; saved: SavedMethod } | null;

/** Locks one due subscription (skipping it if another worker has it) and finds or makes its renewal order. */
async function planRenewal(em: EntityManager, subscriptionId: string, now: Date): Promise<RenewalPlan> {
  const subscription = await em.findOne(Subscription, { id: subscriptionId }, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
  if (!subscription || !RENEWABLE.includes(subscription.status) || subscription.currentPeriodEnd > now) return null;
  if (subscription.retryAt && subscription.retryAt > now) return null;
  if (!subscription.paymentMethodRef || !subscription.provider) {
    subscription.status = SubscriptionStatus.EXPIRED;
    subscription.endedAt = now;
    return null;
  }
  const periodNumber = subscription.periodNumber + 1;
  let order = await em.findOne(Order, { subscription, periodNumber });
  // A renewal under way (or paid, and being applied) is left to its payment.
  if (order && (order.status === OrderStatus.PENDING || order.status === OrderStatus.PAID)) return null;
  if (!order) {
    const first = await em.findOneOrFail(Order, { id: subscription.order!.id });
    order = await insertOrder(em, {
      orderNumber: newOrderNumber(now),
      token: newToken(),
      exam: first.exam,
      sku: first.sku,
      attempt: first.attempt,
      user: subscription.user ?? first.user,
      parent: first,
      subscription,
      periodNumber,
      email: subscription.email,
      amountMinor: subscription.amountMinor,
      listAmountMinor: subscription.amountMinor,
      currency: subscription.currency,
      country: first.country,
      locale: subscription.locale,
      createdAt: now,
      updatedAt: now,
    });
  }
  return {
    orderId: order.id,
    saved: { provider: subscription.provider, methodRef: subscription.paymentMethodRef, customerRef: subscription.providerRef },
  };
}

export interface RenewalReport {
  expired: number;
  charged: number;
}

export async function renewDueSubscriptions(em: EntityManager, payments: Payments, now: Date): Promise<RenewalReport> {
  const expired = await expireCancelled(em, now);
  const due = await em.find(
    Subscription,
    { status: { $in: RENEWABLE }, currentPeriodEnd: { $lte: now }, $or: [{ retryAt: null }, { retryAt: { $lte: now } }] },
    { fields: ['id'], orderBy: { currentPeriodEnd: 'asc' }, limit: BATCH },
  );
  let charged = 0;
  for (const { id } of due) {
    try {
      const plan = await em.fork().transactional((tx) => planRenewal(tx, id, now));
      if (!plan) continue;
      await startPayment(em.fork(), payments, plan.orderId, { method: PayMethod.CARD, saved: plan.saved }, now);
      charged += 1;
    } catch (error) {
      payments.log.error({ err: error, subscriptionId: id }, 'subscription renewal failed');
    }
  }
  return { expired, charged };
}
