// The paid IQ report's content check: the stored IQ result must carry everything its sections show (score and interval,
// strengths by rule family and layout, speed and accuracy). The words are the web's (nine locales); this is what the
// report-generate job composes before it makes an IQ report ready.
import type { Breakdown, IqResult } from '../../iq/index.js';

export interface IqReportDocument {
  readonly iq: number;
  readonly interval90: { readonly low: number; readonly high: number };
  readonly percentile: number;
  readonly iqSe: number;
  readonly precision: 'precise' | 'fairly-precise' | 'rough';
  readonly itemsTaken: number;
  readonly itemsCorrect: number;
  readonly calibrationMethod: string;
  readonly verdict: string;
  readonly sections: readonly ['score', 'strengths', 'speed', 'reading', 'limits'];
  readonly breakdown: Breakdown;
}

export function isIqScores(scores: Record<string, unknown> | undefined | null): boolean {
  return scores?.kind === 'iq';
}

export function composeIqReport(scores: Record<string, unknown>): IqReportDocument {
  const result = scores as unknown as IqResult;
  const numbers = [result.iq, result.interval90?.low, result.interval90?.high, result.percentile];
  if (!isIqScores(scores) || numbers.some((n) => typeof n !== 'number' || !Number.isFinite(n)) || !result.breakdown?.byFamily || !result.breakdown.speed) {
    throw new Error('the stored IQ result lacks what the IQ report shows');
  }
  return {
    iq: result.iq,
    interval90: result.interval90,
    percentile: result.percentile,
    iqSe: result.iqSe,
    precision: result.precision,
    itemsTaken: result.itemsTaken.length,
    itemsCorrect: result.itemsTaken.filter((item) => item.correct).length,
    calibrationMethod: typeof scores.calibrationMethod === 'string' ? scores.calibrationMethod : 'a-priori',
    verdict: result.validity.verdict,
    sections: ['score', 'strengths', 'speed', 'reading', 'limits'],
    breakdown: result.breakdown,
  };
}
