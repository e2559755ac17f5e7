// Live notices say only what the real counters say: purchases of the day and the latest unlock, never invented.
import { createIntl } from 'react-intl';
import { activityLines, relativeTime } from './offer-blocks';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => {} });
const stats = (over: Record<string, unknown>) => ({
  completedToday: 0, completedInRegion: 0, region: null, accuracyRating: null, ratingCount: 0, buyersToday: 0, lastPurchaseAt: null, ...over,
}) as Parameters<typeof activityLines>[1];

describe('live purchase notices', () => {
  it('show nothing when nothing was bought', () => {
    expect(activityLines(intl, stats({}))).toEqual([]);
  });

  it('count today\'s purchases and say how long ago the latest one was', () => {
    const lines = activityLines(intl, stats({ buyersToday: 3, lastPurchaseAt: new Date(Date.now() - 5 * 60_000).toISOString() }));
    expect(lines).toEqual(['3 people unlocked their in-depth report today', 'Latest unlock: 5 minutes ago']);
  });

  it('do not call a purchase older than a day live', () => {
    const now = Date.parse('2026-01-02T12:00:00Z');
    expect(relativeTime(intl, now - 2 * 3_600_000, now)).toBe('2 hours ago');
    expect(relativeTime(intl, now - 25 * 3_600_000, now)).toBeNull();
    expect(relativeTime(intl, now + 60_000, now)).toBeNull();
  });
});
