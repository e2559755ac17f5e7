// What follows an order that did not end paid: a declined renewal puts its subscription behind (and ends it after
// the last try), and a refund or chargeback takes back what the order granted. Run by the 'order-failed' and
// 'order-refunded' jobs; both are idempotent (a second run finds nothing left to change).
import type { EntityManager } from '@mikro-orm/postgresql';
import { SkuKind } from '../catalog/sku.entity.js';
import { endPlan, revokeForOrder } from '../entitlement/entitlement.service.js';
import { OrderStatus } from '../order/order.entity.js';
import { lockOrder } from '../order/order.lookup.js';
import { revokeOrderReports } from '../report/report.lifecycle.js';
import { endRefundedSubscription, renewalFailed } from '../subscription/subscription.lifecycle.js';
import { SubscriptionStatus } from '../subscription/subscription.entity.js';

export async function failRenewal(em: EntityManager, orderId: string, attemptId: string, now: Date): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== OrderStatus.FAILED || !order.subscription) return;
    const subscription = await renewalFailed(tx, order, attemptId, now);
    if (subscription?.status === SubscriptionStatus.EXPIRED) await endPlan(tx, subscription.id, now);
  });
}

export async function refundOrder(em: EntityManager, orderId: string, now: Date): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== OrderStatus.REFUNDED) return;
    await tx.populate(order, ['sku']);
    if (order.sku.kind === SkuKind.SUBSCRIPTION && !order.subscription) {
      const subscription = await endRefundedSubscription(tx, order, now);
      if (subscription) await endPlan(tx, subscription.id, now);
    }
    await revokeForOrder(tx, order.id, 'refunded', now);
    await revokeOrderReports(tx, order.id, now);
  });
}
