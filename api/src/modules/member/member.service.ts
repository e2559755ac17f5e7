// The member/VIP centre and "My store": what the signed-in member holds now (from the entitlement module), the
// catalogue marked owned or not owned, and the member's purchases with what each one can re-download.
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { pick, type Locale } from '../../shared/locale.js';
import { listMemberReports } from '../account/account.reports.js';
import { listSkus, money } from '../catalog/catalog.service.js';
import type { Money, SkuType } from '../catalog/catalog.types.js';
import { Feature } from '../entitlement/entitlement.entity.js';
import { heldFeatures, memberHolder, membershipOf, type Membership } from '../entitlement/entitlement.service.js';
import { ownedProducts } from '../entitlement/ownership.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { Report } from '../report/report.entity.js';
import { ReportState } from '../report/report.state.js';
import type { User } from '../user/user.entity.js';

export interface MemberCentre extends Membership {
  features: Feature[];
}

export async function memberCentre(em: EntityManager, user: User, now: Date): Promise<MemberCentre> {
  const holder = memberHolder(user);
  const [membership, held] = await Promise.all([membershipOf(em, holder, now), heldFeatures(em, holder, now)]);
  return { ...membership, features: Object.values(Feature).filter((feature) => held.has(feature)) };
}

export interface StoreProduct {
  sku: SkuType;
  owned: boolean;
}

export interface Purchase {
  orderNumber: string;
  skuCode: string;
  title: string;
  amount: Money;
  paidAt: Date;
  refunded: boolean;
  /** Opens (and downloads) the report the purchase unlocked, while it is ready. */
  reportToken: string | null;
}

export const MAX_LISTED_PURCHASES = 50;

function boughtBy(user: User): FilterQuery<Order> {
  return user.emailVerifiedAt ? { $or: [{ user: user.id }, { email: user.email }] } : { user: user.id };
}

const SKIP_TRIAL = 'skip-trial';

/** The exam's catalogue in the country's currency, each product marked owned when the member holds what it is for. */
export async function storeCatalogue(em: EntityManager, user: User, exam: { examId: number; country: string; locale: Locale }, now: Date): Promise<StoreProduct[]> {
  const [skus, owned] = await Promise.all([
    listSkus(em, exam.examId, exam.country, exam.locale),
    ownedProducts(em, memberHolder(user), undefined, now),
  ]);
  // Skipping the trial is on offer only during a running trial (ownership answers "not for you" otherwise).
  return skus.filter((sku) => sku.code !== SKIP_TRIAL || !owned(sku)).map((sku) => ({ sku, owned: owned(sku) }));
}

/** Paid (and later refunded) orders of the member, newest first. */
export async function purchaseHistory(em: EntityManager, user: User, locale: Locale): Promise<Purchase[]> {
  const orders = await em.find(
    Order,
    { $and: [boughtBy(user), { status: { $in: [OrderStatus.PAID, OrderStatus.REFUNDED] }, paidAt: { $ne: null } }] },
    { populate: ['sku', 'currency'], orderBy: { paidAt: 'desc' }, limit: MAX_LISTED_PURCHASES },
  );
  const reports = orders.length
    ? await em.find(Report, { order: { $in: orders.map((order) => order.id) }, state: ReportState.READY })
    : [];
  const tokenOf = new Map(reports.map((report) => [report.order!.id, report.token]));
  return orders.map((order) => ({
    orderNumber: order.orderNumber,
    skuCode: order.sku.code,
    title: pick(order.sku.titles, locale) ?? order.sku.code,
    amount: money(order.amountMinor, order.currency),
    paidAt: order.paidAt!,
    refunded: order.status === OrderStatus.REFUNDED,
    reportToken: tokenOf.get(order.id) ?? null,
  }));
}

/** The token of the member's newest submitted test: the sitting the offer page sells a plan or report for. */
export async function offerSitting(em: EntityManager, user: User): Promise<string | null> {
  return (await listMemberReports(em, user)).find((report) => report.resultToken)?.resultToken ?? null;
}
