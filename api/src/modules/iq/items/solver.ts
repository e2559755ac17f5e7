// A rule solver that sees only what a test taker sees: the layout's slots and the eight context panels. For every
// visible aspect (shape, size, pattern, rotation of each component; which slots are filled and how many) it tries
// every rule that could explain rows one and two, and collects what each such rule predicts for the missing panel.
// An item is sound when every aspect has exactly one prediction and exactly one option matches all of them.
import { LAYOUT_DEFS, isGrid } from './layouts.js';
import { type Layout, ORIENTED_SHAPES, type Panel, PATTERNS, REGULAR_SHAPES } from './model.js';
import { fillSet, popcount, shiftSet } from './values.js';
import { viewPanel } from './view.js';

type AspectName = 'shape' | 'size' | 'pattern' | 'rotation' | 'position' | 'count';
type Triple = readonly [number, number, number];
/** Rows one and two in full, row three without its last value -> the prediction, or null if the rule does not fit. */
type Hypothesis = (rows: readonly [Triple, Triple], third: readonly [number, number]) => number | null;

const NONE = -1;
const MIXED = -2;

const constant: Hypothesis = ([r1, r2], [a, b]) =>
  r1[0] === r1[1] && r1[1] === r1[2] && r2[0] === r2[1] && r2[1] === r2[2] && a === b ? a : null;

const distributeThree: Hypothesis = ([r1, r2], [a, b]) => {
  const values = new Set(r1);
  if (values.size !== 3 || new Set(r2).size !== 3 || !r2.every((v) => values.has(v))) return null;
  if (a === b || !values.has(a) || !values.has(b)) return null;
  return [...values].find((v) => v !== a && v !== b)!;
};

/** Pairwise progression by a fixed step, the same in every row; `modulus` wraps (quarter turns). */
function progression(modulus?: number): Hypothesis {
  const diff = (x: number, y: number) => (modulus ? (((y - x) % modulus) + modulus) % modulus : y - x);
  return ([r1, r2], [a, b]) => {
    const step = diff(r1[0], r1[1]);
    if (step === 0 || diff(r1[1], r1[2]) !== step || diff(r2[0], r2[1]) !== step || diff(r2[1], r2[2]) !== step) return null;
    if (diff(a, b) !== step) return null;
    return modulus ? (b + step) % modulus : b + step;
  };
}

/** A binary operation giving the third panel from the first two, in every row. */
function operation(op: (x: number, y: number) => number): Hypothesis {
  return ([r1, r2], [a, b]) => (op(r1[0], r1[1]) === r1[2] && op(r2[0], r2[1]) === r2[2] ? op(a, b) : null);
}

/** The same clockwise move of the filled slots along the ring, every step of every row. */
function shift(ring: readonly number[], step: number): Hypothesis {
  const moves = (x: number, y: number) => shiftSet(x, ring, step) === y;
  return ([r1, r2], [a, b]) =>
    moves(r1[0], r1[1]) && moves(r1[1], r1[2]) && moves(r2[0], r2[1]) && moves(r2[1], r2[2]) && moves(a, b)
      ? shiftSet(b, ring, step) : null;
}

/** Filled slots grow or shrink in reading order by a fixed number. */
const fill: Hypothesis = ([r1, r2], [a, b]) => {
  if (![...r1, ...r2, a, b].every((mask) => mask === fillSet(popcount(mask)))) return null;
  const counts = (row: Triple): Triple => [popcount(row[0]), popcount(row[1]), popcount(row[2])];
  const count = progression()([counts(r1), counts(r2)], [popcount(a), popcount(b)]);
  return count === null || count < 0 ? null : fillSet(count);
};

const ORDINAL: Hypothesis[] = [constant, progression(), distributeThree];
/** Levels are counted from 1, so that "first plus second" can be read off sizes as well as counts. */
const ARITHMETIC: Hypothesis[] = [operation((x, y) => x + y + 1), operation((x, y) => x - y - 1)];

function hypotheses(aspect: AspectName, ring: readonly number[], values: readonly number[]): Hypothesis[] {
  switch (aspect) {
    case 'shape':
      // Only regular shapes have an order (their number of sides); oriented ones are just different.
      return values.every((v) => v >= 0 && v < REGULAR_SHAPES.length) ? ORDINAL : [constant, distributeThree];
    case 'size':
      return [...ORDINAL, ...ARITHMETIC];
    case 'pattern':
      return ORDINAL;
    case 'rotation':
      return [constant, progression(4), distributeThree];
    case 'count':
      return [constant, progression(), distributeThree, operation((x, y) => x + y), operation((x, y) => x - y)];
    case 'position': {
      const shifts = Array.from({ length: Math.max(0, ring.length - 1) }, (_, k) => shift(ring, k + 1));
      return [
        constant, distributeThree, fill, ...shifts,
        operation((x, y) => x | y), operation((x, y) => x & ~y), operation((x, y) => x ^ y), operation((x, y) => x & y),
      ];
    }
  }
}

/** One value per panel for every aspect of every component, as a viewer would read them. */
export function visibleAspects(layout: Layout, panel: Panel): Map<string, number> {
  const view = viewPanel(panel);
  const aspects = new Map<string, number>();
  LAYOUT_DEFS[layout].forEach((def, c) => {
    const mine = view.filter((entity) => def.slots.includes(entity.slot));
    const uniform = (read: (e: (typeof mine)[number]) => number) => {
      if (mine.length === 0) return NONE;
      const first = read(mine[0]!);
      return mine.every((e) => read(e) === first) ? first : MIXED;
    };
    const shapeIndex = (shape: string) => {
      const regular = (REGULAR_SHAPES as readonly string[]).indexOf(shape);
      return regular >= 0 ? regular : 10 + (ORIENTED_SHAPES as readonly string[]).indexOf(shape);
    };
    aspects.set(`${c}.shape`, uniform((e) => shapeIndex(e.shape)));
    aspects.set(`${c}.size`, uniform((e) => e.size));
    aspects.set(`${c}.pattern`, uniform((e) => PATTERNS.indexOf(e.pattern)));
    aspects.set(`${c}.rotation`, uniform((e) => e.rotation / 90));
    if (isGrid(def)) {
      const mask = mine.reduce((m, e) => m | (1 << def.slots.indexOf(e.slot)), 0);
      aspects.set(`${c}.position`, mask);
      aspects.set(`${c}.count`, mine.length);
    }
  });
  return aspects;
}

export interface Solution {
  /** Per aspect ("component.aspect"), the distinct values the rules that fit rows one and two predict. */
  readonly predictions: ReadonlyMap<string, readonly number[]>;
  /** Aspects with more than one prediction: the matrix does not determine them. */
  readonly ambiguous: readonly string[];
  /** Aspects no rule explains (allowed for counts, which follow from the filled slots). */
  readonly unexplained: readonly string[];
  /** Indexes of the options that match every prediction. */
  readonly consistent: readonly number[];
}

export function solve(layout: Layout, context: readonly Panel[], options: readonly Panel[]): Solution {
  if (context.length !== 8) throw new Error('the solver needs the eight context panels');
  const cells = context.map((panel) => visibleAspects(layout, panel));
  const predictions = new Map<string, number[]>();
  const ambiguous: string[] = [];
  const unexplained: string[] = [];
  for (const key of cells[0]!.keys()) {
    const [component, aspect] = key.split('.') as [string, AspectName];
    const values = cells.map((cell) => cell.get(key)!);
    const ring = LAYOUT_DEFS[layout][Number(component)]!.ring ?? [];
    const rows: [Triple, Triple] = [[values[0]!, values[1]!, values[2]!], [values[3]!, values[4]!, values[5]!]];
    const third = [values[6]!, values[7]!] as const;
    const predicted = new Set<number>();
    if (values.every((v) => v !== MIXED)) {
      for (const hypothesis of hypotheses(aspect, ring, values)) {
        const value = hypothesis(rows, third);
        if (value !== null) predicted.add(value);
      }
    }
    predictions.set(key, [...predicted]);
    if (predicted.size === 0) unexplained.push(key);
    if (predicted.size > 1) ambiguous.push(key);
  }
  const consistent = options.flatMap((option, index) => {
    const seen = visibleAspects(layout, option);
    return [...predictions].every(([key, values]) => values.length === 0 || values.includes(seen.get(key)!)) ? [index] : [];
  });
  return { predictions, ambiguous, unexplained, consistent };
}

/** Problems that make an item unfit for the bank (empty when sound). Option 0 must be the answer. */
export function soundnessProblems(layout: Layout, context: readonly Panel[], options: readonly Panel[]): string[] {
  const solution = solve(layout, context, options);
  const problems: string[] = [];
  if (solution.ambiguous.length) problems.push(`ambiguous: ${solution.ambiguous.join(', ')}`);
  const unexplained = solution.unexplained.filter((key) => !key.endsWith('.count'));
  if (unexplained.length) problems.push(`unexplained: ${unexplained.join(', ')}`);
  if (solution.consistent.length !== 1 || solution.consistent[0] !== 0) {
    problems.push(`options matching the rules: [${solution.consistent.join(', ')}], expected [0]`);
  }
  return problems;
}
