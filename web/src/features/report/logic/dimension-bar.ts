// Where a dimension's bar draws its marker and 90% band: the first pole (E, S, T, J, A) is the left end, so a score
// of 100 toward it sits at 0%. Values are clamped and rounded to 0.1% for stable markup.
export interface Scale {
  /** 0-100 toward the first pole. */
  score: number;
  low: number;
  high: number;
}

export interface BarGeometry {
  markerLeft: number;
  bandLeft: number;
  bandWidth: number;
  /** The band reaches over the middle: the answers do not settle the letter. */
  crossesMiddle: boolean;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

export function dimensionBar({ score, low, high }: Scale): BarGeometry {
  const lo = clamp(Math.min(low, high));
  const hi = clamp(Math.max(low, high));
  return {
    markerLeft: round1(100 - clamp(score)),
    bandLeft: round1(100 - hi),
    bandWidth: round1(hi - lo),
    crossesMiddle: lo <= 50 && hi >= 50,
  };
}
