// The rules of an adaptive sitting. A sitting stores the config it started with, so changing these defaults never
// changes the rules of a sitting already under way.

export interface SittingConfig {
  /** Scored items before the precision rule may stop the test. */
  readonly minItems: number;
  /** The test stops after this many scored items whatever the precision. */
  readonly maxItems: number;
  /** The test stops once the posterior SD is at or below this (logits; 0.33 is 5 IQ points). */
  readonly targetSe: number;
  /** Time for the scored items, from the first scored item on; the practice pair is untimed. */
  readonly timeLimitMs: number;
  /** An answer arriving this long after the limit (network, a last click) still counts. */
  readonly graceMs: number;
  /** Randomesque exposure control (Kingsbury & Zara 1989): pick at random among this many most informative items. */
  readonly randomesque: number;
  /** Layout balancing only chooses among layouts whose best item has at least this share of the best information. */
  readonly layoutTolerance: number;
  /** Answers faster than this are rapid guesses (Wise & Kong 2005: nobody solves a matrix item in under 3 s). */
  readonly rapidMs: number;
}

export const DEFAULT_SITTING_CONFIG: SittingConfig = {
  minItems: 12,
  maxItems: 25,
  targetSe: 0.33,
  timeLimitMs: 20 * 60 * 1000,
  graceMs: 10_000,
  randomesque: 5,
  layoutTolerance: 0.75,
  rapidMs: 3000,
};
