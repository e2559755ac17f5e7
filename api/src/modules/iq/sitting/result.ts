// A sitting's result: IQ = 100 + 15 * theta on the calibration population's scale, a 90% interval, percentile,
// precision as a code, validity, and the breakdowns the report uses. Codes, not English: the UI words them.
import { type Family, type Layout } from '../items/model.js';
import { breakdown, type Breakdown } from './breakdown.js';
import { type SittingState, type StopReason } from './types.js';
import { assessValidity, type Validity } from './validity.js';

export type PrecisionCode = 'precise' | 'fairly-precise' | 'rough';

export interface TakenItem {
  readonly itemId: string;
  readonly layout: Layout;
  readonly families: readonly Family[];
  readonly correct: boolean;
  readonly responseMs: number;
}

export interface IqResult {
  readonly calibrationId: string;
  readonly stopReason: StopReason | null;
  readonly theta: number;
  /** Posterior SD in logits. */
  readonly se: number;
  /** Rounded IQ, limited to the reportable range 40-160. */
  readonly iq: number;
  readonly iqSe: number;
  /** 90% interval (theta +/- 1.645 SE), in IQ points, limited to 40-160. */
  readonly interval90: { readonly low: number; readonly high: number };
  /** Share of the calibration population scoring lower, in percent (0.1-99.9). */
  readonly percentile: number;
  readonly precision: PrecisionCode;
  readonly itemsTaken: readonly TakenItem[];
  readonly validity: Validity;
  readonly breakdown: Breakdown;
}

export const IQ_MEAN = 100;
export const IQ_SD = 15;
const IQ_FLOOR = 40;
const IQ_CEILING = 160;
const Z90 = 1.6448536;

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function precisionOf(se: number): PrecisionCode {
  if (se <= 0.33) return 'precise';
  if (se <= 0.45) return 'fairly-precise';
  return 'rough';
}

const toIq = (theta: number) => Math.min(IQ_CEILING, Math.max(IQ_FLOOR, Math.round(IQ_MEAN + IQ_SD * theta)));

export function sittingResult(state: SittingState): IqResult {
  const { theta, se } = state;
  return {
    calibrationId: state.calibrationId,
    stopReason: state.finished?.reason ?? null,
    theta,
    se,
    iq: toIq(theta),
    iqSe: Math.round(IQ_SD * se * 10) / 10,
    interval90: { low: toIq(theta - Z90 * se), high: toIq(theta + Z90 * se) },
    percentile: Math.min(99.9, Math.max(0.1, Math.round(normalCdf(theta) * 1000) / 10)),
    precision: precisionOf(se),
    itemsTaken: state.answers.map(({ itemId, layout, families, correct, responseMs }) => ({ itemId, layout, families, correct, responseMs })),
    validity: assessValidity(state),
    breakdown: breakdown(state.answers, theta, state.config.rapidMs),
  };
}
