// What follows an order that did not end paid: a declined renewal puts its subscription behind (and ends it after
// the last try), a refund or chargeback takes back what the order granted, and a chargeback decided for us gives back
// what it took. Run by the 'order-failed', 'order-refunded' and 'order-reinstated' jobs; each is idempotent (a second
// run finds nothing left to change).
import type { EntityManager } from '@mikro-orm/postgresql';
import { SkuKind } from '../catalog/sku.entity.js';
import { endPlan, restoreForOrder, revokeForOrder, type RevokeReason } from '../entitlement/entitlement.service.js';
import { OrderStatus } from '../order/order.entity.js';
import { lockOrder } from '../order/order.lookup.js';
import { queueReportGeneration, revokeOrderReports, unlockCoveredReports } from '../report/report.lifecycle.js';
import { endRefundedSubscription, renewalFailed } from '../subscription/subscription.lifecycle.js';
import { Subscription, SubscriptionStatus } from '../subscription/subscription.entity.js';

export async function failRenewal(em: EntityManager, orderId: string, attemptId: string, now: Date): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== OrderStatus.FAILED || !order.subscription) return;
    const subscription = await renewalFailed(tx, order, attemptId, now);
    if (subscription?.status === SubscriptionStatus.EXPIRED) await endPlan(tx, subscription.id, now);
  });
}

export async function refundOrder(em: EntityManager, orderId: string, now: Date, reason: RevokeReason = 'refunded'): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== OrderStatus.REFUNDED) return;
    await tx.populate(order, ['sku']);
    if (order.sku.kind === SkuKind.SUBSCRIPTION && !order.subscription) {
      const subscription = await endRefundedSubscription(tx, order, now);
      if (subscription) await endPlan(tx, subscription.id, now);
    }
    await revokeForOrder(tx, order.id, reason, now);
    await revokeOrderReports(tx, order.id, now);
  });
}

/**
 * A chargeback decided for us: the entitlements it revoked come back (a plan's to the end of the period that was paid;
 * the plan itself stays ended, since nothing is charged after a chargeback without a new purchase), and the reports they
 * cover are unlocked again.
 */
export async function reinstateOrder(em: EntityManager, orderId: string, now: Date): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== OrderStatus.PAID) return;
    const plan = await tx.findOne(Subscription, { order: order.id });
    const restored = await restoreForOrder(tx, order.id, 'chargeback', plan ? { subscriptionId: plan.id, periodEnd: plan.currentPeriodEnd } : undefined);
    if (restored === 0) return;
    const unlocked = await unlockCoveredReports(tx, { holder: { email: order.email, userId: order.user?.id }, orderId: order.id, attemptId: order.attempt?.id, now });
    await queueReportGeneration(tx, unlocked.map((report) => report.id));
  });
}
