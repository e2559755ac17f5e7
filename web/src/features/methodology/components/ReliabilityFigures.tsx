// The reliability figures under the methodology's 'Reliability' section: alpha from real answers once enough exist
// (or an honest line saying they do not), then the simulated figures, labelled as simulated.
import { useIntl, type IntlShape } from 'react-intl';
import { indicatorNames } from '../../../lib/indicator-messages';
import type { MethodologyReliabilityQuery } from '../api';
import { methodologyMessages as m, methodologyValueMessages as v } from '../messages';

type Reliability = MethodologyReliabilityQuery['reliability'];
type IndicatorCode = keyof typeof indicatorNames;

const nameOf = (intl: IntlShape, indicator: string) =>
  indicator in indicatorNames ? intl.formatMessage(indicatorNames[indicator as IndicatorCode]) : indicator;
const decimal = (intl: IntlShape, value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (intl: IntlShape, value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });

export function ReliabilityFigures({ reliability }: { reliability: Reliability }) {
  const intl = useIntl();
  const published = reliability.indicators.some((row) => row.alpha !== null && row.alpha !== undefined);
  const simulated = reliability.simulated;
  const indicatorLabel = intl.formatMessage(m.indicator);
  const alphaLabel = intl.formatMessage(m.alpha);
  return (
    <div className="methodology-figures">
      <h3>{intl.formatMessage(m.liveTitle)}</h3>
      {published ? (
        <>
          <p>{intl.formatMessage(v.liveIntro, { count: reliability.respondents })}</p>
          <table className="methodology-table">
            <caption className="visually-hidden">{intl.formatMessage(m.liveCaption)}</caption>
            <thead><tr><th scope="col">{indicatorLabel}</th><th scope="col">{alphaLabel}</th></tr></thead>
            <tbody>
              {reliability.indicators.map((row) => (
                <tr key={row.indicator}>
                  <th scope="row">{nameOf(intl, row.indicator)}</th>
                  <td>{row.alpha === null || row.alpha === undefined ? intl.formatMessage(m.tooFew) : decimal(intl, row.alpha)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p role="status">{intl.formatMessage(v.livePending, { minimum: reliability.minimumRespondents, count: reliability.respondents })}</p>
      )}
      {simulated && (
        <>
          <h3>{intl.formatMessage(m.simulatedTitle)}</h3>
          <p>{intl.formatMessage(v.simulatedIntro, {
            respondents: simulated.respondents, low: decimal(intl, simulated.loadingLow), high: decimal(intl, simulated.loadingHigh),
          })}</p>
          <div className="methodology-table__scroll">
            <table className="methodology-table methodology-table--simulated">
              <caption className="visually-hidden">{intl.formatMessage(m.simulatedCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{indicatorLabel}</th>
                  <th scope="col">{alphaLabel}</th>
                  <th scope="col">{intl.formatMessage(m.borderline)}</th>
                  <th scope="col">{intl.formatMessage(m.coverage)}</th>
                  <th scope="col">{intl.formatMessage(m.retest)}</th>
                </tr>
              </thead>
              <tbody>
                {simulated.indicators.map((row) => (
                  <tr key={row.indicator}>
                    <th scope="row">{nameOf(intl, row.indicator)}</th>
                    <td>{decimal(intl, row.alpha)}</td>
                    <td>{percent(intl, row.borderlineShare)}</td>
                    <td>{percent(intl, row.bandCoverage)}</td>
                    <td>{percent(intl, row.retestAgreementClear)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
