// Recovery of item parameters from simulated answers, for a dense design (everyone answers the same items) and for the
// sparse data the adaptive test really produces (each person answers 12-25 items chosen for them).
import { itemBank } from '../items/bank.js';
import { type ItemParameters } from '../items/difficulty.js';
import { normalRng, seededRng } from '../random.js';
import { DEFAULT_SITTING_CONFIG } from '../sitting/config.js';
import { selectItem } from '../sitting/select.js';
import { type PoolItem } from '../sitting/types.js';
import { calibrate, type Response } from './calibrate.js';
import { aPrioriCalibration, itemPool } from './calibration.js';
import { probability } from './model.js';
import { STANDARD_QUADRATURE } from './quadrature.js';

const bank = itemBank();
const prior = aPrioriCalibration(bank);
const rng = seededRng(2047);
const gauss = normalRng(rng);
/** The "real" parameters: the a priori ones are only a guess, off by 0.5 logits in b and 20% in a (SDs). */
const truth = new Map<string, ItemParameters>(bank.map((item) => [item.id, {
  a: item.params.a * Math.exp(0.2 * gauss()), b: item.params.b + 0.5 * gauss(), c: item.params.c,
}]));

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, x) => sum + x, 0) / values.length;
  const mx = mean(xs), my = mean(ys);
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** Everyone answers every 10th bank item (58 items). */
function denseAnswers(people: number, mean = 0, sd = 1): Response[] {
  const items = bank.filter((_, index) => index % 10 === 0);
  return Array.from({ length: people }, (_, p) => {
    const theta = mean + sd * gauss();
    return items.map((item) => ({ personId: `p${p}`, itemId: item.id, correct: rng() < probability(theta, truth.get(item.id)!) }));
  }).flat();
}

/** Adaptive sittings (the real selection rule, on a priori parameters) answered according to the true parameters. */
function adaptiveAnswers(people: number, pool: readonly PoolItem[]): Response[] {
  const { points, weights } = STANDARD_QUADRATURE;
  const responses: Response[] = [];
  for (let p = 0; p < people; p++) {
    const theta = gauss();
    const log = weights.map(Math.log);
    const taken = new Set<string>();
    const layouts = new Map<PoolItem['layout'], number>();
    let estimate = 0, se = 1;
    while (taken.size < 25 && !(taken.size >= 12 && se <= 0.33)) {
      const item = selectItem({ pool, unavailable: taken, theta: estimate, layoutCounts: layouts, config: DEFAULT_SITTING_CONFIG, rng })!;
      taken.add(item.id);
      layouts.set(item.layout, (layouts.get(item.layout) ?? 0) + 1);
      const correct = rng() < probability(theta, truth.get(item.id)!);
      responses.push({ personId: `p${p}`, itemId: item.id, correct });
      points.forEach((x, k) => (log[k]! += Math.log(correct ? probability(x, item.params) : 1 - probability(x, item.params))));
      const top = Math.max(...log);
      const w = log.map((l) => Math.exp(l - top));
      const total = w.reduce((sum, x) => sum + x, 0);
      estimate = w.reduce((sum, x, k) => sum + x * points[k]!, 0) / total;
      se = Math.sqrt(w.reduce((sum, x, k) => sum + x * (points[k]! - estimate) ** 2, 0) / total);
    }
  }
  return responses;
}

const estimated = (calibration: ReturnType<typeof calibrate>) =>
  Object.entries(calibration.items).filter(([, item]) => item.status === 'estimated');

describe('recalibration by marginal maximum likelihood', () => {
  it('recovers difficulties from a dense design (r >= 0.95) and labels the calibration', () => {
    const calibration = calibrate({ id: 'mx-test-2', createdAt: '2027-01-01T00:00:00.000Z', previous: prior, responses: denseAnswers(1000) });
    const items = estimated(calibration);
    expect(items.length).toBe(Math.ceil(bank.length / 10));
    const r = correlation(items.map(([, item]) => item.b), items.map(([id]) => truth.get(id)!.b));
    expect(r).toBeGreaterThanOrEqual(0.95);
    // Better than the a priori values it started from.
    expect(r).toBeGreaterThan(correlation(items.map(([id]) => prior.items[id]!.b), items.map(([id]) => truth.get(id)!.b)));
    expect(calibration).toMatchObject({ id: 'mx-test-2', version: 2, previousId: prior.id, method: 'mml-em', examinees: 1000, converged: true });
    expect(JSON.parse(JSON.stringify(calibration))).toEqual(calibration);
    // Items nobody answered keep their a priori values, carried onto the new scale.
    const linked = Object.values(calibration.items).filter((item) => item.status === 'linked');
    expect(linked.length).toBe(bank.length - items.length);
  });

  it('recovers difficulties from sparse adaptive answers (r >= 0.95 over items with 50+ answers)', () => {
    const pool = itemPool(bank, prior).items.filter((_, index) => index % 4 === 0);
    const calibration = calibrate({ id: 'mx-test-3', createdAt: '2027-01-01T00:00:00.000Z', previous: prior, responses: adaptiveAnswers(1200, pool) });
    const items = estimated(calibration);
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(correlation(items.map(([, item]) => item.b), items.map(([id]) => truth.get(id)!.b))).toBeGreaterThanOrEqual(0.95);
  });

  it('centres the scale on the population that answered', () => {
    // A population half an SD above the old origin and 20% more spread: its mean becomes IQ 100, its SD 15.
    const calibration = calibrate({ id: 'mx-test-4', createdAt: '2027-01-01T00:00:00.000Z', previous: prior, responses: denseAnswers(1000, 0.5, 1.2) });
    const items = estimated(calibration);
    const shifted = items.map(([id]) => (truth.get(id)!.b - 0.5) / 1.2);
    const differences = items.map(([, item], i) => item.b - shifted[i]!);
    expect(Math.abs(differences.reduce((sum, d) => sum + d, 0) / differences.length)).toBeLessThan(0.1);
    expect(correlation(items.map(([, item]) => item.b), shifted)).toBeGreaterThanOrEqual(0.95);
    const spread = (values: number[]) => Math.sqrt(values.reduce((sum, x) => sum + x * x, 0) / values.length - (values.reduce((sum, x) => sum + x, 0) / values.length) ** 2);
    expect(spread(items.map(([, item]) => item.b)) / spread(shifted)).toBeCloseTo(1, 1);
  });

  it('refuses data that cannot support a calibration', () => {
    expect(() => calibrate({ id: 'x', createdAt: '2027-01-01T00:00:00.000Z', previous: prior, responses: [] })).toThrow(/too few/);
  });
});
