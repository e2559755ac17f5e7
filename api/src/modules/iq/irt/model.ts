// The three-parameter logistic model (logistic metric, no 1.7 scaling): probability of a right answer and Fisher
// information at a given ability.
import { type ItemParameters } from '../items/difficulty.js';

export function probability(theta: number, item: ItemParameters): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
}

/**
 * Fisher information of a 3PL item: a^2 * (Q/P) * ((P - c) / (1 - c))^2 (Lord 1980, eq. 5-20 in the logistic metric).
 * With c = 1/8 it peaks slightly above b, at about 0.2 a^2.
 */
export function information(theta: number, item: ItemParameters): number {
  const p = probability(theta, item);
  const share = (p - item.c) / (1 - item.c);
  return item.a * item.a * ((1 - p) / p) * share * share;
}
