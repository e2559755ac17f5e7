// How common the type is: overall, among men and among women, with the source named.
import { useIntl } from 'react-intl';
import { resultMessages as m } from '../messages';

interface Props {
  code: string;
  population: { overall: number; male: number; female: number };
}

export function PopulationFigures({ code, population }: Props) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const rows = [
    [m.populationOverall, population.overall],
    [m.populationMale, population.male],
    [m.populationFemale, population.female],
  ] as const;
  return (
    <section className="result-card" aria-labelledby="population-title">
      <h2 id="population-title">{intl.formatMessage(m.populationTitle, { code })}</h2>
      <dl className="result-population">
        {rows.map(([label, value]) => (
          <div key={label.id} className="result-population__item">
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{percent(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="result-card__source">{intl.formatMessage(m.populationSource)}</p>
    </section>
  );
}
