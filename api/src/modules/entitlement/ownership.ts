// "Already purchased": a product is owned when what it is for (its first grant) is held now, directly or through a
// plan, and a plan when the holder already runs one. Offers mark owned products, and ordering one is refused.
import type { EntityManager } from '@mikro-orm/postgresql';
import { SkuKind } from '../catalog/sku.entity.js';
import { placeholders, selectRows } from '../../db/lean.js';
import { SubscriptionStatus } from '../subscription/subscription.entity.js';
import { activeEntitlements, covers, type Holder } from './entitlement.service.js';
import { grantsOf } from './entitlement.grants.js';

const RUNNING = [SubscriptionStatus.TRIALING, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE];

export type OwnedTest = (sku: { code: string; kind: SkuKind }) => boolean;

export async function ownedProducts(em: EntityManager, holder: Holder, sitting: string | undefined, now: Date): Promise<OwnedTest> {
  const [entitlements, running] = await Promise.all([
    activeEntitlements(em, holder, now),
    // A lean read: every checkout asks.
    holder.userId || holder.email
      ? selectRows<{ status: SubscriptionStatus }>(em,
        `select status from subscription where (user_id = ? or email = ?) and status in (${placeholders(RUNNING)})`,
        [holder.userId ?? null, holder.email ?? null, ...RUNNING])
      : Promise.resolve([]),
  ]);
  return (sku) => {
    if (sku.kind === SkuKind.SUBSCRIPTION) {
      // Skipping the trial is for a running trial only; any running plan makes another plan a double.
      if (sku.code === 'skip-trial') return !running.some((subscription) => subscription.status === SubscriptionStatus.TRIALING);
      return running.length > 0;
    }
    const primary = grantsOf(sku.code)[0];
    return primary !== undefined && covers(entitlements, primary.feature, primary.scope === 'sitting' ? sitting : undefined);
  };
}
