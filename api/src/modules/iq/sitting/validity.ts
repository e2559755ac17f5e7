// Whether a sitting's result can be interpreted: rapid guessing (answers too fast to have been solved), accuracy that
// blind guessing among eight options explains, and answer patterns the model finds implausible. A random clicker is
// told the result cannot be interpreted rather than given a number. Reasons are codes for the UI to translate.
import { GUESSING } from '../items/difficulty.js';
import { binomialUpperTail, lz } from '../irt/person-fit.js';
import { type SittingState } from './types.js';

export type ValidityVerdict = 'valid' | 'caution' | 'not-interpretable';

export type ValidityReason =
  /** More than one answer in ten came faster than anyone can solve an item (response-time effort below 0.90). */
  | 'rapid-guessing'
  /** The number right is what blind guessing gives often enough (binomial test against 1/8, p >= 0.05). */
  | 'chance-level-accuracy'
  /** The pattern of right and wrong answers is unlikely at the estimated ability (lz below -1.645). */
  | 'aberrant-pattern'
  /** Fewer scored items than the minimum (the time ran out or the person left). */
  | 'too-few-items'
  /** The standard error stayed above 0.45 logits (7 IQ points). */
  | 'imprecise';

export interface Validity {
  readonly verdict: ValidityVerdict;
  readonly reasons: readonly ValidityReason[];
  /** Share of scored answers faster than the rapid-guess threshold. */
  readonly rapidShare: number;
  /** P(at least this many right | blind guessing). */
  readonly chanceProbability: number;
  readonly lz: number | null;
}

/** Wise & Kong's response-time effort flag: under 90% effortful answers. */
const RAPID_SHARE_FLAG = 0.1;
/** So many rapid answers that the result says nothing about reasoning. */
const RAPID_SHARE_VOID = 0.25;
const CHANCE_ALPHA = 0.05;
const LZ_FLAG = -1.645;
const IMPRECISE_SE = 0.45;

export function assessValidity(state: SittingState): Validity {
  const { answers, config } = state;
  const n = answers.length;
  const right = answers.filter((answer) => answer.correct).length;
  const rapidShare = n ? answers.filter((answer) => answer.responseMs < config.rapidMs).length / n : 0;
  const chanceProbability = binomialUpperTail(right, n, GUESSING);
  const fit = lz(answers, state.theta);
  const reasons: ValidityReason[] = [];
  if (rapidShare > RAPID_SHARE_FLAG) reasons.push('rapid-guessing');
  if (chanceProbability >= CHANCE_ALPHA) reasons.push('chance-level-accuracy');
  if (fit !== null && fit < LZ_FLAG) reasons.push('aberrant-pattern');
  if (n < config.minItems) reasons.push('too-few-items');
  if (state.se > IMPRECISE_SE) reasons.push('imprecise');
  const unusable = reasons.includes('chance-level-accuracy') || rapidShare >= RAPID_SHARE_VOID || n < config.minItems / 2;
  const verdict: ValidityVerdict = unusable ? 'not-interpretable' : reasons.length ? 'caution' : 'valid';
  return { verdict, reasons, rapidShare, chanceProbability, lz: fit };
}
