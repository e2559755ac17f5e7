import { information, probability } from './model.js';

describe('3PL model', () => {
  const item = { a: 1.5, b: 0.4, c: 1 / 8 };

  it('runs from the guessing floor to one, through the midpoint at b', () => {
    expect(probability(-50, item)).toBeCloseTo(1 / 8, 10);
    expect(probability(50, item)).toBeCloseTo(1, 10);
    expect(probability(0.4, item)).toBeCloseTo(1 / 8 + (7 / 8) / 2, 12);
  });

  it('gives Fisher information as P\'(theta)^2 / (P Q)', () => {
    for (const theta of [-3, -1, 0, 0.4, 1.2, 3]) {
      const h = 1e-5;
      const slope = (probability(theta + h, item) - probability(theta - h, item)) / (2 * h);
      const p = probability(theta, item);
      expect(information(theta, item)).toBeCloseTo((slope * slope) / (p * (1 - p)), 7);
    }
  });

  it('reduces to a^2 / 4 at b without guessing', () => {
    expect(information(0.4, { ...item, c: 0 })).toBeCloseTo((1.5 * 1.5) / 4, 12);
  });

  it('peaks above b when guessing is possible (Lord 1980, eq. 10-4)', () => {
    const peak = item.b + Math.log((1 + Math.sqrt(1 + 8 * item.c)) / 2) / item.a;
    const grid = Array.from({ length: 4001 }, (_, k) => -2 + k * 0.001);
    const best = grid.reduce((top, theta) => (information(theta, item) > information(top, item) ? theta : top));
    expect(best).toBeCloseTo(peak, 2);
    expect(information(peak, item)).toBeCloseTo(0.196 * item.a * item.a, 2);
  });
});
