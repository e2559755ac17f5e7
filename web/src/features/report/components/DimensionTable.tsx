// The report dimension table of the Dimensions tab: dimension, score with its bar, reference range and quick
// interpretation, one row per indicator, with borderline letters flagged and explained.
// On narrow screens the stylesheet stacks each row as a card, labelled by the data-label of its cells.
import { useIntl } from 'react-intl';
import type { ReportDimensionRowFragment, ReportScreen } from '../api';
import { dimensionBar } from '../logic/dimension-bar';
import { reportMessages as m } from '../messages';
import { DimensionBar } from './DimensionBar';

type Labels = ReportScreen['tableLabels'];

interface Props {
  rows: readonly ReportDimensionRowFragment[];
  labels: Labels;
}

export function DimensionTable({ rows, labels }: Props) {
  const intl = useIntl();
  return (
    <table className="report-table report-table--detailed">
      <caption className="visually-hidden">{intl.formatMessage(m.tableCaption)}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.dimension}</th>
          <th scope="col">{labels.score}</th>
          <th scope="col">{labels.range}</th>
          <th scope="col">{labels.interpretation}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const [first, second] = row.poles;
          return (
            <tr key={row.indicator} className={row.borderline ? 'report-table__row report-table__row--borderline' : 'report-table__row'}>
              <th scope="row" data-label={labels.dimension}>
                <span className="report-table__name">{row.name}</span>
                {row.borderline && <span className="report-flag">{labels.borderline}</span>}
              </th>
              <td data-label={labels.score}>
                <strong className="report-table__score">{intl.formatMessage(m.score, { score: row.score, pole: row.poleName })}</strong>
                {first && second && (
                  <DimensionBar geometry={dimensionBar(row.scale)} firstPole={first.name} secondPole={second.name} side={row.letter === first.letter ? 'first' : 'second'} />
                )}
              </td>
              <td data-label={labels.range} className="report-table__range">
                {intl.formatMessage(m.range, { low: Math.round(row.range.low), high: Math.round(row.range.high) })}
              </td>
              <td data-label={labels.interpretation}>
                <p className="report-table__clarity">{intl.formatMessage(m.clarity, { level: row.clarityLabel })}</p>
                <p>{row.interpretation}</p>
                {row.borderline && (
                  <p className="report-table__borderline">
                    <strong>{labels.borderline}:</strong> {row.borderline}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
