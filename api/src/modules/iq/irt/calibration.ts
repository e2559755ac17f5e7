// Calibrations: the item parameters in force, with an id, a version and the data they rest on. Results are labelled
// with the calibration that scored them. The first one is the a priori calibration from item complexity.
import { type BankItem } from '../items/bank.js';
import { type ItemParameters } from '../items/difficulty.js';
import { type ItemPool } from '../sitting/types.js';

export type CalibrationStatus = 'a-priori' | 'estimated' | 'linked';

export interface CalibratedItem extends ItemParameters {
  /** Answers the estimate rests on (0 for a priori values). */
  readonly responses: number;
  /**
   * a-priori: from the complexity model; estimated: from answers in this calibration; linked: too few answers, so the
   * previous values were carried onto the new scale.
   */
  readonly status: CalibrationStatus;
}

export interface Calibration {
  readonly id: string;
  readonly version: number;
  /** ISO timestamp. */
  readonly createdAt: string;
  readonly method: 'a-priori' | 'mml-em';
  readonly previousId: string | null;
  readonly examinees: number;
  readonly responses: number;
  /**
   * The population this calibration is centred on, expressed on the previous calibration's scale (mean and SD): how far
   * the new scale moved. Null for the a priori calibration.
   */
  readonly previousScale: { readonly mean: number; readonly sd: number } | null;
  readonly iterations: number;
  readonly converged: boolean;
  readonly items: Readonly<Record<string, CalibratedItem>>;
}

export const A_PRIORI_CALIBRATION_ID = 'mx-a-priori-1';

export function aPrioriCalibration(bank: readonly BankItem[], createdAt = '2026-11-27T00:00:00.000Z'): Calibration {
  return {
    id: A_PRIORI_CALIBRATION_ID,
    version: 1,
    createdAt,
    method: 'a-priori',
    previousId: null,
    examinees: 0,
    responses: 0,
    previousScale: null,
    iterations: 0,
    converged: true,
    items: Object.fromEntries(bank.map((item) => [item.id, { ...item.params, responses: 0, status: 'a-priori' as const }])),
  };
}

/** The pool sittings draw from: bank items that the calibration covers, with its parameters. */
export function itemPool(bank: readonly BankItem[], calibration: Calibration): ItemPool {
  return {
    calibrationId: calibration.id,
    items: bank.flatMap((item) => {
      const calibrated = calibration.items[item.id];
      return calibrated ? [{ id: item.id, layout: item.layout, families: item.families, params: { a: calibrated.a, b: calibrated.b, c: calibrated.c } }] : [];
    }),
  };
}
