// Orders as the API shows them (GraphQL and the REST facade alike): the order with its money, its latest payment try,
// the subscription it belongs to and its report once ready. Never the token, never provider secrets beyond the live
// client secret. This read model sits above the order, payment, subscription and report modules.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { populateSet, selectRows } from '../../db/lean.js';
import { ReportState } from '../report/report.state.js';
import { pick } from '../../shared/locale.js';
import { money } from '../catalog/catalog.service.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { referenceData, type CurrencyData, type SkuData } from '../reference/reference-data.js';
import type { PaymentAttempt } from '../payment/payment-attempt.entity.js';
import type { PaymentType } from '../payment/payment-view.types.js';
import type { PaymentOutcome } from '../payment/payment.service.js';
import type { ProviderResult } from '../payment/providers/provider.js';
import { latestAttempt } from '../payment/settle.js';
import { Subscription } from '../subscription/subscription.entity.js';
import { toSubscriptionType } from '../subscription/subscription.view.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import type { OrderType } from './checkout.types.js';

/** A payment's outcome as the order view. */
export function paymentOrderType(em: EntityManager, outcome: PaymentOutcome): Promise<OrderType> {
  return toOrderType(em, outcome.order, outcome.live, outcome.attempt ?? null, outcome.paidNow ? { readyReport: null } : {});
}

/**
 * An order's row as it stands now (replacing what `em` holds of it) with its ready report's token, in one read: what
 * the success page's waiting request answers with once the fulfilment has run.
 */
export async function rereadWithReadyReport(em: EntityManager, id: string): Promise<{ order: Order; readyReport: string | null } | null> {
  const [row] = await selectRows<{ order: EntityDictionary<Order>; ready_report: string | null }>(em,
    `select to_jsonb(o) as "order", (select r.token from report r where r.order_id = o.id and r.state = ? limit 1) as ready_report
      from purchase_order o where o.id = ?`,
    [ReportState.READY, id]);
  return row ? { order: em.map(Order, row.order), readyReport: row.ready_report } : null;
}

export function toPaymentType(attempt: PaymentAttempt, currency: CurrencyData, live?: ProviderResult): PaymentType {
  // The live answer belongs to this attempt only when it names the same provider object.
  const current = live && (!attempt.providerRef || live.ref === attempt.providerRef) ? live : undefined;
  return {
    id: attempt.id,
    number: attempt.number,
    status: attempt.status,
    provider: attempt.provider,
    method: attempt.method,
    amount: money(attempt.amountMinor, currency),
    clientSecret: current?.clientSecret,
    approveUrl: current?.approveUrl,
    failureMessage: attempt.failureMessage ?? undefined,
    createdAt: attempt.createdAt,
  };
}

async function subscriptionOf(em: EntityManager, order: Order, sku: SkuData): Promise<Subscription | null> {
  if (order.subscription) return em.findOne(Subscription, { id: order.subscription.id });
  // Only a plan's own order starts a subscription (fulfilment's applyPlan): a first order of anything else has none.
  if (!order.parent && sku.kind !== SkuKind.SUBSCRIPTION) return null;
  const orders = order.parent ? [order.id, order.parent.id] : [order.id];
  return em.findOne(Subscription, { order: { $in: orders } }, { orderBy: { createdAt: 'desc' } });
}

/** The token of the order's ready report, if any: read unless the caller knows it (`known`). */
async function readyReportOf(em: EntityManager, order: Order, known: string | null | undefined): Promise<string | null> {
  if (order.status !== OrderStatus.PAID) return null;
  if (known !== undefined) return known;
  const [report] = await selectRows<{ token: string }>(em, 'select token from report where order_id = ? and state = ? limit 1', [order.id, ReportState.READY]);
  return report?.token ?? null;
}

/**
 * `readyReport`: the caller knows the token of the order's ready report (rereadWithReadyReport), or that none is ready
 * (null: it was paid a moment ago), so it is not read.
 */
export async function toOrderType(em: EntityManager, order: Order, live?: ProviderResult, attempt?: PaymentAttempt | null, known: { readyReport?: string | null } = {}): Promise<OrderType> {
  await populateSet(em, order, ['promoCode', 'parent']);
  // The SKU and the currency are reference data: read from the cache, not joined in again.
  const reference = await referenceData(em);
  const sku = reference.skus.get(order.sku.id)!;
  const currency = reference.currencies.get(order.currency.code)!;
  // A payment try moves its order out of CREATED (payment.service planPayment): an order still there has none.
  const latest = attempt !== undefined ? attempt : order.status === OrderStatus.CREATED ? null : await latestAttempt(em, order.id);
  const subscription = await subscriptionOf(em, order, sku);
  const locale = order.locale;
  const readyReport = await readyReportOf(em, order, known.readyReport);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    examId: order.exam.id,
    sku: { id: sku.id, code: sku.code, kind: sku.kind, title: pick(sku.titles, locale) ?? sku.code },
    amount: money(order.amountMinor, currency),
    listAmount: money(order.listAmountMinor, currency),
    discount: money(order.discountMinor, currency),
    promoCode: order.promoCode?.code,
    email: order.email ?? undefined,
    country: order.country ?? undefined,
    locale: order.locale,
    paymentMethod: order.paymentMethod ?? undefined,
    trialConsent: order.consentVersion && order.consentText && order.consentedAt
      ? { version: order.consentVersion, text: order.consentText, agreedAt: order.consentedAt }
      : undefined,
    parentOrderNumber: order.parent?.orderNumber,
    payment: latest ? toPaymentType(latest, currency, live) : undefined,
    subscription: subscription ? await toSubscriptionType(em, subscription) : undefined,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? undefined,
    reportToken: readyReport ?? undefined,
  };
}
