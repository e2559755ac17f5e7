// Draws the nine values of one attribute of one component so that each row follows the attribute's rule.
// Values are plain numbers: level indexes for ordinal attributes, quarter turns for rotation, slot bitmasks for
// positions. A draw returns null when the rule cannot hold on that domain; the generator then tries another spec.
import { type Rng, pick, randomInt, sample, shuffled } from '../random.js';
import { type Rule } from './model.js';

export type Domain =
  /** Ordered levels (size, pattern, regular shapes); `values` is a contiguous run of levels. */
  | { readonly kind: 'ordinal'; readonly values: readonly number[] }
  /** Unordered values (oriented shapes). */
  | { readonly kind: 'categorical'; readonly values: readonly number[] }
  /** Quarter turns, 0..3, wrapping around. */
  | { readonly kind: 'cyclic'; readonly modulus: number }
  /** Sets of occupied slots of a grid with `slots` slots, as bitmasks. */
  | { readonly kind: 'set'; readonly slots: number; readonly ring: readonly number[] };

/** Nine values, row-major: index = row * 3 + column. */
export type Grid = number[];

export function drawGrid(rule: Rule, domain: Domain, rng: Rng): Grid | null {
  if (domain.kind === 'set') return drawSets(rule, domain, rng);
  const values = domain.kind === 'cyclic' ? Array.from({ length: domain.modulus }, (_, i) => i) : domain.values;
  switch (rule.family) {
    case 'fixed':
      return Array<number>(9).fill(pick(rng, values));
    case 'constant':
      return rowsConstant(rowValues(rng, values));
    case 'distribute-three':
      return values.length < 3 ? null : latin(rng, sample(rng, values, 3));
    case 'progression': {
      if (domain.kind === 'categorical' || rule.step === 0) return null;
      const rows: number[][] = [];
      for (let row = 0; row < 3; row++) {
        if (domain.kind === 'cyclic') {
          const start = pick(rng, values);
          rows.push([0, 1, 2].map((c) => (((start + c * rule.step) % domain.modulus) + domain.modulus) % domain.modulus));
        } else {
          const starts = values.filter((start) => values.includes(start + 2 * rule.step));
          if (starts.length === 0) return null;
          const start = pick(rng, starts);
          rows.push([start, start + rule.step, start + 2 * rule.step]);
        }
      }
      return rows.flat();
    }
    default:
      return null;
  }
}

/** Three row values, not all equal (otherwise "constant in a row" would not show as a rule). */
function rowValues(rng: Rng, values: readonly number[]): number[] {
  if (values.length >= 3) return sample(rng, values, 3);
  const [a, b] = sample(rng, values, 2) as [number, number];
  return shuffled(rng, [a, b, pick(rng, [a, b])]);
}

function rowsConstant(perRow: readonly number[]): Grid {
  return perRow.flatMap((value) => [value, value, value]);
}

/** A Latin square over three values: each row is the first row turned by one place, in a random direction. */
function latin(rng: Rng, three: readonly number[]): Grid {
  const first = shuffled(rng, three);
  const direction = rng() < 0.5 ? 1 : 2;
  return [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => first[(col + row * direction) % 3]!));
}

export function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

function randomSet(rng: Rng, slots: number, min: number, max: number): number {
  const count = randomInt(rng, min, max);
  return sample(rng, Array.from({ length: slots }, (_, i) => i), count).reduce((mask, slot) => mask | (1 << slot), 0);
}

/** Moves every occupied ring slot `step` places clockwise; slots off the ring (a 3x3 centre) stay. */
export function shiftSet(mask: number, ring: readonly number[], step: number): number {
  let result = mask;
  for (const slot of ring) result &= ~(1 << slot);
  ring.forEach((slot, index) => {
    if (mask & (1 << slot)) result |= 1 << ring[(((index + step) % ring.length) + ring.length) % ring.length]!;
  });
  return result;
}

/** The first `count` slots in reading order: how a growing or shrinking number of figures is laid out. */
export const fillSet = (count: number) => (1 << count) - 1;

const TRIES = 40;

function drawSets(rule: Rule, domain: Extract<Domain, { kind: 'set' }>, rng: Rng): Grid | null {
  const { slots, ring } = domain;
  const any = () => randomSet(rng, slots, 1, slots);
  switch (rule.family) {
    case 'fixed':
      return Array<number>(9).fill(any());
    case 'constant':
      return rowsConstant([any(), any(), any()]);
    case 'distribute-three': {
      const three = new Set<number>();
      while (three.size < 3) three.add(randomSet(rng, slots, 1, slots - 1));
      return latin(rng, [...three]);
    }
    case 'progression': {
      const step = rule.step;
      if (rule.mode === 'shift') {
        return perRow(() => {
          const start = randomSet(rng, slots, 1, slots - 1);
          const cells = [start, shiftSet(start, ring, step), shiftSet(start, ring, 2 * step)];
          return new Set(cells).size === 3 ? cells : null;
        });
      }
      const starts = Array.from({ length: slots }, (_, i) => i + 1).filter((n) => n + 2 * step >= 1 && n + 2 * step <= slots);
      if (starts.length === 0) return null;
      return perRow(() => {
        const n = pick(rng, starts);
        return [fillSet(n), fillSet(n + step), fillSet(n + 2 * step)];
      });
    }
    case 'arithmetic':
    case 'distribute-two':
      return perRow(() => {
        const a = randomSet(rng, slots, 2, slots - 1);
        const b = randomSet(rng, slots, 1, slots - 1);
        const overlap = a & b;
        // Operands overlap and neither holds the other, so union, difference and exclusive or give different panels.
        if (!overlap || (a & ~b) === 0 || (b & ~a) === 0) return null;
        const c = rule.family === 'distribute-two' ? a ^ b : rule.op === 'add' ? a | b : a & ~b;
        return popcount(c) >= 1 ? [a, b, c] : null;
      });
  }
}

function perRow(draw: () => number[] | null): Grid | null {
  const rows: number[][] = [];
  for (let row = 0; row < 3; row++) {
    let cells: number[] | null = null;
    for (let attempt = 0; attempt < TRIES && !cells; attempt++) cells = draw();
    if (!cells) return null;
    rows.push(cells);
  }
  return rows.flat();
}
