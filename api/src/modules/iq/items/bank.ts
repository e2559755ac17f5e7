// The scored item bank and the two practice items, built deterministically from a fixed master seed: the same code
// always yields the same items with the same ids. Items are spread evenly over a priori difficulty (-3 to +3.5
// logits in quarter-logit bins) and, within each bin, over layouts as far as a layout can reach that difficulty.
import { type Rng, randomInt, seededRng } from '../random.js';
import { aPrioriParameters, type Complexity, complexityOf, type ItemParameters } from './difficulty.js';
import { LAYOUT_DEFS } from './layouts.js';
import { type ComponentRules, type Family, type ItemSpec, itemFamilies, type Layout, LAYOUTS, type Rule } from './model.js';
import { realizeItem } from './realize.js';
import { soundnessProblems } from './solver.js';
import { sampleSpec } from './spec-sampler.js';
import { panelKey } from './view.js';

export const MASTER_SEED = 0x2047_0917;
const BIN_LOW = -3;
const BIN_WIDTH = 0.25;
const BINS = 26;
const PER_BIN = 23;
/** An equal share of a bin per layout (first pass), and the most a layout may take of a bin (second pass). */
const EQUAL_SHARE = Math.floor(PER_BIN / LAYOUTS.length);
const LAYOUT_CAP = EQUAL_SHARE + 2;
/** No layout may exceed this many items in all. */
const LAYOUT_TOTAL_CAP = Math.ceil((BINS * PER_BIN) / LAYOUTS.length) + 15;
const MAX_RULES = 6;
const SEED_TRIES = 8;
const STALE_DRAWS = 6000;

export interface BankItem {
  /** Stable id, e.g. MX-0001. */
  readonly id: string;
  readonly spec: ItemSpec;
  readonly layout: Layout;
  readonly families: readonly Family[];
  readonly complexity: Complexity;
  /** A priori 3PL parameters (provisional until recalibrated). */
  readonly params: ItemParameters;
}

/** True when the spec's panels and options pass every check the bank test repeats. */
export function isSound(spec: ItemSpec): boolean {
  let item;
  try {
    item = realizeItem(spec);
  } catch {
    return false;
  }
  if (soundnessProblems(spec.layout, item.cells.slice(0, 8), item.options).length) return false;
  return new Set(item.options.map(panelKey)).size === item.options.length;
}

/** Tries a few seeds for the same rules; the first that realises soundly is kept. */
function soundSeed(spec: ItemSpec, rng: Rng): ItemSpec | null {
  for (let attempt = 0; attempt < SEED_TRIES; attempt++) {
    const candidate = attempt === 0 ? spec : { ...spec, seed: randomInt(rng, 1, 0x7fff_ffff) };
    if (isSound(candidate)) return candidate;
  }
  return null;
}

const binOf = (b: number) => Math.floor((b - BIN_LOW) / BIN_WIDTH);

function toBankItem(spec: ItemSpec, index: number): BankItem {
  return {
    id: `MX-${String(index + 1).padStart(4, '0')}`,
    spec,
    layout: spec.layout,
    families: itemFamilies(spec),
    complexity: complexityOf(spec),
    params: aPrioriParameters(spec),
  };
}

/** Builds the bank (about 0.5 s); use `itemBank()` for the shared, memoised copy. */
export function buildBank(masterSeed = MASTER_SEED): BankItem[] {
  const rng = seededRng(masterSeed);
  const counts = Array.from({ length: BINS }, () => new Map<Layout, number>());
  const filled = (bin: number) => [...counts[bin]!.values()].reduce((sum, n) => sum + n, 0);
  const specs: ItemSpec[] = [];
  const perLayout = new Map<Layout, number>();
  // Pass 1 gives every layout an equal share of each bin it can reach, pass 2 lets layouts take a little more where
  // others cannot reach, pass 3 fills what is left within an overall cap per layout.
  for (const cap of [EQUAL_SHARE, LAYOUT_CAP, Infinity]) {
    // A pass ends when it has stopped finding room for new items.
    let lastAdded = 0;
    for (let draw = 0; draw - lastAdded < STALE_DRAWS && specs.length < BINS * PER_BIN; draw++) {
      const layout = LAYOUTS[draw % LAYOUTS.length]!;
      const spec = sampleSpec(layout, randomInt(rng, 1, MAX_RULES), randomInt(rng, 1, 0x7fff_ffff), rng);
      if (!spec) continue;
      const bin = binOf(aPrioriParameters(spec).b);
      if (bin < 0 || bin >= BINS || filled(bin) >= PER_BIN) continue;
      const own = counts[bin]!.get(layout) ?? 0;
      if (own >= cap || (perLayout.get(layout) ?? 0) >= LAYOUT_TOTAL_CAP) continue;
      const sound = soundSeed(spec, rng);
      if (!sound) continue;
      counts[bin]!.set(layout, own + 1);
      perLayout.set(layout, (perLayout.get(layout) ?? 0) + 1);
      specs.push(sound);
      lastAdded = draw;
    }
  }
  return specs.map(toBankItem);
}

let memo: BankItem[] | null = null;

/** The scored bank, built once per process. */
export function itemBank(): readonly BankItem[] {
  memo ??= buildBank();
  return memo;
}

let byId: Map<string, BankItem> | null = null;

/** A scored or practice item by id (for rendering the question a sitting asks). */
export function itemById(id: string): BankItem | undefined {
  byId ??= new Map([...itemBank(), ...practiceItems()].map((item) => [item.id, item]));
  return byId.get(id);
}

const FIXED: Rule = { family: 'fixed' };
const rulesWith = (overrides: Partial<ComponentRules>): ComponentRules => ({
  shape: FIXED, size: FIXED, pattern: FIXED, rotation: FIXED, position: FIXED, ...overrides,
});

/** The first sound seed from `start` up, so practice items are fixed by their rules alone. */
function practiceSpec(layout: Layout, components: ComponentRules[], start: number): ItemSpec {
  if (components.length !== LAYOUT_DEFS[layout].length) throw new Error('practice spec does not fit its layout');
  for (let seed = start; seed < start + 1000; seed++) {
    const spec: ItemSpec = { version: 1, layout, seed, components };
    if (isSound(spec)) return spec;
  }
  throw new Error('no sound seed for a practice item');
}

/**
 * The practice pair shown (with feedback) before the scored items: a figure that grows along each row, then a grid
 * that gains one figure per step. Not in the bank and never scored.
 */
export function practiceItems(): readonly BankItem[] {
  practiceMemo ??= buildPractice();
  return practiceMemo;
}

let practiceMemo: BankItem[] | null = null;

function buildPractice(): BankItem[] {
  const specs = [
    practiceSpec('single', [rulesWith({ size: { family: 'progression', step: 1 } })], 1),
    practiceSpec('grid2', [rulesWith({ position: { family: 'progression', step: 1, mode: 'fill' } })], 1),
  ];
  return specs.map((spec, index) => ({ ...toBankItem(spec, index), id: `MX-P${index + 1}` }));
}
