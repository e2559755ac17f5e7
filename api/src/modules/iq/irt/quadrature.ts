// The ability grid every estimate integrates over: 61 points from -6 to +6 logits (0.2 apart), with standard normal
// prior weights. Ability is on the calibration population's scale, so the prior is that population: N(0, 1).

export const GRID_MIN = -6;
export const GRID_MAX = 6;
export const GRID_POINTS = 61;

export interface Quadrature {
  readonly points: readonly number[];
  /** Normalised prior weights (they sum to 1). */
  readonly weights: readonly number[];
}

export function normalQuadrature(points = GRID_POINTS, min = GRID_MIN, max = GRID_MAX, mean = 0, sd = 1): Quadrature {
  const step = (max - min) / (points - 1);
  const xs = Array.from({ length: points }, (_, k) => min + k * step);
  const raw = xs.map((x) => Math.exp(-0.5 * ((x - mean) / sd) ** 2));
  const total = raw.reduce((sum, w) => sum + w, 0);
  return { points: xs, weights: raw.map((w) => w / total) };
}

export const STANDARD_QUADRATURE: Quadrature = normalQuadrature();
