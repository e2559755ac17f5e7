// The product claims of SPEC section 1: the operator's sourced headline figures (only those no live figure contradicts;
// none by default), the clinical-reviewer credit, indicators, packs, ranking.
import { useIntl, type IntlShape } from 'react-intl';
import { claimMessages as m } from '../messages';

/** SPEC section 1: the clinical review is dated 22 March 2023. */
const REVIEWED_ON = Date.UTC(2023, 2, 22);

const ICONS: Record<'reviewer' | 'indicators' | 'packs' | 'ranking', string> = {
  reviewer: 'M10 2l6 3v5c0 4-2.7 6.9-6 8-3.3-1.1-6-4-6-8V5l6-3zM7 10l2 2 4-4',
  indicators: 'M3 16V9M7.5 16V5M12 16v-6M16.5 16V3',
  packs: 'M3 6l7-3 7 3-7 3-7-3zM3 10l7 3 7-3M3 14l7 3 7-3',
  ranking: 'M6 17V9M10 17V4M14 17v-6M3 17h14',
};

function Point({ icon, title, text }: { icon: keyof typeof ICONS; title: string; text: string }) {
  return (
    <li className="claim">
      <svg className="claim__icon" viewBox="0 0 20 20" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="claim__title">{title}</h3>
      <p>{text}</p>
    </li>
  );
}

export interface ClaimFigure {
  key: string;
  value: number;
  source: string;
  asOf: string;
}

/** The operator's marketing figures the stats service lets through (none by default), each with its source and date. */
function figureView(intl: IntlShape, figure: ClaimFigure): { value: string; spoken?: string; label: string } | null {
  switch (figure.key) {
    case 'accuracy': {
      const percent = intl.formatNumber(figure.value / 100, { style: 'percent' });
      return { value: `~${percent}`, spoken: intl.formatMessage(m.about, { value: percent }), label: intl.formatMessage(m.accuracy) };
    }
    case 'users':
      return { value: `${intl.formatNumber(figure.value)}+`, label: intl.formatMessage(m.users) };
    case 'rating':
      return { value: intl.formatNumber(figure.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), label: intl.formatMessage(m.rating) };
    case 'testsLast30Days':
      return { value: intl.formatNumber(figure.value), label: intl.formatMessage(m.monthly) };
    default:
      return null;
  }
}

export function ClaimsSection({ figures: configured }: { figures: readonly ClaimFigure[] }) {
  const intl = useIntl();
  const figures = configured.flatMap((figure) => {
    const view = figureView(intl, figure);
    if (!view) return [];
    const date = intl.formatDate(Date.parse(`${figure.asOf}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
    return [{ ...view, source: intl.formatMessage(m.source, { source: figure.source, date }) }];
  });
  const date = intl.formatDate(REVIEWED_ON, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section className="section section--claims" aria-labelledby="claims-title">
      <div className="container">
        <h2 id="claims-title" className="section__title">{intl.formatMessage(m.title)}</h2>
        {figures.length > 0 && <dl className="figures">
          {figures.map((f) => (
            <div className="figure" key={f.label}>
              <dt className="figure__label">{f.label}</dt>
              <dd className="figure__value">
                {f.spoken ? (
                  <>
                    <span aria-hidden="true">{f.value}</span>
                    <span className="visually-hidden">{f.spoken}</span>
                  </>
                ) : (
                  f.value
                )}
              </dd>
              <dd className="figure__source">{f.source}</dd>
            </div>
          ))}
        </dl>}
        <ul className="claims">
          <Point icon="reviewer" title={intl.formatMessage(m.reviewerTitle)} text={intl.formatMessage(m.reviewerText, { date })} />
          <Point icon="indicators" title={intl.formatMessage(m.indicatorsTitle)} text={intl.formatMessage(m.indicatorsText)} />
          <Point icon="packs" title={intl.formatMessage(m.packsTitle)} text={intl.formatMessage(m.packsText)} />
          <Point icon="ranking" title={intl.formatMessage(m.rankingTitle)} text={intl.formatMessage(m.rankingText)} />
        </ul>
      </div>
    </section>
  );
}
