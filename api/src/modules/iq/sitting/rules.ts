// The rules a new sitting follows, as clients are told them (the REST facade's exam info of the IQ test).
import { practiceItems } from '../items/bank.js';
import { DEFAULT_SITTING_CONFIG } from './config.js';

export interface SittingRules {
  readonly practiceItems: number;
  readonly minItems: number;
  readonly maxItems: number;
  readonly timeLimitSeconds: number;
  readonly options: number;
  /** The test stops once the standard error reaches this (logits). */
  readonly targetSe: number;
}

export function sittingRules(): SittingRules {
  return {
    practiceItems: practiceItems().length,
    minItems: DEFAULT_SITTING_CONFIG.minItems,
    maxItems: DEFAULT_SITTING_CONFIG.maxItems,
    timeLimitSeconds: DEFAULT_SITTING_CONFIG.timeLimitMs / 1000,
    options: 8,
    targetSe: DEFAULT_SITTING_CONFIG.targetSe,
  };
}
