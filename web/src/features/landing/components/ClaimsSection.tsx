// The product claims of SPEC section 1 as text: headline figures, the clinical-reviewer credit, indicators, packs, ranking.
import { useIntl } from 'react-intl';
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

export function ClaimsSection() {
  const intl = useIntl();
  const percent = intl.formatNumber(0.8, { style: 'percent' });
  const figures: { value: string; spoken?: string; label: string }[] = [
    { value: `~${percent}`, spoken: intl.formatMessage(m.about, { value: percent }), label: intl.formatMessage(m.accuracy) },
    { value: `${intl.formatNumber(30000)}+`, label: intl.formatMessage(m.users) },
    { value: intl.formatNumber(4.7, { minimumFractionDigits: 1 }), label: intl.formatMessage(m.rating) },
    { value: intl.formatNumber(390823), label: intl.formatMessage(m.monthly) },
  ];
  const date = intl.formatDate(REVIEWED_ON, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section className="section section--claims" aria-labelledby="claims-title">
      <div className="container">
        <h2 id="claims-title" className="section__title">{intl.formatMessage(m.title)}</h2>
        <dl className="figures">
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
            </div>
          ))}
        </dl>
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
