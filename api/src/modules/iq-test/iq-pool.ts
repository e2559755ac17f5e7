// The stored bank and calibrations as the IQ core's item pool, cached per calibration (a calibration never changes
// once written; a new one has a new id). Specs for rendering come from the stored items too.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Calibration, type ItemPool, itemPool, type ItemSpec, type BankItem, type Layout, type Family } from '../iq/index.js';
import { IqCalibration } from './iq-calibration.entity.js';
import { IqItem } from './iq-item.entity.js';

export interface LoadedPool {
  readonly calibration: Calibration;
  readonly pool: ItemPool;
  /** Every item's spec by id, practice items included. */
  readonly specs: ReadonlyMap<string, ItemSpec>;
}

const cache = new Map<string, LoadedPool>();
let storedItems: { items: IqItem[]; at: number } | null = null;
const ITEMS_TTL_MS = 10 * 60_000;

async function items(em: EntityManager): Promise<IqItem[]> {
  if (!storedItems || Date.now() - storedItems.at > ITEMS_TTL_MS) {
    storedItems = { items: await em.find(IqItem, {}, { orderBy: { id: 'asc' } }), at: Date.now() };
  }
  return storedItems.items;
}

export async function activeCalibrationId(em: EntityManager): Promise<string> {
  const active = await em.findOne(IqCalibration, { active: true }, { fields: ['id'], orderBy: { createdAt: 'desc' } });
  if (!active) throw new Error('no active IQ calibration: run the seeder');
  return active.id;
}

export async function loadPool(em: EntityManager, calibrationId: string): Promise<LoadedPool> {
  const cached = cache.get(calibrationId);
  if (cached) return cached;
  const row = await em.findOneOrFail(IqCalibration, { id: calibrationId });
  const calibration = row.data as unknown as Calibration;
  const stored = await items(em);
  const bank: BankItem[] = stored.filter((item) => !item.practice).map((item) => ({
    id: item.id,
    spec: item.spec as unknown as ItemSpec,
    layout: item.layout as Layout,
    families: item.families as Family[],
    complexity: item.complexity as unknown as BankItem['complexity'],
    params: calibration.items[item.id] ?? { a: 1, b: 0, c: 0.125 },
  }));
  const loaded: LoadedPool = {
    calibration,
    pool: itemPool(bank, calibration),
    specs: new Map(stored.map((item) => [item.id, item.spec as unknown as ItemSpec])),
  };
  cache.set(calibrationId, loaded);
  return loaded;
}
