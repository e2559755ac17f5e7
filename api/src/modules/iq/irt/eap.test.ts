import { type ItemParameters } from '../items/difficulty.js';
import { estimateAbility, posterior, type ScoredAnswer } from './eap.js';
import { probability } from './model.js';

const answer = (params: ItemParameters, correct: boolean): ScoredAnswer => ({ params, correct });
const rasch = { a: 1, b: 0, c: 0 };

/** Posterior mean and SD by brute-force integration (Simpson's rule, 24,000 panels over -8..8): the reference. */
function integrate(answers: readonly ScoredAnswer[]): { theta: number; se: number } {
  const panels = 24_000, low = -8, high = 8, h = (high - low) / panels;
  let m0 = 0, m1 = 0, m2 = 0;
  for (let k = 0; k <= panels; k++) {
    const x = low + k * h;
    const weight = k === 0 || k === panels ? 1 : k % 2 ? 4 : 2;
    let density = Math.exp(-x * x / 2);
    for (const { params, correct } of answers) density *= correct ? probability(x, params) : 1 - probability(x, params);
    m0 += weight * density;
    m1 += weight * density * x;
    m2 += weight * density * x * x;
  }
  return { theta: m1 / m0, se: Math.sqrt(m2 / m0 - (m1 / m0) ** 2) };
}

describe('EAP ability estimate', () => {
  it('is the prior before any answer', () => {
    const estimate = estimateAbility([]);
    expect(estimate.theta).toBeCloseTo(0, 10);
    expect(estimate.se).toBeCloseTo(1, 6);
  });

  it('matches the closed form for one Rasch item answered right', () => {
    // By Stein's lemma E[theta * s(theta)] = E[s'(theta)] for theta ~ N(0, 1), so with s the logistic function and
    // P(right) = E[s] = 1/2, the posterior mean is 2 E[s (1 - s)] = 0.41324 (also what jsCAT 5.2.3 returns).
    expect(estimateAbility([answer(rasch, true)]).theta).toBeCloseTo(0.41324, 4);
    expect(estimateAbility([answer(rasch, false)]).theta).toBeCloseTo(-0.41324, 4);
  });

  it('is exactly zero for a symmetric pattern', () => {
    const estimate = estimateAbility([answer(rasch, true), answer(rasch, false)]);
    expect(estimate.theta).toBeCloseTo(0, 10);
    expect(estimate.se).toBeCloseTo(0.83547, 4);
  });

  it('matches brute-force integration for 3PL items with guessing', () => {
    const cases = [
      [answer({ a: 1.5, b: 0.5, c: 1 / 8 }, true)],
      [answer({ a: 1.5, b: -1, c: 1 / 8 }, true), answer({ a: 1.2, b: 1, c: 1 / 8 }, false)],
      Array.from({ length: 20 }, (_, k) => answer({ a: 1.6, b: -2 + k * 0.2, c: 1 / 8 }, k % 3 !== 2)),
    ];
    for (const answers of cases) {
      const exact = integrate(answers);
      const estimate = estimateAbility(answers);
      expect(estimate.theta).toBeCloseTo(exact.theta, 4);
      expect(estimate.se).toBeCloseTo(exact.se, 4);
    }
    // Known values for the first two (also jsCAT's EAP for the same items; its SE differs, see the report).
    expect(estimateAbility(cases[0]!).theta).toBeCloseTo(0.48726, 4);
    expect(estimateAbility(cases[1]!).theta).toBeCloseTo(-0.02881, 4);
  });

  it('does not underflow on long tests', () => {
    const answers = Array.from({ length: 400 }, (_, k) => answer({ a: 2, b: (k % 7) - 3, c: 1 / 8 }, k % 2 === 0));
    const weights = posterior(answers);
    expect(weights.every(Number.isFinite)).toBe(true);
    expect(weights.reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 10);
    expect(estimateAbility(answers).se).toBeLessThan(0.15);
  });
});
