// The basic fields: how common the type is (overall, men, women) with the source named, keywords and famous people.
import type { ReportScreen } from '../api';

type Basics = ReportScreen['basics'];

export function ReportBasics({ basics, idPrefix }: { basics: Basics; idPrefix: string }) {
  return (
    <section className="report-card report-basics" aria-labelledby={`${idPrefix}-basics`}>
      <h2 id={`${idPrefix}-basics`} className="report-section__title">{basics.heading}</h2>
      <dl className="report-population">
        {basics.population.map((figure) => (
          <div key={figure.label} className="report-population__item">
            <dt>{figure.label}</dt>
            <dd>{figure.text}</dd>
          </div>
        ))}
      </dl>
      <p className="report-source">{basics.populationSource}</p>
      <div className="report-basics__lists">
        <div>
          <h3 className="report-section__subtitle">{basics.keywordsLabel}</h3>
          <ul className="report-keywords">
            {basics.keywords.map((keyword) => <li key={keyword} className="tag">{keyword}</li>)}
          </ul>
        </div>
        <div>
          <h3 className="report-section__subtitle">{basics.famousPeopleLabel}</h3>
          <ul className="report-famous">
            {basics.famousPeople.map((person) => <li key={person}>{person}</li>)}
          </ul>
        </div>
      </div>
    </section>
  );
}
