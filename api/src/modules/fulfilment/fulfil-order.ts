// What follows a paid order, run by the 'order-paid' job in one transaction (on the embedded database, at once by the
// process whose payment queued the job, which completes it in that transaction): the buyer's account, the plan or the
// entitlements the product grants, the reports they unlock, composed and made ready (a report-generate job for any
// that does not compose) and the receipt. The order's `fulfilledAt` is set in the same transaction, so a retried or
// duplicated job does it all exactly once.
import type { EntityManager } from '@mikro-orm/postgresql';
import { populateSet, writeChanges, type Statement } from '../../db/lean.js';
import { completeQueuedJob } from '../../jobs/job-queue.js';
import { pick } from '../../shared/locale.js';
import { formatMoney } from '../../shared/money.js';
import { ensureBuyerAccount } from '../account/account.welcome.js';
import { fulfilmentSignal } from './fulfilment-signal.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { extendPlan, grantForOrder } from '../entitlement/entitlement.service.js';
import { examSegment } from '../exam/exam.service.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { OrderStatus, type Order } from '../order/order.entity.js';
import { lockOrder } from '../order/order.lookup.js';
import { PaymentAttempt, PaymentStatus } from '../payment/payment-attempt.entity.js';
import { completeUnlockedReports, type GenerationOptions } from '../report/report.generation.js';
import { queueReportGeneration, unlockCoveredReports } from '../report/report.lifecycle.js';
import { renewalPaid, startSubscription } from '../subscription/subscription.lifecycle.js';
import type { Subscription } from '../subscription/subscription.entity.js';
import { referenceData, type CurrencyData, type ExamData, type SkuData } from '../reference/reference-data.js';

export type FulfilOutcome = 'fulfilled' | 'skipped';

export interface Fulfilment {
  outcome: FulfilOutcome;
  /** Reports the order made ready (their report-ready mail is queued); one that did not compose has its job. */
  completed: number;
}

/** The order's reference data, read from the cache instead of joined in. */
interface OrderReference {
  sku: SkuData;
  currency: CurrencyData;
  exam: ExamData;
}

/** The receipt (none for a free order), with the fulfilment's last writes. */
async function queueReceipt(em: EntityManager, order: Order, { sku, currency, exam }: OrderReference, now: Date, pending: Statement[]): Promise<void> {
  if (order.amountMinor <= 0 || !order.email) return;
  const locale = order.locale;
  await enqueueMail(em, {
    to: order.email,
    template: MailTemplate.PAYMENT_RECEIPT,
    locale: order.locale,
    dedupeKey: `receipt:${order.id}`,
    data: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderToken: order.token,
      skuCode: sku.code,
      itemTitle: pick(sku.titles, locale),
      amount: formatMoney(order.amountMinor, currency, locale),
      amountMinor: order.amountMinor,
      currency: currency.code,
      fractionDigits: currency.fractionDigits,
      paidAt: (order.paidAt ?? now).toISOString(),
      exam: examSegment(exam),
    },
  }, pending);
}

/** A plan bought or renewed: the subscription moves, and its entitlements follow its paid period. */
async function applyPlan(em: EntityManager, order: Order, now: Date): Promise<void> {
  // The plan's lifecycle reads the SKU, its plan and the currency as entities.
  await em.populate(order, ['sku', 'sku.plan', 'currency']);
  let subscription: Subscription | null;
  if (order.subscription) {
    subscription = await renewalPaid(em, order, now);
  } else {
    const attempt = await em.findOne(PaymentAttempt, { order: order.id, status: PaymentStatus.SUCCEEDED }, { orderBy: { number: 'desc' } });
    subscription = await startSubscription(em, order, attempt, now);
  }
  if (!subscription) return;
  await em.flush();
  const plan = { subscriptionId: subscription.id, periodEnd: subscription.currentPeriodEnd };
  if (order.subscription || subscription.order?.id !== order.id) {
    await extendPlan(em, plan);
    return;
  }
  await grantForOrder(em, order, order.sku.code, now, plan);
}

export interface FulfilOptions {
  /** The report composer and the log of its failures. */
  generation?: GenerationOptions;
  /** Run at once by the process that settled the payment: the order-paid job, still queued, completes with this. */
  queuedJob?: string;
}

export async function fulfilPaidOrder(em: EntityManager, orderId: string, now: Date, options: FulfilOptions = {}): Promise<Fulfilment> {
  return em.fork().transactional(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (options.queuedJob) await completeQueuedJob(tx, 'order-paid', options.queuedJob);
    if (order.status !== OrderStatus.PAID || order.fulfilledAt) return { outcome: 'skipped', completed: 0 };
    // Written with the account below in one update of the order; nothing else reads it before this commits.
    order.fulfilledAt = now;
    await populateSet(tx, order, ['subscription', 'parent']);
    const reference = await referenceData(tx);
    const data: OrderReference = {
      sku: reference.skus.get(order.sku.id)!,
      currency: reference.currencies.get(order.currency.code)!,
      exam: reference.exams.get(order.exam.id)!,
    };
    // The mails go with the fulfilment's last writes, in one round trip.
    const pending: Statement[] = [];
    if (order.email) {
      order.user = await ensureBuyerAccount(tx, { email: order.email, locale: order.locale, exam: examSegment(data.exam) }, now, pending);
    }
    // The account's row and the grants are written at once (the unlock reads the grants); the sign-in link, the mails
    // and the order's row go with the last writes below.
    if (order.subscription || data.sku.kind === SkuKind.SUBSCRIPTION) await applyPlan(tx, order, now);
    else await grantForOrder(tx, order, data.sku.code, now);
    const reports = await unlockCoveredReports(tx, {
      holder: { email: order.email, userId: order.user?.id },
      orderId: order.id,
      attemptId: order.attempt?.id,
      now,
    });
    const left = await completeUnlockedReports(tx, reports, { id: order.id, email: order.email, locale: order.locale }, now, options.generation, pending);
    await queueReportGeneration(tx, left);
    // Every payment's fulfilment ends here, written behind so it goes out with the COMMIT: its mails, the order's
    // account and fulfilment, and the signal that answers the success page's request waiting for this order.
    await queueReceipt(tx, order, data, now, pending);
    await writeChanges(tx, [order], [...pending, ...fulfilmentSignal(tx, order.id)], { behind: true });
    return { outcome: 'fulfilled', completed: reports.length - left.length };
  });
}
