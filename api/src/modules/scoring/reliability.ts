// Cronbach's alpha, the internal-consistency figure we publish for each indicator, and the item-total correlations
// that show which statements pull with their indicator.

/** Below this many complete respondents an alpha says too little to publish. */
export const MIN_RESPONDENTS = 30;

/**
 * Alpha for a respondents x items matrix of keyed-adjusted responses (see keyedResponse): k/(k-1) * (1 - sum of item
 * variances / variance of the totals). Throws a RangeError where alpha is undefined: fewer than 2 respondents or
 * items, ragged rows, non-finite values, or totals that do not vary.
 */
export function cronbachAlpha(matrix: readonly (readonly number[])[]): number {
  const n = matrix.length;
  const k = matrix[0]?.length ?? 0;
  if (n < 2 || k < 2) throw new RangeError('Cronbach alpha needs at least 2 respondents and 2 items');
  for (const row of matrix) {
    if (row.length !== k) throw new RangeError('Cronbach alpha needs every respondent to answer the same items');
    if (!row.every(Number.isFinite)) throw new RangeError('Cronbach alpha needs finite responses');
  }
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += variance(matrix.map((row) => row[j]));
  const totalVariance = variance(matrix.map((row) => row.reduce((sum, value) => sum + value, 0)));
  if (totalVariance === 0) throw new RangeError('Cronbach alpha is undefined when total scores do not vary');
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/** Sample variance, two-pass for accuracy on large samples; the n-1 cancels in alpha's ratio either way. */
function variance(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
}

/**
 * Corrected item-total correlation of each column: Pearson's r between the item and the sum of the other items of the
 * same indicator (the item itself left out, so it cannot inflate its own figure). NaN where a column or its rest does
 * not vary. Same matrix rules as cronbachAlpha.
 */
export function itemTotalCorrelations(matrix: readonly (readonly number[])[]): number[] {
  const k = matrix[0]?.length ?? 0;
  const totals = matrix.map((row) => row.reduce((sum, value) => sum + value, 0));
  return Array.from({ length: k }, (_, j) => pearson(matrix.map((row) => row[j]), matrix.map((row, i) => totals[i] - row[j])));
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, x) => sum + x, 0) / values.length;
  const mx = mean(xs), my = mean(ys);
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}
