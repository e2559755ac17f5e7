// The figures `npm run bench:psychometrics` gets from simulated respondents, as published on the methodology page
// until real answers are enough; the bench fails when they no longer match what it computes, so they cannot go stale.
// Pure, so the bench can import it with Node's type stripping.
import type { IndicatorCode } from './scoring.js';

export interface SimulatedIndicatorFigures {
  indicator: IndicatorCode;
  /** Cronbach's alpha of the 12 keyed responses. */
  alpha: number;
  /** Share of simulated people whose 90% band holds 50 (flagged borderline), 0..1. */
  borderlineShare: number;
  /** Share of 90% bands that hold the person's true score, 0..1. */
  bandCoverage: number;
  /** Same letter on a second sitting, among people not flagged borderline, 0..1. */
  retestAgreementClear: number;
}

export interface SimulatedReliability {
  respondents: number;
  /** Standardized item loadings drawn uniformly from this range: what good published scales report. */
  loadingRange: readonly [number, number];
  indicators: readonly SimulatedIndicatorFigures[];
}

export const SIMULATED_RELIABILITY: SimulatedReliability = {
  respondents: 20_000,
  loadingRange: [0.45, 0.75],
  indicators: [
    { indicator: 'EI', alpha: 0.812, borderlineShare: 0.518, bandCoverage: 0.91, retestAgreementClear: 0.947 },
    { indicator: 'SN', alpha: 0.846, borderlineShare: 0.495, bandCoverage: 0.909, retestAgreementClear: 0.959 },
    { indicator: 'TF', alpha: 0.847, borderlineShare: 0.487, bandCoverage: 0.913, retestAgreementClear: 0.956 },
    { indicator: 'JP', alpha: 0.864, borderlineShare: 0.463, bandCoverage: 0.92, retestAgreementClear: 0.965 },
    { indicator: 'AT', alpha: 0.861, borderlineShare: 0.467, bandCoverage: 0.906, retestAgreementClear: 0.956 },
  ],
};
