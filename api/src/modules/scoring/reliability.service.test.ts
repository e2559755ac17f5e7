import fc from 'fast-check';
import { cronbachAlpha } from './reliability.js';
import { alphaFromMoments, MIN_RESPONDENTS, type IndicatorMoments } from './reliability.service.js';

/** Sample variance, as PostgreSQL's var_samp computes it. */
function varSamp(values: readonly number[]): number {
  const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
  return values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (values.length - 1);
}

/** The aggregates the service's SQL returns for a respondents x items matrix. */
function momentsOf(matrix: readonly (readonly number[])[]): IndicatorMoments {
  const k = matrix[0]!.length;
  let itemVarianceSum = 0;
  for (let j = 0; j < k; j++) itemVarianceSum += varSamp(matrix.map((row) => row[j]!));
  return { items: k, respondents: matrix.length, itemVarianceSum, totalVariance: varSamp(matrix.map((row) => row.reduce((s, x) => s + x, 0))) };
}

describe('alphaFromMoments', () => {
  it('equals cronbachAlpha of the same matrix', () => {
    const matrix = fc.integer({ min: 2, max: 8 }).chain((k) =>
      fc.array(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: k, maxLength: k }), { minLength: 2, maxLength: 60 }));
    fc.assert(fc.property(matrix, (rows) => {
      const moments = momentsOf(rows);
      fc.pre(moments.totalVariance! > 0);
      expect(alphaFromMoments(moments, 2)).toBeCloseTo(cronbachAlpha(rows), 9);
    }));
  });

  it('publishes nothing below the minimum of respondents', () => {
    const moments: IndicatorMoments = { items: 4, respondents: MIN_RESPONDENTS - 1, itemVarianceSum: 4, totalVariance: 10 };
    expect(alphaFromMoments(moments)).toBeNull();
    expect(alphaFromMoments({ ...moments, respondents: MIN_RESPONDENTS })).toBeCloseTo((4 / 3) * (1 - 4 / 10), 12);
  });

  it('is null where alpha is undefined: one item, no respondents, totals that do not vary', () => {
    expect(alphaFromMoments({ items: 1, respondents: 50, itemVarianceSum: 1, totalVariance: 1 })).toBeNull();
    expect(alphaFromMoments({ items: 6, respondents: 0, itemVarianceSum: null, totalVariance: null })).toBeNull();
    expect(alphaFromMoments({ items: 6, respondents: 50, itemVarianceSum: 3, totalVariance: 0 })).toBeNull();
  });
});
