import { seededRng } from '../random.js';
import { type Rule } from './model.js';
import { type Domain, drawGrid, fillSet, popcount, shiftSet } from './values.js';

const ordinal: Domain = { kind: 'ordinal', values: [0, 1, 2, 3, 4] };
const grid2: Domain = { kind: 'set', slots: 4, ring: [0, 1, 3, 2] };
const rows = (grid: number[]) => [grid.slice(0, 3), grid.slice(3, 6), grid.slice(6, 9)];

function draws(rule: Rule, domain: Domain, count = 200): number[][][] {
  const rng = seededRng(42);
  return Array.from({ length: count }, () => {
    const grid = drawGrid(rule, domain, rng);
    if (!grid) throw new Error('no draw');
    return rows(grid);
  });
}

describe('drawing rule values', () => {
  it('keeps each row constant, with rows that differ', () => {
    for (const matrix of draws({ family: 'constant' }, ordinal)) {
      for (const row of matrix) expect(new Set(row).size).toBe(1);
      expect(new Set(matrix.map((row) => row[0])).size).toBeGreaterThan(1);
    }
  });

  it('progresses by the step within the domain', () => {
    for (const step of [1, -1, 2, -2]) {
      for (const row of draws({ family: 'progression', step }, ordinal).flat()) {
        expect(row[1]! - row[0]!).toBe(step);
        expect(row[2]! - row[1]!).toBe(step);
        expect(row.every((v) => v >= 0 && v <= 4)).toBe(true);
      }
    }
  });

  it('wraps quarter turns', () => {
    for (const row of draws({ family: 'progression', step: 1 }, { kind: 'cyclic', modulus: 4 }).flat()) {
      expect((row[1]! - row[0]! + 4) % 4).toBe(1);
      expect((row[2]! - row[1]! + 4) % 4).toBe(1);
    }
  });

  it('distributes three values as a Latin square', () => {
    for (const matrix of draws({ family: 'distribute-three' }, ordinal)) {
      const values = new Set(matrix[0]);
      expect(values.size).toBe(3);
      for (const row of matrix) expect(new Set(row)).toEqual(values);
      for (let col = 0; col < 3; col++) expect(new Set(matrix.map((row) => row[col]))).toEqual(values);
    }
  });

  it('adds, subtracts and exclusive-ors filled slots', () => {
    const cases: [Rule, (a: number, b: number) => number][] = [
      [{ family: 'arithmetic', op: 'add' }, (a, b) => a | b],
      [{ family: 'arithmetic', op: 'subtract' }, (a, b) => a & ~b],
      [{ family: 'distribute-two' }, (a, b) => a ^ b],
    ];
    for (const [rule, op] of cases) {
      for (const [a, b, c] of draws(rule, grid2).flat() as [number, number, number][]) {
        expect(c).toBe(op(a, b));
        // Operands overlap and neither contains the other, so the three operations disagree.
        expect(a & b).not.toBe(0);
        expect(a & ~b).not.toBe(0);
        expect(b & ~a).not.toBe(0);
        expect(popcount(c)).toBeGreaterThan(0);
      }
    }
  });

  it('moves filled slots around the ring or fills them in reading order', () => {
    for (const [a, b, c] of draws({ family: 'progression', step: 1, mode: 'shift' }, grid2).flat() as [number, number, number][]) {
      expect(b).toBe(shiftSet(a, [0, 1, 3, 2], 1));
      expect(c).toBe(shiftSet(b, [0, 1, 3, 2], 1));
    }
    for (const row of draws({ family: 'progression', step: -1, mode: 'fill' }, grid2).flat()) {
      expect(row.map(popcount)).toEqual([popcount(row[0]!), popcount(row[0]!) - 1, popcount(row[0]!) - 2]);
      expect(row.every((mask) => mask === fillSet(popcount(mask)))).toBe(true);
    }
  });

  it('turns the ring clockwise', () => {
    // Top-left -> top-right -> bottom-right -> bottom-left in a 2x2 grid (slots 0, 1, 3, 2).
    expect(shiftSet(0b0001, [0, 1, 3, 2], 1)).toBe(0b0010);
    expect(shiftSet(0b0010, [0, 1, 3, 2], 1)).toBe(0b1000);
    expect(shiftSet(0b1000, [0, 1, 3, 2], 1)).toBe(0b0100);
    // A 3x3 centre stays.
    expect(shiftSet(1 << 4, [0, 1, 2, 5, 8, 7, 6, 3], 1)).toBe(1 << 4);
  });

  it('refuses rules a domain cannot carry', () => {
    const rng = seededRng(1);
    expect(drawGrid({ family: 'distribute-three' }, { kind: 'ordinal', values: [3, 4] }, rng)).toBeNull();
    expect(drawGrid({ family: 'progression', step: 1 }, { kind: 'categorical', values: [0, 1, 2] }, rng)).toBeNull();
    expect(drawGrid({ family: 'arithmetic', op: 'add' }, ordinal, rng)).toBeNull();
  });
});
