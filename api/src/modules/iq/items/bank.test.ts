// Checks over the whole bank, run once: determinism, soundness of every item (solver), fairness of the options to
// context-blind strategies, difficulty spread, and what the phone rendering needs.
import { createHash } from 'node:crypto';
import { type Rng, seededRng, shuffled } from '../random.js';
import { itemBank, itemById, practiceItems } from './bank.js';
import { LAYOUT_DEFS, slotIndex } from './layouts.js';
import { FAMILIES, LAYOUTS, type Panel, type RealizedItem, SIZE_SCALES } from './model.js';
import { realizeItem, specProblems } from './realize.js';
import { renderRealized } from './render.js';
import { soundnessProblems, visibleAspects } from './solver.js';
import { panelKey } from './view.js';

const bank = itemBank();
const realized = bank.map((item) => realizeItem(item.spec));
const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('item bank', () => {
  it('is large, with stable ids and the same content on every build', () => {
    expect(bank.length).toBeGreaterThanOrEqual(400);
    expect(bank.length).toBeLessThanOrEqual(650);
    expect(bank.every((item, index) => item.id === `MX-${String(index + 1).padStart(4, '0')}`)).toBe(true);
    // Changing the generator changes stored items: bump ItemSpec.version and recalibrate rather than edit this hash.
    expect(sha(bank.map((item) => [item.id, item.spec, item.params]))).toBe('eac4b672f8a7141404362fbf818a023330a3a7ebf5c681686e314bb12f235c66');
    expect(sha(renderRealized(realized[0]!, { optionOrder: [0, 1, 2, 3, 4, 5, 6, 7] }))).toBe('251a2c2ffb4fafa89ef7d5c11f7c2f32b34181768f9e2c9bf7f2bdd4fa3c7970');
  });

  it('has exactly one right option per item, and no two options look alike', () => {
    const problems = bank.flatMap((item, i) => {
      const { cells, options } = realized[i]!;
      const found = [...specProblems(item.spec), ...soundnessProblems(item.layout, cells.slice(0, 8), options)];
      if (new Set(options.map(panelKey)).size !== 8) found.push('two options look identical');
      if (panelKey(cells[8]!) !== panelKey(options[0]!)) found.push('option 0 is not the missing panel');
      return found.map((problem) => `${item.id}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('spreads difficulty over -2.5..+2.5 logits and covers every layout and rule family', () => {
    const bs = bank.map((item) => item.params.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-2.5);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(2.5);
    for (let low = -2.5; low < 2.5; low += 0.5) {
      expect(bs.filter((b) => b >= low && b < low + 0.5).length).toBeGreaterThanOrEqual(30);
    }
    for (const layout of LAYOUTS) expect(bank.filter((item) => item.layout === layout).length).toBeGreaterThanOrEqual(0.09 * bank.length);
    for (const family of FAMILIES) expect(bank.filter((item) => item.families.includes(family)).length).toBeGreaterThanOrEqual(30);
    expect(bank.every((item) => item.params.c === 1 / 8 && item.params.a >= 1 && item.params.a <= 2)).toBe(true);
  });

  it('keeps the practice pair easy and out of the bank', () => {
    const practice = practiceItems();
    expect(practice.map((item) => item.id)).toEqual(['MX-P1', 'MX-P2']);
    const ids = new Set(bank.map((item) => item.id));
    const specs = new Set(bank.map((item) => sha(item.spec)));
    for (const item of practice) {
      expect(ids.has(item.id) || specs.has(sha(item.spec))).toBe(false);
      expect(item.params.b).toBeLessThan(-2);
      const { cells, options } = realizeItem(item.spec);
      expect(soundnessProblems(item.layout, cells.slice(0, 8), options)).toEqual([]);
      expect(itemById(item.id)).toBe(item);
    }
    expect(itemById(bank[0]!.id)).toBe(bank[0]);
    expect(itemById('MX-9999')).toBeUndefined();
  });

  it('draws every figure large enough for a 390 px phone and keeps the SVG compact', () => {
    let largestMatrix = 0, largestOption = 0, smallestRadius = Infinity;
    bank.forEach((item, i) => {
      const slots = slotIndex(item.layout);
      for (const entity of [...realized[i]!.cells, ...realized[i]!.options].flat()) {
        const [component] = slots.get(entity.slot)!;
        smallestRadius = Math.min(smallestRadius, LAYOUT_DEFS[item.layout][component]!.radius * SIZE_SCALES[entity.size]!);
      }
      const svg = renderRealized(realized[i]!, { optionOrder: [0, 1, 2, 3, 4, 5, 6, 7] });
      largestMatrix = Math.max(largestMatrix, svg.matrix.length);
      largestOption = Math.max(largestOption, ...svg.options.map((option) => option.length));
    });
    // 10 units is 11 px in a 340 px matrix: at least 20 px across for the smallest figure.
    expect(smallestRadius).toBeGreaterThanOrEqual(10);
    expect(largestMatrix).toBeLessThan(12_000);
    expect(largestOption).toBeLessThan(2_500);
  });
});

/** Each option as a list of visible features, e.g. "0.size=3", in the shuffled order a strategy sees. */
function features(item: RealizedItem, panel: Panel): string[] {
  return [...visibleAspects(item.spec.layout, panel)].map(([key, value]) => `${item.spec.layout}|${key}=${value}`);
}

function argmax(scores: readonly number[], rng: Rng): number {
  const top = Math.max(...scores);
  const best = scores.flatMap((score, index) => (Math.abs(score - top) < 1e-9 ? [index] : []));
  return best[Math.floor(rng() * best.length)]!;
}

type Strategy = (options: string[][], rng: Rng) => number;

/** Accuracy of a strategy that sees only the eight options, never the matrix. */
function accuracy(strategy: Strategy, items: readonly RealizedItem[], seed: number): number {
  const rng = seededRng(seed);
  let right = 0;
  for (const item of items) {
    const order = shuffled(rng, [0, 1, 2, 3, 4, 5, 6, 7]);
    const options = order.map((canonical) => features(item, item.options[canonical]!));
    if (order[strategy(options, rng)] === 0) right++;
  }
  return right / items.length;
}

/** The option whose feature values are the most common among the options (I-RAVEN's "majority" shortcut). */
const majority: Strategy = (options, rng) => {
  const counts = new Map<string, number>();
  for (const option of options) for (const feature of option) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  return argmax(options.map((option) => option.reduce((sum, feature) => sum + counts.get(feature)!, 0)), rng);
};

/** The option sharing the most features with the other seven. */
const mostSimilar: Strategy = (options, rng) =>
  argmax(options.map((option, i) => options.reduce((sum, other, j) => sum + (i === j ? 0 : option.filter((f) => other.includes(f)).length), 0)), rng);

/** The option sharing the fewest features with the others (the "odd one out"). */
const oddOneOut: Strategy = (options, rng) => argmax(mostSimilarScores(options).map((score) => -score), rng);
const mostSimilarScores = (options: string[][]) =>
  options.map((option, i) => options.reduce((sum, other, j) => sum + (i === j ? 0 : option.filter((f) => other.includes(f)).length), 0));

/**
 * A learner trained on half the bank: naive Bayes log-odds of each feature value being in a right option rather than a
 * wrong one, scored on the other half. It finds any bias in which values right answers tend to have.
 */
function learnedAccuracy(items: readonly RealizedItem[]): number {
  const halves = [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)];
  let total = 0;
  halves.forEach((train, h) => {
    const right = new Map<string, number>(), wrong = new Map<string, number>();
    for (const item of train) {
      item.options.forEach((option, index) => {
        const tally = index === 0 ? right : wrong;
        for (const feature of features(item, option)) tally.set(feature, (tally.get(feature) ?? 0) + 1);
      });
    }
    const odds = (feature: string) => Math.log(((right.get(feature) ?? 0) + 1) / train.length) - Math.log(((wrong.get(feature) ?? 0) + 7) / (7 * train.length));
    total += accuracy((options, rng) => argmax(options.map((option) => option.reduce((sum, f) => sum + odds(f), 0)), rng), halves[1 - h]!, 7 + h) * halves[1 - h]!.length;
  });
  return total / items.length;
}

describe('answer options seen without the matrix', () => {
  it('give the answer away to a majority vote no better than chance (at most 20%)', () => {
    expect(accuracy(majority, realized, 1)).toBeLessThanOrEqual(0.2);
  });

  it('give nothing to similarity strategies or a learner trained on half the bank', () => {
    for (const strategy of [mostSimilar, oddOneOut]) {
      const share = accuracy(strategy, realized, 2);
      expect(share).toBeLessThanOrEqual(0.2);
      expect(share).toBeGreaterThanOrEqual(0.05);
    }
    expect(learnedAccuracy(realized)).toBeLessThanOrEqual(0.2);
  });
});
