// The live counters: honest empty states for zero and null, formatted numbers otherwise.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { LandingStatsQuery } from '../api';
import { StatsSection } from './StatsSection';

const base: LandingStatsQuery['landingStats'] = { completedToday: 0, completedInRegion: 0, region: 'FR', totalCompleted: 0, accuracyRating: null, ratingCount: 0, marketingFigures: [] };
const render = (stats: LandingStatsQuery['landingStats'], error = false) =>
  renderToStaticMarkup(
    <IntlProvider locale="en">
      <StatsSection stats={stats} error={error} onRetry={() => {}} />
    </IntlProvider>,
  );

describe('StatsSection', () => {
  it('says so when nothing has happened yet instead of showing zeros', () => {
    const html = render(base);
    expect(html).toContain('None yet today: yours could be the first');
    expect(html).toContain('Today in France');
    expect(html).toContain('No completed tests yet');
    expect(html).toContain('No ratings yet');
    expect(html).not.toContain('stat__value');
  });

  it('shows the real numbers and the rating with its count', () => {
    const html = render({ ...base, completedToday: 3, completedInRegion: 1, totalCompleted: 12345, accuracyRating: 4.25, ratingCount: 8 });
    expect(html).toContain('>3<');
    expect(html).toContain('12,345');
    expect(html).toContain('4.3 / 5');
    expect(html).toContain('from 8 ratings');
  });

  it('offers a retry when loading failed', () => {
    expect(render(base, true)).toContain('Loading failed, please retry.');
  });
});
