// The published reliability at the end of the result analysis: Cronbach's alpha per indicator from every completed
// test, with a plain-language reading; before enough tests are complete, how many there are so far.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { methodologyLinkMessages } from '../../../lib/methodology-link-messages';
import type { ReportDimensionRowFragment, ReportReliabilityQuery } from '../api';
import { reliabilityMessages as m } from '../reliability-messages';

type Reliability = ReportReliabilityQuery['reliability'];

interface Props {
  reliability: Reliability;
  /** The report's dimensions, for the indicators' names in the reader's language. */
  dimensions: ReadonlyArray<Pick<ReportDimensionRowFragment, 'indicator' | 'name'>>;
  /** The methodology page's reliability section. */
  methodologyHref: string;
}

export function ReliabilityTable({ reliability, dimensions, methodologyHref }: Props) {
  const intl = useIntl();
  const names = new Map(dimensions.map((row) => [row.indicator, row.name]));
  const published = reliability.indicators.some((row) => row.alpha !== null && row.alpha !== undefined);
  const indicatorLabel = intl.formatMessage(m.indicator);
  const alphaLabel = intl.formatMessage(m.alpha);
  return (
    <div className="report-reliability">
      <h3 className="report-section__subtitle">{intl.formatMessage(m.title)}</h3>
      {published ? (
        <>
          <p>{intl.formatMessage(m.intro, { count: reliability.respondents })}</p>
          <table className="report-table report-reliability__table">
            <caption className="visually-hidden">{intl.formatMessage(m.caption)}</caption>
            <thead>
              <tr>
                <th scope="col">{indicatorLabel}</th>
                <th scope="col">{alphaLabel}</th>
              </tr>
            </thead>
            <tbody>
              {reliability.indicators.map((row) => (
                <tr key={row.indicator} className="report-table__row">
                  <th scope="row" data-label={indicatorLabel}>{names.get(row.indicator) ?? row.indicator}</th>
                  <td data-label={alphaLabel}>
                    {row.alpha === null || row.alpha === undefined
                      ? intl.formatMessage(m.tooFew)
                      : intl.formatNumber(row.alpha, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>{intl.formatMessage(m.pending, { minimum: reliability.minimumRespondents, count: reliability.respondents })}</p>
      )}
      <p className="report-note">{intl.formatMessage(m.hint)}</p>
      <p className="report-note"><Link to={methodologyHref}>{intl.formatMessage(methodologyLinkMessages.report)}</Link></p>
    </div>
  );
}
