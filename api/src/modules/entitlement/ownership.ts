// "Already purchased": a product is owned when what it is for (its first grant) is held now, directly or through a
// plan, and a plan when the holder already runs one. Offers mark owned products, and ordering one is refused.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SkuKind } from '../catalog/sku.entity.js';
import { placeholders, selectRows } from '../../db/lean.js';
import { SubscriptionStatus } from '../subscription/subscription.entity.js';
import { OrderStatus } from '../order/order.entity.js';
import { Entitlement } from './entitlement.entity.js';
import { activeCondition, covers, type Holder } from './entitlement.service.js';
import { grantsOf } from './entitlement.grants.js';

const RUNNING = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

/** `id` is asked only of a first purchase's test (what the sitting's paid orders bought). */
export type OwnedTest = (sku: { id?: number; code: string; kind: SkuKind }) => boolean;

interface Holdings {
  entitlements: Entitlement[];
  running: SubscriptionStatus[];
  /** The SKUs the sitting's paid orders bought (only when asked). */
  paidSkus: ReadonlySet<number>;
}

/**
 * One lean statement (every checkout and offer asks): the holder's active entitlements (rows as JSON, mapped into
 * `em`), the statuses of its running plans and, with `paidOrdersOf`, the SKUs that sitting's paid orders bought.
 */
async function holdings(em: EntityManager, holder: Holder, now: Date, paidOrdersOf?: { email: string; attemptId: string }): Promise<Holdings> {
  if (!holder.userId && !holder.email) return { entitlements: [], running: [], paidSkus: new Set() };
  const [active, activeParams] = activeCondition(holder, now);
  const [row] = await selectRows<{ entitlements: Array<EntityDictionary<Entitlement>>; running: SubscriptionStatus[]; paid: number[] }>(em,
    `select coalesce((select json_agg(e order by e.starts_at) from entitlement e where ${active}), '[]') as entitlements,
        array(select status::text from subscription where (user_id = ? or email = ?) and status in (${placeholders(RUNNING)})) as running,
        array(select sku_id from purchase_order where email = ? and attempt_id = ? and status = ?) as paid`,
    [...activeParams, holder.userId ?? null, holder.email ?? null, ...RUNNING,
      paidOrdersOf?.email ?? null, paidOrdersOf?.attemptId ?? null, OrderStatus.PAID]);
  return {
    entitlements: row!.entitlements.map((data) => em.map(Entitlement, data)),
    running: row!.running,
    paidSkus: new Set(row!.paid),
  };
}

/**
 * What the holder already has; with `paidOrdersOf` (a sitting's first purchase) also what a paid order of the same
 * product for the same sitting bought (its entitlements may not be written yet).
 */
export async function ownedProducts(em: EntityManager, holder: Holder, sitting: string | undefined, now: Date, paidOrdersOf?: { email: string; attemptId: string }): Promise<OwnedTest> {
  const { entitlements, running, paidSkus } = await holdings(em, holder, now, paidOrdersOf);
  return (sku) => {
    if (sku.id !== undefined && paidSkus.has(sku.id)) return true;
    if (sku.kind === SkuKind.SUBSCRIPTION) {
      // Skipping the trial is for a running trial only; any running plan makes another plan a double.
      if (sku.code === 'skip-trial') return !running.some((status) => status === SubscriptionStatus.TRIALING);
      return running.length > 0;
    }
    const primary = grantsOf(sku.code)[0];
    return primary !== undefined && covers(entitlements, primary.feature, primary.scope === 'sitting' ? sitting : undefined);
  };
}
