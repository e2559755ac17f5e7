// Service views to GraphQL shapes. The free result carries no breakdown; the report's fields fill only for a holder
// of the IQ report.
import { type Breakdown } from '../iq/index.js';
import { ReportState } from '../report/report.state.js';
import type { IqResultView, IqSittingView } from './iq-test.service.js';
import { IqPhase, IqResultType, IqSittingType, type IqTally } from './iq-test.types.js';

export function toSittingType(view: IqSittingView): IqSittingType {
  return Object.assign(new IqSittingType(), {
    ...view,
    question: view.question ? { ...view.question, phase: view.question.phase === 'practice' ? IqPhase.PRACTICE : IqPhase.SCORED, optionSvgs: [...view.question.optionSvgs] } : null,
  });
}

const tallies = (record: Readonly<Record<string, { taken: number; correct: number; expected: number }>>): IqTally[] =>
  Object.entries(record).filter(([, tally]) => tally.taken > 0).map(([key, tally]) => ({ key, ...tally }));

export function toResultType(view: IqResultView, withReport: boolean): IqResultType {
  const { result, attempt, report } = view;
  const breakdown: Breakdown | null = withReport ? result.breakdown : null;
  return Object.assign(new IqResultType(), {
    token: attempt.token,
    locale: report.locale,
    iq: result.iq,
    interval90: { ...result.interval90 },
    percentile: result.percentile,
    iqSe: result.iqSe,
    se: Math.round(result.se * 1000) / 1000,
    precision: result.precision,
    verdict: result.validity.verdict,
    reasons: [...result.validity.reasons],
    itemsTaken: result.itemsTaken.length,
    itemsCorrect: result.itemsTaken.filter((item) => item.correct).length,
    stopReason: result.stopReason,
    calibrationId: result.calibrationId,
    calibrationMethod: result.calibrationMethod,
    hasEmail: Boolean(attempt.email),
    reportReady: report.state === ReportState.READY,
    byFamily: breakdown ? tallies(breakdown.byFamily) : [],
    byLayout: breakdown ? tallies(breakdown.byLayout) : [],
    speed: breakdown ? {
      medianSeconds: breakdown.speed.medianMs === null ? null : Math.round(breakdown.speed.medianMs / 1000),
      fasterHalfAccuracy: breakdown.speed.fasterHalfAccuracy,
      slowerHalfAccuracy: breakdown.speed.slowerHalfAccuracy,
      rapidCount: breakdown.speed.rapidCount,
      totalSeconds: Math.round(breakdown.speed.totalMs / 1000),
    } : null,
  });
}

/**
 * The free IQ result as the REST facade shows it. A result that cannot be interpreted (rapid guessing, chance-level
 * answers) carries no number, interval or percentile, so no client can show a flattering score for random clicking.
 */
export function toIqFreeResult(view: IqResultView) {
  const { result, attempt, report } = view;
  const interpretable = result.validity.verdict !== 'not-interpretable';
  return {
    kind: 'iq' as const,
    token: attempt.token,
    submittedAt: attempt.submittedAt ?? attempt.updatedAt,
    locale: report.locale,
    verdict: result.validity.verdict,
    reasons: [...result.validity.reasons],
    iq: interpretable ? result.iq : null,
    interval90: interpretable ? { ...result.interval90 } : null,
    percentile: interpretable ? result.percentile : null,
    iqSe: result.iqSe,
    precision: result.precision,
    itemsTaken: result.itemsTaken.length,
    itemsCorrect: result.itemsTaken.filter((item) => item.correct).length,
    stopReason: result.stopReason,
    calibrationId: result.calibrationId,
    calibrationMethod: result.calibrationMethod,
  };
}
