// Geometry of an indicator bar: the first pole (E, S, T, J, A) on the left, the score marker and the 90% confidence
// band drawn on the bar, and the same numbers told as a share toward the letter the score points to.

export interface BandInput {
  /** 0-100 toward the first pole; 50 is no preference. */
  score: number;
  band: { low: number; high: number };
  letter: string;
  firstPole: string;
}

export interface BarGeometry {
  /** Percent from the left edge (first pole) of the marker, and of the band's start, with its width. */
  markerLeft: number;
  bandLeft: number;
  bandWidth: number;
  /** The band reaches over the middle of the bar: the answers do not settle the letter. */
  crossesMiddle: boolean;
  /** Rounded share toward the letter, and the band told the same way (low <= high). */
  percent: number;
  bandLow: number;
  bandHigh: number;
  /** The marker's side, for drawing the fill from the middle. */
  side: 'first' | 'second' | 'middle';
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

export function barGeometry({ score, band, letter, firstPole }: BandInput): BarGeometry {
  const low = clamp(Math.min(band.low, band.high));
  const high = clamp(Math.max(band.low, band.high));
  const s = clamp(score);
  const towardFirst = letter === firstPole;
  return {
    markerLeft: round1(100 - s),
    bandLeft: round1(100 - high),
    bandWidth: round1(high - low),
    crossesMiddle: low <= 50 && high >= 50,
    percent: Math.round(towardFirst ? s : 100 - s),
    bandLow: Math.round(towardFirst ? low : 100 - high),
    bandHigh: Math.round(towardFirst ? high : 100 - low),
    side: s === 50 ? 'middle' : s > 50 ? 'first' : 'second',
  };
}
