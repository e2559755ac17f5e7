// The second phase after the first purchase: upsell packages per step (marked when already bought), plan SKUs,
// and buying them. A method saved with the first order is charged at once; otherwise the buyer pays as usual.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { listSkus } from '../catalog/catalog.service.js';
import type { SkuType } from '../catalog/catalog.types.js';
import { SkuKind, type Sku } from '../catalog/sku.entity.js';
import type { OrderResult } from '../order/order.codes.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { createFollowUpOrder, type ConsentInput } from '../order/order.service.js';
import { PaymentAttempt, PaymentStatus } from '../payment/payment-attempt.entity.js';
import type { Payments } from '../payment/payment.runtime.js';
import { startPayment, type PaymentOutcome, type PaymentRequest, type SavedMethod } from '../payment/payment.service.js';
import { PayMethod } from '../payment/providers/registry.js';
import { Subscription } from '../subscription/subscription.entity.js';
import { ownedProducts } from '../entitlement/ownership.js';

/** Upsell packages: offered at a step, and not a plan (plans are bought through the plan route). */
export const isUpsellPackage = (sku: Pick<Sku, 'upsellStep' | 'kind'>) =>
  sku.upsellStep !== null && sku.upsellStep !== undefined && sku.kind !== SkuKind.SUBSCRIPTION;
export const isPlan = (sku: Pick<Sku, 'kind'>) => sku.kind === SkuKind.SUBSCRIPTION;

export interface OfferedSku extends SkuType {
  purchased: boolean;
}

/**
 * What the buyer of an order already has: the order itself and what followed it (paid, even before its entitlements
 * are written), and everything the buyer's entitlements and running plans cover.
 */
export async function purchasedSkuIds(em: EntityManager, order: Order, now: Date): Promise<(sku: { id: number; code: string; kind: SkuKind }) => boolean> {
  const paid = await em.find(Order, { $or: [{ id: order.id }, { parent: order.id }], status: OrderStatus.PAID }, { fields: ['sku'] });
  const ids = new Set(paid.map((row) => row.sku.id));
  const owned = await ownedProducts(em, { userId: order.user?.id, email: order.email }, order.attempt?.id, now);
  return (sku) => ids.has(sku.id) || owned(sku);
}

/** Upsell SKUs of an exam for a country, one step or all five, marked when the order's buyer has them. */
export async function listStepPackages(
  em: EntityManager,
  args: { examId: number; country: string; step?: number; order?: Order },
  locale: Locale,
  now: Date,
): Promise<OfferedSku[]> {
  const skus = (await listSkus(em, args.examId, args.country, locale))
    .filter((sku) => sku.upsellStep !== undefined && (args.step === undefined || sku.upsellStep === args.step));
  const owned = args.order ? await purchasedSkuIds(em, args.order, now) : () => false;
  return skus.map((sku) => ({ ...sku, purchased: owned(sku) }));
}

/** Subscription plans one can still take after the first purchase. */
export async function listPlanSkus(em: EntityManager, examId: number, country: string, locale: Locale, order?: Order, now = new Date()): Promise<OfferedSku[]> {
  const skus = (await listSkus(em, examId, country, locale)).filter((sku) => sku.kind === SkuKind.SUBSCRIPTION);
  const owned = order ? await purchasedSkuIds(em, order, now) : () => false;
  return skus.map((sku) => ({ ...sku, purchased: owned(sku) }));
}

/** The method saved with the first order (its subscription's, or the one its payment kept). */
export async function savedMethodOf(em: EntityManager, order: Order): Promise<SavedMethod | undefined> {
  const subscription = await em.findOne(Subscription, { order: order.id, paymentMethodRef: { $ne: null } });
  if (subscription?.provider && subscription.paymentMethodRef) {
    return { provider: subscription.provider, methodRef: subscription.paymentMethodRef, customerRef: subscription.providerRef };
  }
  const attempt = await em.findOne(PaymentAttempt, { order: order.id, status: PaymentStatus.SUCCEEDED, methodRef: { $ne: null } });
  return attempt?.methodRef ? { provider: attempt.provider, methodRef: attempt.methodRef, customerRef: attempt.customerRef } : undefined;
}

export interface BuyArgs {
  skuId: number;
  trialConsent?: ConsentInput | null;
  /** How to pay when no method was saved; omitted means "create the order, the client pays it next". */
  payment?: Omit<PaymentRequest, 'saved'>;
}

export interface BuyResult {
  order: Order;
  payment?: PaymentOutcome;
}

/** Creates the follow-up order and pays it: one click with a saved method, else as the request says. */
export async function buyFollowUp(
  em: EntityManager,
  payments: Payments,
  parent: Order,
  args: BuyArgs,
  allow: (sku: Sku) => boolean,
  now: Date,
): Promise<OrderResult<BuyResult>> {
  // Decided under the order's and the buyer's locks, in the transaction that creates the order.
  const owned = async (tx: EntityManager, sku: Sku) => (await purchasedSkuIds(tx, parent, now))(sku);
  const created = await createFollowUpOrder(em, parent, { skuId: args.skuId, trialConsent: args.trialConsent, allow, owned }, now);
  if (!created.ok) return created;
  const order = created.value;
  const saved = await savedMethodOf(em, parent);
  if (saved) return { ok: true, value: { order, payment: await startPayment(em, payments, order.id, { method: PayMethod.CARD, saved }, now) } };
  if (args.payment) return { ok: true, value: { order, payment: await startPayment(em, payments, order.id, args.payment, now) } };
  return { ok: true, value: { order } };
}
