// The live counters: completed today, today in the visitor's region, total completed and user-rated accuracy,
// each with an honest empty state when the real number is zero or missing.
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import type { LandingStatsQuery } from '../api';
import { statsMessages as m } from '../messages';

type Stats = LandingStatsQuery['landingStats'];

interface Props {
  stats: Stats | undefined;
  error: boolean;
  onRetry: () => void;
}

function Counter({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  return (
    <li className={value === null ? 'stat stat--empty' : 'stat'}>
      <span className="stat__label">{label}</span>
      {value === null ? <span className="stat__empty">{empty}</span> : <span className="stat__value">{value}</span>}
    </li>
  );
}

export function StatsSection({ stats, error, onRetry }: Props) {
  const intl = useIntl();
  const count = (n: number) => (n > 0 ? intl.formatNumber(n) : null);
  const regionName = stats?.region ? intl.formatDisplayName(stats.region, { type: 'region', fallback: 'code' }) : undefined;

  let body;
  if (error) body = <LoadError onRetry={onRetry} />;
  else if (!stats) body = <Loading />;
  else {
    const rating = stats.accuracyRating;
    body = (
      <>
        <ul className="stats">
          <Counter label={intl.formatMessage(m.today)} value={count(stats.completedToday)} empty={intl.formatMessage(m.todayEmpty)} />
          <Counter
            label={regionName ? intl.formatMessage(m.region, { region: regionName }) : intl.formatMessage(m.regionUnknown)}
            value={count(stats.completedInRegion)}
            empty={intl.formatMessage(m.regionEmpty)}
          />
          <Counter label={intl.formatMessage(m.total)} value={count(stats.totalCompleted)} empty={intl.formatMessage(m.totalEmpty)} />
          <li className={rating == null ? 'stat stat--empty' : 'stat'}>
            <span className="stat__label">{intl.formatMessage(m.accuracy)}</span>
            {rating == null ? (
              <span className="stat__empty">{intl.formatMessage(m.accuracyEmpty)}</span>
            ) : (
              <>
                <span className="stat__value">
                  {intl.formatMessage(m.accuracyValue, { rating: intl.formatNumber(rating, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) })}
                </span>
                <span className="stat__sub">{intl.formatMessage(m.accuracyCount, { count: stats.ratingCount })}</span>
              </>
            )}
          </li>
        </ul>
        <p className="section__note">{intl.formatMessage(m.note)}</p>
      </>
    );
  }

  return (
    <section className="section section--stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="section__title">{intl.formatMessage(m.title)}</h2>
        {body}
      </div>
    </section>
  );
}
