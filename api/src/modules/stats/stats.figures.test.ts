import { loadConfig } from '../../config.js';
import { shownMarketingFigures } from './stats.service.js';

const live = {
  completedToday: 3, completedInRegion: 1, region: 'FR', completedLast30Days: 120, totalCompleted: 4000,
  accuracyRating: 4.3, ratingCount: 25, buyersToday: 2, lastPurchaseAt: undefined,
};
const figure = (key: 'accuracy' | 'users' | 'rating' | 'testsLast30Days', value: number) => ({ key, value, source: 'Internal survey, n=812', asOf: '2023-03-22' });

describe('marketing figures', () => {
  it('are off by default and each needs its source and date', () => {
    expect(loadConfig({}).marketingFigures).toEqual([]);
    const set = JSON.stringify([figure('accuracy', 80)]);
    expect(loadConfig({ MARKETING_FIGURES: set }).marketingFigures).toEqual([figure('accuracy', 80)]);
    expect(() => loadConfig({ MARKETING_FIGURES: JSON.stringify([{ key: 'accuracy', value: 80 }]) })).toThrow(/MARKETING_FIGURES/);
    expect(() => loadConfig({ MARKETING_FIGURES: JSON.stringify([{ ...figure('users', 30000), asOf: 'last year' }]) })).toThrow(/YYYY-MM-DD/);
    expect(() => loadConfig({ MARKETING_FIGURES: 'not json' })).toThrow(/MARKETING_FIGURES/);
  });

  it('are never shown beside a live figure they contradict', () => {
    const all = [figure('accuracy', 80), figure('users', 30000), figure('rating', 4.7), figure('testsLast30Days', 390823)];
    // 30,000 users against 4,000 completed tests, a 4.7 rating against real ratings of 4.3, a 30-day count that is not the live one.
    expect(shownMarketingFigures(all, live).map((shown) => shown.key)).toEqual(['accuracy']);
    const agreeing = [figure('users', 3000), figure('rating', 4.3), figure('testsLast30Days', 120)];
    expect(shownMarketingFigures(agreeing, live).map((shown) => shown.key)).toEqual(['users', 'rating', 'testsLast30Days']);
    // No real rating yet: no rating at all.
    expect(shownMarketingFigures([figure('rating', 4.7)], { ...live, accuracyRating: undefined, ratingCount: 0 })).toEqual([]);
  });
});
