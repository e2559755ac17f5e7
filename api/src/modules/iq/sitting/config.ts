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
  /** Exposure control: the next item is drawn at random from at least this many of the most informative items. */
  readonly randomesque: number;
  /**
   * ...and from every item with at least this share of the best information: `first` for the first scored item (the
   * estimate is still rough), rising by the fifth to `settled` while the estimate is within `centre` logits of the
   * mean, where most people are and item exposure builds up, and to `outside` beyond it, where few people are and
   * information is scarcer.
   */
  readonly exposureTolerance: { readonly first: number; readonly settled: number; readonly centre: number; readonly outside: number };
  /**
   * Layout balancing: each layout is owed at least `share` of an equal split of the items so far, and comes first while
   * it is behind, as long as it has an item with at least `tolerance` of the best information.
   */
  readonly layoutFloor: { readonly share: number; readonly tolerance: number };
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
  exposureTolerance: { first: 0.8, settled: 0.88, centre: 1, outside: 0.97 },
  layoutFloor: { share: 0.34, tolerance: 0.75 },
  rapidMs: 3000,
};
