import { binomialUpperTail, lz } from './person-fit.js';

describe('person fit', () => {
  it('computes binomial tails', () => {
    expect(binomialUpperTail(0, 10, 0.3)).toBe(1);
    expect(binomialUpperTail(11, 10, 0.3)).toBe(0);
    // P(X >= 2 | n = 3, p = 1/2) = 4/8.
    expect(binomialUpperTail(2, 3, 0.5)).toBeCloseTo(0.5, 12);
    // P(X >= 5 | n = 12, p = 1/8) = 1 - sum_{x<5} C(12,x) (1/8)^x (7/8)^(12-x).
    let below = 0;
    for (let x = 0; x < 5; x++) below += choose(12, x) * (1 / 8) ** x * (7 / 8) ** (12 - x);
    expect(binomialUpperTail(5, 12, 1 / 8)).toBeCloseTo(1 - below, 12);
  });

  it('gives lz near zero for a typical pattern and strongly negative for a reversed one', () => {
    const items = Array.from({ length: 20 }, (_, k) => ({ a: 1.6, b: -2 + k * 0.2, c: 1 / 8 }));
    // Right on the easy half, wrong on the hard half: what the model expects at theta = 0.
    const typical = items.map((params, k) => ({ params, correct: k < 10 }));
    const reversed = items.map((params, k) => ({ params, correct: k >= 10 }));
    expect(Math.abs(lz(typical, 0)!)).toBeLessThan(2.5);
    expect(lz(typical, 0)!).toBeGreaterThan(0);
    expect(lz(reversed, 0)!).toBeLessThan(-3);
    expect(lz([], 0)).toBeNull();
  });
});

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
