// Granting, extending and ending entitlements, and the one question every gate asks: does this holder have this
// feature (for this sitting) now? Holders are a signed-in member (user id) or a buyer's address.
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { loadEntities, placeholders, sendTogether, type Statement } from '../../db/lean.js';
import { addDays } from '../../shared/dates.js';
import type { Order } from '../order/order.entity.js';
import { ALL_SITTINGS, Entitlement, Feature } from './entitlement.entity.js';
import { grantsOf } from './entitlement.grants.js';

export interface Holder {
  userId?: string | null;
  email?: string | null;
}

/** A signed-in member as a holder: the account, and the address once the member has proved it (a code or a link). */
export function memberHolder(user: { id: string; email: string; emailVerifiedAt?: Date | null }): Holder {
  return { userId: user.id, email: user.emailVerifiedAt ? user.email : null };
}

export interface PlanPeriod {
  subscriptionId: string;
  /** End of the paid (or trial) period the plan's entitlements run to. */
  periodEnd: Date;
}

/**
 * Writes what a paid order grants, once: a second run for the same order meets the unique order + feature + scope key
 * and adds nothing, also when two run at once. The rows go in one statement, written behind (db/lean.ts): the
 * transaction's next statement, the unlock that reads them, goes out with it and runs after it.
 */
export async function grantForOrder(em: EntityManager, order: Order, skuCode: string, now: Date, plan?: PlanPeriod): Promise<void> {
  if (!order.email) return;
  const rows: unknown[][] = [];
  for (const grant of grantsOf(skuCode)) {
    const scope = grant.scope === 'sitting' ? order.attempt?.id : ALL_SITTINGS;
    if (!scope) continue;
    if (grant.duration === 'plan' && !plan) continue;
    const endsAt = grant.duration === 'forever' ? null : grant.duration === 'plan' ? plan!.periodEnd : addDays(now, grant.duration.days);
    const subscriptionId = grant.duration === 'plan' ? plan!.subscriptionId : null;
    rows.push([randomUUID(), order.email, order.user?.id ?? null, grant.feature, scope, order.id, subscriptionId, now, endsAt, now]);
  }
  if (rows.length === 0) return;
  await sendTogether(em, [[`insert into entitlement (id, holder_email, user_id, feature, scope, order_id, subscription_id, starts_at, ends_at, created_at)
      values ${rows.map((row) => `(${placeholders(row)})`).join(', ')} on conflict (order_id, feature, scope) do nothing`, rows.flat()]], { behind: true });
}

/** A plan's entitlements run to the end of its latest paid period (a renewal, a trial converted). */
export async function extendPlan(em: EntityManager, plan: PlanPeriod): Promise<void> {
  await em.nativeUpdate(Entitlement, { subscription: plan.subscriptionId, revokedAt: null }, { endsAt: plan.periodEnd });
}

/** A plan that ended for good (declined renewals): its entitlements end now rather than at the period's end. */
export async function endPlan(em: EntityManager, subscriptionId: string, at: Date): Promise<void> {
  await em.nativeUpdate(Entitlement, { subscription: subscriptionId, revokedAt: null, endsAt: { $gt: at } }, { endsAt: at });
}

export type RevokeReason = 'refunded' | 'chargeback';

/** A refund or a chargeback takes back everything the order granted. */
export async function revokeForOrder(em: EntityManager, orderId: string, reason: RevokeReason, now: Date): Promise<number> {
  return em.nativeUpdate(Entitlement, { order: orderId, revokedAt: null }, { revokedAt: now, revokedReason: reason });
}

/**
 * What one kind of revocation took from an order comes back (a chargeback decided for us); a plan's entitlements run
 * again to the end of the period that was paid (the revocation had also ended them then).
 */
export async function restoreForOrder(em: EntityManager, orderId: string, reason: RevokeReason, plan?: PlanPeriod): Promise<number> {
  const restored = await em.nativeUpdate(Entitlement, { order: orderId, revokedReason: reason, revokedAt: { $ne: null } }, { revokedAt: null, revokedReason: null });
  if (restored > 0 && plan) await em.nativeUpdate(Entitlement, { subscription: plan.subscriptionId, revokedAt: null }, { endsAt: plan.periodEnd });
  return restored;
}

/** Entitlements bought under an address become the account's when the account proves or is made for it. */
export async function attachToUser(em: EntityManager, email: string, userId: string): Promise<void> {
  await em.nativeUpdate(Entitlement, { holderEmail: email, user: null }, { user: userId });
}

function holderFilter(holder: Holder) {
  const any: Array<Record<string, unknown>> = [];
  if (holder.userId) any.push({ user: holder.userId });
  if (holder.email) any.push({ holderEmail: holder.email });
  return any;
}

/** The condition on an entitlement row `e` that it is the holder's (account or address) and active at `now`. */
export function activeCondition(holder: Holder, now: Date): Statement {
  return ['(e.user_id = ? or e.holder_email = ?) and e.revoked_at is null and e.starts_at <= ? and (e.ends_at is null or e.ends_at > ?)',
    [holder.userId ?? null, holder.email ?? null, now, now]];
}

/** Everything the holder holds now. */
export async function activeEntitlements(em: EntityManager, holder: Holder, now: Date): Promise<Entitlement[]> {
  if (!holder.userId && !holder.email) return [];
  // A lean read (every checkout and fulfilment asks).
  const [condition, params] = activeCondition(holder, now);
  return loadEntities(em, Entitlement, `select * from entitlement e where ${condition} order by e.starts_at asc`, params);
}

/** Whether the holder has the feature now, for this sitting when it is about one. */
export function covers(entitlements: readonly Entitlement[], feature: Feature, sitting?: string): boolean {
  return entitlements.some((entitlement) => entitlement.feature === feature
    && (entitlement.scope === ALL_SITTINGS || entitlement.scope === sitting));
}

export async function holds(em: EntityManager, holder: Holder, feature: Feature, now: Date, sitting?: string): Promise<boolean> {
  return covers(await activeEntitlements(em, holder, now), feature, sitting);
}

/** The features the holder has now (sitting-scoped ones count only when they cover every sitting). */
export async function heldFeatures(em: EntityManager, holder: Holder, now: Date): Promise<ReadonlySet<Feature>> {
  const entitlements = await activeEntitlements(em, holder, now);
  return new Set(Object.values(Feature).filter((feature) => covers(entitlements, feature)));
}

export interface Membership {
  member: boolean;
  /** When the holder first became a member (any member-centre entitlement, ended ones included). */
  since: Date | null;
  /** When the current membership ends; null for none, or for one that does not end. */
  until: Date | null;
}

/** Member/VIP status: the member centre, from a plan or the VIP add-on. */
export async function membershipOf(em: EntityManager, holder: Holder, now: Date): Promise<Membership> {
  const who = holderFilter(holder);
  if (who.length === 0) return { member: false, since: null, until: null };
  const rows = await em.find(Entitlement, { $or: who, feature: Feature.MEMBER_CENTRE, revokedAt: null }, { orderBy: { startsAt: 'asc' } });
  const active = rows.filter((row) => row.startsAt <= now && (!row.endsAt || row.endsAt > now));
  const endless = active.some((row) => !row.endsAt);
  const until = endless || active.length === 0 ? null : new Date(Math.max(...active.map((row) => row.endsAt!.getTime())));
  return { member: active.length > 0, since: rows[0]?.startsAt ?? null, until };
}

/** What one entitlement looks like to its holder (member centre, an order's grants). */
export interface HeldFeature {
  feature: Feature;
  /** For one sitting, or for every sitting of the holder. */
  scope: 'sitting' | 'all';
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
}

function toHeldFeature(row: Entitlement, now: Date): HeldFeature {
  return {
    feature: row.feature,
    scope: row.scope === ALL_SITTINGS ? 'all' : 'sitting',
    startsAt: row.startsAt,
    endsAt: row.endsAt ?? null,
    active: !row.revokedAt && row.startsAt <= now && (!row.endsAt || row.endsAt > now),
  };
}

/** Everything a holder holds now, one row per entitlement (VIP detail). */
export async function heldEntitlements(em: EntityManager, holder: Holder, now: Date): Promise<HeldFeature[]> {
  return (await activeEntitlements(em, holder, now)).map((row) => toHeldFeature(row, now));
}

/** What an order gave (once paid and fulfilled), ended and revoked rows included. */
export async function grantsOfOrder(em: EntityManager, orderId: string, now: Date): Promise<HeldFeature[]> {
  const rows = await em.find(Entitlement, { order: orderId }, { orderBy: { startsAt: 'asc', feature: 'asc' } });
  return rows.map((row) => toHeldFeature(row, now));
}
