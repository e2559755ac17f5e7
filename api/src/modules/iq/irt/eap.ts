// Expected a posteriori (EAP) ability: the posterior mean over the quadrature grid, and the posterior standard
// deviation as its standard error (Bock & Mislevy 1982). Works from zero answers (the prior) upwards.
import { type ItemParameters } from '../items/difficulty.js';
import { probability } from './model.js';
import { type Quadrature, STANDARD_QUADRATURE } from './quadrature.js';

export interface ScoredAnswer {
  readonly params: ItemParameters;
  readonly correct: boolean;
}

export interface AbilityEstimate {
  readonly theta: number;
  /** Posterior standard deviation, in logits. */
  readonly se: number;
}

/** Posterior weights on the grid (normalised), computed in log space so long tests cannot underflow. */
export function posterior(answers: readonly ScoredAnswer[], quadrature: Quadrature = STANDARD_QUADRATURE): number[] {
  const logs = quadrature.points.map((theta, k) => {
    let log = Math.log(quadrature.weights[k]!);
    for (const answer of answers) {
      const p = probability(theta, answer.params);
      log += Math.log(answer.correct ? p : 1 - p);
    }
    return log;
  });
  const top = Math.max(...logs);
  const raw = logs.map((log) => Math.exp(log - top));
  const total = raw.reduce((sum, w) => sum + w, 0);
  return raw.map((w) => w / total);
}

export function estimateAbility(answers: readonly ScoredAnswer[], quadrature: Quadrature = STANDARD_QUADRATURE): AbilityEstimate {
  const weights = posterior(answers, quadrature);
  let mean = 0;
  weights.forEach((w, k) => (mean += w * quadrature.points[k]!));
  let variance = 0;
  weights.forEach((w, k) => (variance += w * (quadrature.points[k]! - mean) ** 2));
  return { theta: mean, se: Math.sqrt(variance) };
}
