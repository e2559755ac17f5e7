import fc from 'fast-check';
import { cronbachAlpha, itemTotalCorrelations } from './reliability.js';

/** Alpha from the average inter-item covariance, k c / (v + (k - 1) c): algebraically the same, computed another way. */
function alphaFromCovariances(matrix: readonly (readonly number[])[]): number {
  const k = matrix[0].length;
  const column = (j: number) => matrix.map((row) => row[j]);
  const covariance = (a: readonly number[], b: readonly number[]) => {
    const meanA = a.reduce((sum, x) => sum + x, 0) / a.length;
    const meanB = b.reduce((sum, x) => sum + x, 0) / b.length;
    return a.reduce((sum, x, i) => sum + (x - meanA) * (b[i] - meanB), 0) / (a.length - 1);
  };
  let variances = 0;
  let covariances = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j) variances += covariance(column(i), column(j));
      else covariances += covariance(column(i), column(j));
    }
  }
  const meanVariance = variances / k;
  const meanCovariance = covariances / (k * (k - 1));
  return (k * meanCovariance) / (meanVariance + (k - 1) * meanCovariance);
}

const totalsVary = (matrix: readonly (readonly number[])[]) =>
  new Set(matrix.map((row) => row.reduce((sum, x) => sum + x, 0))).size > 1;

const matrixArb = fc.integer({ min: 2, max: 6 }).chain((k) =>
  fc.array(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: k, maxLength: k }), { minLength: 2, maxLength: 40 }));

describe('cronbachAlpha', () => {
  it('matches a value computed independently (numpy, sample variances)', () => {
    const matrix = [[4, 5, 4, 5], [2, 3, 3, 2], [5, 5, 4, 4], [3, 4, 2, 3], [1, 2, 2, 1], [4, 4, 5, 5]];
    expect(cronbachAlpha(matrix)).toBeCloseTo(0.9441624365482233, 12);
  });

  it('is 1 for identical items and 0 for items that do not covary', () => {
    expect(cronbachAlpha([[1, 1, 1], [4, 4, 4], [7, 7, 7], [2, 2, 2]])).toBeCloseTo(1, 12);
    // The two items are uncorrelated over these four people.
    expect(cronbachAlpha([[1, 1], [1, 7], [7, 1], [7, 7]])).toBeCloseTo(0, 12);
  });

  it('is undefined for too little or flat data', () => {
    expect(() => cronbachAlpha([[1, 2, 3]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1], [2]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1, 2], [3]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1, Number.NaN], [3, 4]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1, 7], [7, 1], [4, 4]])).toThrow(RangeError);
  });

  it('agrees with the average-covariance form and never exceeds 1', () => {
    fc.assert(fc.property(matrixArb, (matrix) => {
      fc.pre(totalsVary(matrix));
      const alpha = cronbachAlpha(matrix);
      expect(alpha).toBeLessThanOrEqual(1 + 1e-12);
      expect(alpha).toBeCloseTo(alphaFromCovariances(matrix), 9);
    }));
  });

  it('ignores the order of items and people, item offsets and a common change of unit', () => {
    fc.assert(fc.property(matrixArb, fc.integer({ min: -3, max: 3 }), fc.integer({ min: 2, max: 9 }), (matrix, shift, unit) => {
      fc.pre(totalsVary(matrix));
      const alpha = cronbachAlpha(matrix);
      expect(cronbachAlpha(matrix.map((row) => [...row].reverse()).reverse())).toBeCloseTo(alpha, 9);
      expect(cronbachAlpha(matrix.map((row) => row.map((x, j) => (j === 0 ? x + shift : x))))).toBeCloseTo(alpha, 9);
      expect(cronbachAlpha(matrix.map((row) => row.map((x) => x * unit)))).toBeCloseTo(alpha, 9);
    }));
  });
});

describe('itemTotalCorrelations', () => {
  it('correlates each item with the sum of the others, leaving the item out', () => {
    // Items 1 and 2 move together; item 3 runs against them. Rest sums for item 1: 2+5, 4+3, 6+1 = 7, 7, 7 -> no variance.
    const matrix = [[1, 2, 5], [2, 4, 3], [3, 6, 1]];
    const [first, second, third] = itemTotalCorrelations(matrix);
    expect(first).toBeNaN();
    // Item 2 (2,4,6) against 1+3 (6,5,4): perfectly falling.
    expect(second).toBeCloseTo(-1, 12);
    // Item 3 (5,3,1) against 1+2 (3,6,9): perfectly falling.
    expect(third).toBeCloseTo(-1, 12);
  });

  it('gives items of one consistent scale high positive figures', () => {
    const matrix = [[1, 1, 2], [3, 4, 3], [5, 5, 6], [7, 6, 7], [2, 3, 2]];
    for (const r of itemTotalCorrelations(matrix)) expect(r).toBeGreaterThan(0.9);
  });
});
