// What a paid order delivers, in the transaction that marks it paid: the buyer's account, the report (generated at once
// when it can be, else by the reports-generate job), the subscription, VIP membership and a receipt in the mail outbox.
// Failed and refunded orders undo their part.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, parseLocale, pick } from '../../shared/locale.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { formatMoney } from '../../shared/money.js';
import type { PaymentAttempt } from '../payment/payment-attempt.entity.js';
import { Report, ReportStatus } from '../report/report.entity.js';
import { generateReportsOf, markReportsPaidFor } from '../report/report.generation.js';
import {
  endRefundedSubscription,
  renewalFailed,
  renewalPaid,
  startSubscription,
} from '../subscription/subscription.lifecycle.js';
import { grantVip, revokeVip } from '../user/user.service.js';
import { ensureBuyerAccount } from '../account/account.welcome.js';
import type { Order } from './order.entity.js';
import { examSegment } from '../exam/exam.service.js';

/**
 * The sitting's report now belongs to the paid order; generating it is tried at once, in a savepoint, so a report that
 * does not compose leaves the payment standing and waits for the reports-generate job.
 */
async function deliverReport(em: EntityManager, order: Order, now: Date): Promise<void> {
  if (!order.attempt) return;
  await markReportsPaidFor(em, order);
  await em.flush();
  await generateReportsOf(em, order, now);
}

export async function onOrderPaid(em: EntityManager, order: Order, attempt: PaymentAttempt, now: Date): Promise<void> {
  await em.populate(order, ['sku', 'currency', 'exam']);
  if (order.email) {
    order.user = await ensureBuyerAccount(em, { email: order.email, locale: order.locale, exam: examSegment(order.exam) }, now);
  }
  // Flushed so the report and subscription rows below can refer to the account and the order's new state.
  await em.flush();
  if (order.subscription) {
    await renewalPaid(em, order, now);
  } else if (order.sku.kind === SkuKind.SUBSCRIPTION) {
    await startSubscription(em, order, attempt, now);
    await deliverReport(em, order, now);
  } else if (order.sku.kind === SkuKind.REPORT) {
    await deliverReport(em, order, now);
  } else if (order.sku.kind === SkuKind.VIP && order.user) {
    grantVip(order.user, now);
  }
  if (order.amountMinor > 0 && order.email) {
    enqueueMail(em, {
      to: order.email,
      template: MailTemplate.PAYMENT_RECEIPT,
      locale: order.locale,
      dedupeKey: `receipt:${order.id}`,
      data: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderToken: order.token,
        skuCode: order.sku.code,
        itemTitle: pick(order.sku.titles, parseLocale(order.locale) ?? DEFAULT_LOCALE),
        amount: formatMoney(order.amountMinor, order.currency, parseLocale(order.locale) ?? DEFAULT_LOCALE),
        amountMinor: order.amountMinor,
        currency: order.currency.code,
        fractionDigits: order.currency.fractionDigits,
        paidAt: now.toISOString(),
        exam: examSegment(order.exam),
      },
    });
  }
}

export async function onOrderFailed(em: EntityManager, order: Order, now: Date): Promise<void> {
  if (order.subscription) await renewalFailed(em, order, now);
}

export async function onOrderRefunded(em: EntityManager, order: Order, now: Date): Promise<void> {
  await em.populate(order, ['sku', 'user']);
  if (order.sku.kind === SkuKind.SUBSCRIPTION && !order.subscription) await endRefundedSubscription(em, order, now);
  if (order.sku.kind === SkuKind.VIP && order.user) revokeVip(order.user, now);
  if (order.sku.kind === SkuKind.REPORT && order.attempt) {
    await em.nativeUpdate(Report, { order: order.id }, { status: ReportStatus.UNCOMPLETED, completedAt: null });
  }
}
