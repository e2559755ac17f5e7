// Person fit and chance-level checks for one sitting's answers.
import { type ScoredAnswer } from './eap.js';
import { probability } from './model.js';

/**
 * The standardised log-likelihood person-fit statistic lz (Drasgow, Levine & Williams 1985) at ability `theta`.
 * Large negative values mean the pattern is unlikely under the model (for example right answers on hard items and
 * wrong ones on easy items). With an estimated theta and few items it is conservative (Snijders 2001), which suits a
 * warning flag. Null when the answers carry no information (no items).
 */
export function lz(answers: readonly ScoredAnswer[], theta: number): number | null {
  let observed = 0, expected = 0, variance = 0;
  for (const answer of answers) {
    const p = probability(theta, answer.params);
    const logit = Math.log(p / (1 - p));
    observed += answer.correct ? Math.log(p) : Math.log(1 - p);
    expected += p * Math.log(p) + (1 - p) * Math.log(1 - p);
    variance += p * (1 - p) * logit * logit;
  }
  return variance > 0 ? (observed - expected) / Math.sqrt(variance) : null;
}

/** P(X >= k) for X ~ Binomial(n, p): how likely `k` or more right answers are by blind guessing. */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let term = (1 - p) ** n;
  let tail = 0;
  for (let x = 0; x <= n; x++) {
    if (x >= k) tail += term;
    term *= ((n - x) / (x + 1)) * (p / (1 - p));
  }
  return Math.min(1, tail);
}
