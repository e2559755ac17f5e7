// What a paid order delivers, in the transaction that marks it paid: the buyer's account, the report, the
// subscription, VIP membership and a receipt in the mail outbox. Failed and refunded orders undo their part.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, parseLocale, pick } from '../../shared/locale.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { enqueueMail } from '../mail/mail.service.js';
import { formatMoney } from '../payment/money.js';
import type { PaymentAttempt } from '../payment/payment-attempt.entity.js';
import { Report, ReportStatus } from '../report/report.entity.js';
import {
  endRefundedSubscription,
  renewalFailed,
  renewalPaid,
  startSubscription,
} from '../subscription/subscription.lifecycle.js';
import { ensureUser, grantVip, revokeVip } from '../user/user.service.js';
import type { Order } from './order.entity.js';

/** Completes the attempt's report and mails its link to the buyer (the report engineer's PDF hook adds the file). */
async function completeReport(em: EntityManager, order: Order, now: Date): Promise<void> {
  if (!order.attempt) return;
  await em.nativeUpdate(
    Report,
    { attempt: order.attempt.id, status: { $ne: ReportStatus.COMPLETED } },
    { status: ReportStatus.COMPLETED, order: order.id, user: order.user?.id, completedAt: now },
  );
  const reports = await em.find(Report, { order: order.id, status: ReportStatus.COMPLETED }, { populate: ['exam'], refresh: true });
  if (!order.email || reports.length === 0) return;
  enqueueMail(em, {
    to: order.email,
    template: MailTemplate.REPORT_READY,
    locale: order.locale,
    dedupeKey: `report-ready:${order.id}`,
    data: {
      context: 'purchase',
      reports: reports.map((report) => ({
        kind: 'paid' as const,
        token: report.token,
        exam: `${report.exam.code}-${report.exam.id}`,
        typeCode: report.typeCode,
        date: (report.completedAt ?? now).toISOString(),
      })),
    },
  });
}

export async function onOrderPaid(em: EntityManager, order: Order, attempt: PaymentAttempt, now: Date): Promise<void> {
  await em.populate(order, ['sku', 'currency', 'exam']);
  if (order.email) order.user = await ensureUser(em, order.email, order.locale);
  // Flushed so the report and subscription rows below can refer to the account and the order's new state.
  await em.flush();
  if (order.subscription) {
    await renewalPaid(em, order, now);
  } else if (order.sku.kind === SkuKind.SUBSCRIPTION) {
    await startSubscription(em, order, attempt, now);
    await completeReport(em, order, now);
  } else if (order.sku.kind === SkuKind.REPORT) {
    await completeReport(em, order, now);
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
        amount: formatMoney(order.amountMinor, order.currency.code, order.currency.fractionDigits),
        amountMinor: order.amountMinor,
        currency: order.currency.code,
        fractionDigits: order.currency.fractionDigits,
        paidAt: now.toISOString(),
        exam: `${order.exam.code}-${order.exam.id}`,
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
