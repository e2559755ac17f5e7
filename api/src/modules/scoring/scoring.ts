// Scores the personality questionnaire: 7-point answers in, five indicator scores with confidence bands and a type code out.
// Pure and free of relative runtime imports, so `node bench/psychometrics.ts` can load it with Node's type stripping.

export type IndicatorCode = 'EI' | 'SN' | 'TF' | 'JP' | 'AT';
/** The pole an item is keyed toward: first = E, S, T, J, A; second = I, N, F, P, T (turbulent). */
export type KeyedPole = 'first' | 'second';
export type PoleLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P' | 'A';
export type IdentityLetter = 'A' | 'T';

/** Result order, and the order of the letters in a type code. */
export const INDICATORS: readonly IndicatorCode[] = ['EI', 'SN', 'TF', 'JP', 'AT'];

export const POLE_LETTERS: Readonly<Record<IndicatorCode, readonly [first: PoleLetter, second: PoleLetter]>> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
  AT: ['A', 'T'],
};

/** The 7-point agreement scale: 1 'not at all', 4 neutral, 7 'very much'. */
export const SCALE = { min: 1, neutral: 4, max: 7 } as const;

/** What scoring needs from an item; the Question entity and the seed items both fit. */
export interface ScorableItem {
  readonly key: string;
  readonly indicator: IndicatorCode;
  readonly keyed: KeyedPole;
}

/** Item key -> answer on the 7-point scale. */
export type Answers = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

export interface ConfidenceBand {
  low: number;
  high: number;
}

export interface IndicatorScore {
  indicator: IndicatorCode;
  /** 0-100 toward the first pole (E, S, T, J, A); 50 is no preference. Unrounded: rounding is for display. */
  score: number;
  pole: KeyedPole;
  letter: PoleLetter;
  /** 90% confidence band for the score, within 0-100. */
  band: ConfidenceBand;
  /** The band contains 50: the answers do not settle the letter. */
  borderline: boolean;
  /** Number of answered items the score rests on. */
  answered: number;
}

export interface PersonalityScore {
  /** In the order EI, SN, TF, JP, AT. */
  indicators: readonly IndicatorScore[];
  /** Four letters plus the identity letter, e.g. 'INTJ-A'. */
  fullCode: string;
  /** The four letters alone, e.g. 'INTJ': the key of the personality type. */
  code: string;
  identity: IdentityLetter;
  /** The code with the most borderline of the four letters flipped; null when none of them is borderline. */
  secondaryCode: string | null;
}

export type ScoringErrorCode = 'UNKNOWN_ITEM' | 'DUPLICATE_ITEM' | 'ANSWER_OUT_OF_RANGE' | 'NOT_ENOUGH_ANSWERS';

/** A plain Error (not AppError) to keep this module import-free; the service maps `code` into its payload errors. */
export class ScoringError extends Error {
  readonly code: ScoringErrorCode;
  /** The item key or indicator the error is about. */
  readonly field: string;

  constructor(code: ScoringErrorCode, field: string, message: string) {
    super(message);
    this.name = 'ScoringError';
    this.code = code;
    this.field = field;
  }
}

/** The answer turned toward the first pole: agreeing with a second-keyed item counts against the first pole. */
export function keyedResponse(value: number, keyed: KeyedPole): number {
  return keyed === 'first' ? value : SCALE.min + SCALE.max - value;
}

// Band prior: PRIOR_DF pseudo-items with a within-person SD of PRIOR_SD points (1.2 scale steps, a typical spread of one
// person's keyed answers on a balanced 7-point scale). Pooled with the person's own variance in the conjugate
// (normal / scaled inverse chi-square) way: with 12 answered items it weighs 2 of 13 degrees of freedom, so the person's
// spread dominates, but perfectly consistent answers still get a band of about +-4 points instead of zero width, and a
// single answer gets a band far too wide to leave the borderline zone instead of an undefined one. In the simulation of
// bench/psychometrics.ts the resulting 90% bands hold the respondent's true score 91-92% of the time.
const PRIOR_SD = 20;
const PRIOR_DF = 2;
/** Upper 5% point of the standard normal: a two-sided 90% band. */
const Z_95 = 1.6448536269514722;
const POINTS_PER_STEP = 100 / (SCALE.max - SCALE.min);

/**
 * Upper 5% point of Student's t: t rather than z because the variance is estimated. The prior guarantees df >= 2;
 * 2 has a closed form, and from 3 up the Cornish-Fisher expansion (Abramowitz & Stegun 26.7.5) is within 0.0011.
 */
function tQuantile95(df: number): number {
  if (df <= 2) return (2 * 0.95 - 1) / Math.sqrt(2 * 0.95 * 0.05);
  const z = Z_95;
  const z3 = z ** 3, z5 = z ** 5, z7 = z ** 7, z9 = z ** 9;
  return z
    + (z3 + z) / 4 / df
    + (5 * z5 + 16 * z3 + 3 * z) / 96 / df ** 2
    + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384 / df ** 3
    + (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160 / df ** 4;
}

/** Scores one indicator from its keyed responses (integers 1..7, already turned toward the first pole; not re-checked). */
export function scoreIndicator(indicator: IndicatorCode, keyed: readonly number[]): IndicatorScore {
  const n = keyed.length;
  if (n === 0) throw new ScoringError('NOT_ENOUGH_ANSWERS', indicator, `No answered item for ${indicator}`);
  // Integer sums keep the neutral point and the mirror image under reversed answers exact, not merely close.
  let lean = 0;
  for (const x of keyed) lean += x - SCALE.neutral;
  let squares = 0;
  for (const x of keyed) squares += (n * (x - SCALE.neutral) - lean) ** 2;
  const halfRange = (SCALE.max - SCALE.min) / 2;
  const score = 50 + (50 * lean) / (halfRange * n);
  const ownSquares = (squares / n ** 2) * POINTS_PER_STEP ** 2;
  const df = PRIOR_DF + n - 1;
  const variance = (PRIOR_DF * PRIOR_SD ** 2 + ownSquares) / df;
  const halfWidth = tQuantile95(df) * Math.sqrt(variance / n);
  const band = { low: Math.max(0, score - halfWidth), high: Math.min(100, score + halfWidth) };
  // An exact 50 goes to the second pole, following the MBTI convention of breaking ties toward I, N, F and P
  // (and, by the same rule, toward Turbulent on AT).
  const pole: KeyedPole = lean > 0 ? 'first' : 'second';
  return {
    indicator,
    score,
    pole,
    letter: POLE_LETTERS[indicator][pole === 'first' ? 0 : 1],
    band,
    borderline: band.low <= 50 && 50 <= band.high,
    answered: n,
  };
}

function answerEntries(answers: Answers): Iterable<[string, number]> {
  return answers instanceof Map ? answers.entries() : Object.entries(answers);
}

/** Scores a sitting. Items without an answer are skipped; every indicator needs at least one answered item. */
export function scorePersonality(items: readonly ScorableItem[], answers: Answers): PersonalityScore {
  const byKey = new Map<string, ScorableItem>();
  for (const item of items) {
    if (byKey.has(item.key)) throw new ScoringError('DUPLICATE_ITEM', item.key, `Item ${item.key} is listed twice`);
    byKey.set(item.key, item);
  }
  const keyed = new Map<IndicatorCode, number[]>(INDICATORS.map((indicator) => [indicator, []]));
  for (const [key, value] of answerEntries(answers)) {
    const item = byKey.get(key);
    if (!item) throw new ScoringError('UNKNOWN_ITEM', key, `No item ${key} in this questionnaire`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < SCALE.min || value > SCALE.max) {
      throw new ScoringError('ANSWER_OUT_OF_RANGE', key, `Answer to ${key} must be an integer from 1 to 7`);
    }
    keyed.get(item.indicator)?.push(keyedResponse(value, item.keyed));
  }
  const indicators = INDICATORS.map((indicator) => scoreIndicator(indicator, keyed.get(indicator) ?? []));
  const code = indicators.slice(0, 4).map((result) => result.letter).join('');
  const identity = indicators[4].letter === 'A' ? 'A' : 'T';
  return { indicators, fullCode: `${code}-${identity}`, code, identity, secondaryCode: secondaryCode(indicators) };
}

/** Flips the borderline letter (EI..JP) closest to 50; ties go to the earlier indicator so the result is stable. */
function secondaryCode(indicators: readonly IndicatorScore[]): string | null {
  const four = indicators.slice(0, 4);
  let flip = -1;
  four.forEach((result, index) => {
    if (!result.borderline) return;
    if (flip < 0 || Math.abs(result.score - 50) < Math.abs(four[flip].score - 50)) flip = index;
  });
  if (flip < 0) return null;
  return four
    .map((result, index) => (index === flip ? POLE_LETTERS[result.indicator][result.pole === 'first' ? 1 : 0] : result.letter))
    .join('');
}
