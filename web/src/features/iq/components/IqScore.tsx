// The score with its error: IQ, the 90% interval drawn as a patterned band, percentile, standard error in words, how
// many puzzles were solved and which calibration scored it. Used by the free result and the paid report.
import { useIntl } from 'react-intl';
import { iqMessages as m } from '../messages';

export interface IqScoreData {
  readonly iq: number;
  readonly interval90: { readonly low: number; readonly high: number };
  readonly percentile: number;
  readonly iqSe: number;
  readonly precision: string;
  readonly verdict: string;
  readonly itemsTaken: number;
  readonly itemsCorrect: number;
  readonly calibrationMethod: string;
}

const PRECISION = { precise: m.resultPrecise, 'fairly-precise': m.resultFairly, rough: m.resultRough } as const;
/** The reportable IQ range (40-160) the band is drawn on. */
const FLOOR = 40;
const SPAN = 120;

export function IqScore({ score }: { readonly score: IqScoreData }) {
  const intl = useIntl();
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const precision = PRECISION[score.precision as keyof typeof PRECISION] ?? m.resultRough;
  const at = (value: number) => `${((value - FLOOR) / SPAN) * 100}%`;
  return (
    <>
      <p className="iq-result__score">{intl.formatMessage(m.resultIq, { iq: number(score.iq) })}</p>
      <p className="lead">{intl.formatMessage(m.resultBand, { low: number(score.interval90.low), high: number(score.interval90.high) })}</p>
      <div className="iq-band" aria-hidden="true">
        <span className="iq-band__range" style={{ left: at(score.interval90.low), width: `${((score.interval90.high - score.interval90.low) / SPAN) * 100}%` }} />
        <span className="iq-band__point" style={{ left: at(score.iq) }} />
      </div>
      <p>{intl.formatMessage(m.resultPercentile, { percentile: number(score.percentile, 1) })}</p>
      <p>{intl.formatMessage(precision, { se: number(score.iqSe, 1) })}</p>
      <p>{intl.formatMessage(m.resultItems, { correct: score.itemsCorrect, taken: score.itemsTaken })}</p>
      {score.verdict === 'caution' && <p className="iq-result__caution" role="note">{intl.formatMessage(m.resultCaution)}</p>}
      <p className="iq-result__calibration">{intl.formatMessage(score.calibrationMethod === 'a-priori' ? m.resultProvisional : m.resultEstimated)}</p>
    </>
  );
}
