// VIP membership bought after a first order (SPEC: member/VIP centre): the exam's VIP SKU as a follow-up order,
// and the member's VIP status.
import type { EntityManager } from '@mikro-orm/postgresql';
import { SkuKind } from '../catalog/sku.entity.js';
import type { OrderResult } from '../order/order.codes.js';
import { Order, type OrderStatus } from '../order/order.entity.js';
import type { Payments } from '../payment/payment.runtime.js';
import { buyFollowUp, type BuyArgs, type BuyResult } from './upsell.service.js';
import { Sku } from '../catalog/sku.entity.js';
import { membershipOf } from '../entitlement/entitlement.service.js';

export interface VipStatus {
  vip: boolean;
  vipUntil?: Date;
  /** The latest VIP order that followed this one, if any. */
  vipOrderNumber?: string;
  vipOrderStatus?: OrderStatus;
}

export async function buyVip(
  em: EntityManager,
  payments: Payments,
  parent: Order,
  args: Omit<BuyArgs, 'skuId'> & { skuId?: number },
  now: Date,
): Promise<OrderResult<BuyResult>> {
  const skuId = args.skuId ?? (await em.findOne(Sku, { exam: parent.exam, kind: SkuKind.VIP, active: true }, { orderBy: { position: 'asc' } }))?.id ?? 0;
  return buyFollowUp(em, payments, parent, { ...args, skuId }, (sku) => sku.kind === SkuKind.VIP, now);
}

export async function vipStatus(em: EntityManager, order: Order, now: Date): Promise<VipStatus> {
  const membership = await membershipOf(em, { userId: order.user?.id, email: order.email }, now);
  const vipOrder = await em.findOne(Order, { parent: order.id, sku: { kind: SkuKind.VIP } }, { orderBy: { createdAt: 'desc' } });
  return {
    vip: membership.member,
    vipUntil: membership.until ?? undefined,
    vipOrderNumber: vipOrder?.orderNumber,
    vipOrderStatus: vipOrder?.status,
  };
}
