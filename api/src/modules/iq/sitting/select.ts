// Next-item selection: maximum Fisher information at the current estimate, with content balancing across layouts and
// randomesque exposure control. Balancing is soft: only layouts whose best item is nearly as informative as the best
// item overall compete, so a layout that cannot reach this ability level never forces a poor item.
import { type Layout, LAYOUTS } from '../items/model.js';
import { information } from '../irt/model.js';
import { type Rng } from '../random.js';
import { type SittingConfig } from './config.js';
import { type PoolItem } from './types.js';

export interface SelectionInput {
  readonly pool: readonly PoolItem[];
  /** Ids already shown or excluded. */
  readonly unavailable: ReadonlySet<string>;
  readonly theta: number;
  /** Scored items taken so far, per layout. */
  readonly layoutCounts: ReadonlyMap<Layout, number>;
  readonly config: Pick<SittingConfig, 'randomesque' | 'layoutTolerance'>;
  readonly rng: Rng;
}

export function selectItem(input: SelectionInput): PoolItem | null {
  const { pool, unavailable, theta, layoutCounts, config, rng } = input;
  const ranked = new Map<Layout, { items: PoolItem[]; infos: number[]; top: number }>();
  let best = 0;
  for (const item of pool) {
    if (unavailable.has(item.id)) continue;
    const info = information(theta, item.params);
    if (info > best) best = info;
    let entry = ranked.get(item.layout);
    if (!entry) ranked.set(item.layout, (entry = { items: [], infos: [], top: 0 }));
    entry.items.push(item);
    entry.infos.push(info);
    if (info > entry.top) entry.top = info;
  }
  if (ranked.size === 0) return null;
  let taken = 0;
  for (const n of layoutCounts.values()) taken += n;
  // Each layout's shortfall against an equal share of the items so far (including the one being chosen).
  const deficit = (layout: Layout) => (taken + 1) / LAYOUTS.length - (layoutCounts.get(layout) ?? 0);
  let most = -Infinity;
  let neediest: Layout[] = [];
  for (const [layout, entry] of ranked) {
    if (entry.top < config.layoutTolerance * best) continue;
    const need = deficit(layout);
    if (need > most + 1e-9) {
      most = need;
      neediest = [layout];
    } else if (Math.abs(need - most) <= 1e-9) {
      neediest.push(layout);
    }
  }
  const chosen = ranked.get(neediest[Math.floor(rng() * neediest.length)]!)!;
  const order = chosen.items.map((_, k) => k).sort((x, y) => chosen.infos[y]! - chosen.infos[x]! || (chosen.items[x]!.id < chosen.items[y]!.id ? -1 : 1));
  const top = order.slice(0, config.randomesque);
  return chosen.items[top[Math.floor(rng() * top.length)]!]!;
}
