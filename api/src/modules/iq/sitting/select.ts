// Next-item selection: maximum Fisher information at the current estimate, with exposure control and layout balancing
// that cost little information.
// - Exposure: the candidates are every item nearly as informative as the best one (at least `randomesque` items), and
//   the pick is random among them (randomesque, Kingsbury & Zara 1989, with a tolerance instead of a fixed count). The
//   tolerance is wider for the first items, whose information is measured at an estimate that is still rough, and near
//   the mean, where most people are (so the same items would be shown most often), than at the extremes.
// - Layouts: a layout below its floor (a share of an equal split) comes first when it has an item that is informative
//   enough; otherwise the candidates' layout furthest behind an equal split is chosen. So every layout appears in a
//   sitting and the spread stays bounded, while a layout that cannot reach this ability level never forces a poor item.
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
  readonly config: Pick<SittingConfig, 'randomesque' | 'exposureTolerance' | 'layoutFloor'>;
  readonly rng: Rng;
}

interface Scored {
  readonly item: PoolItem;
  readonly info: number;
}

/** The information tolerance for the next item: from `first` on the first scored item to its settled value by the fifth. */
export function toleranceAt(taken: number, theta: number, tolerance: SittingConfig['exposureTolerance']): number {
  const progress = Math.min(1, taken / 4);
  const settled = Math.abs(theta) < tolerance.centre ? tolerance.settled : tolerance.outside;
  return tolerance.first + (settled - tolerance.first) * progress;
}

export function selectItem(input: SelectionInput): PoolItem | null {
  const { pool, unavailable, theta, layoutCounts, config, rng } = input;
  const scored: Scored[] = [];
  for (const item of pool) if (!unavailable.has(item.id)) scored.push({ item, info: information(theta, item.params) });
  if (scored.length === 0) return null;
  scored.sort((x, y) => y.info - x.info || (x.item.id < y.item.id ? -1 : 1));
  const best = scored[0]!.info;
  let taken = 0;
  for (const n of layoutCounts.values()) taken += n;
  const equalShare = (taken + 1) / LAYOUTS.length;
  const deficit = (layout: Layout) => equalShare - (layoutCounts.get(layout) ?? 0);

  // A layout under its floor, with an item good enough, goes first (its best items are the candidates).
  const floor = config.layoutFloor.share * equalShare;
  const under = scored.filter((s) => s.info >= config.layoutFloor.tolerance * best && (layoutCounts.get(s.item.layout) ?? 0) + 1 <= floor);
  const tolerance = toleranceAt(taken, theta, config.exposureTolerance);
  const candidates = under.length > 0 ? under : scored.filter((s, rank) => rank < config.randomesque || s.info >= tolerance * best);

  let most = -Infinity;
  let neediest: Layout[] = [];
  for (const layout of new Set(candidates.map((s) => s.item.layout))) {
    const need = deficit(layout);
    if (need > most + 1e-9) {
      most = need;
      neediest = [layout];
    } else if (Math.abs(need - most) <= 1e-9) {
      neediest.push(layout);
    }
  }
  const layout = neediest[Math.floor(rng() * neediest.length)]!;
  const own = candidates.filter((s) => s.item.layout === layout);
  // Under a floor, the layout's few best items; otherwise every candidate of the layout.
  const pickFrom = under.length > 0 ? own.slice(0, config.randomesque) : own;
  return pickFrom[Math.floor(rng() * pickFrom.length)]!.item;
}
