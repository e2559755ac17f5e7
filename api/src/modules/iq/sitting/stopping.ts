// When a sitting ends: enough precision (after the minimum number of items), the maximum number of items, or the time
// limit, whichever comes first.
import { type SittingState, type StopReason } from './types.js';

export function deadline(state: SittingState): number | null {
  return state.scoredStartedAt === null ? null : state.scoredStartedAt + state.config.timeLimitMs;
}

export function stopReason(state: SittingState, now: number): StopReason | null {
  const { config, answers } = state;
  if (answers.length >= config.maxItems) return 'max-items';
  if (answers.length >= config.minItems && state.se <= config.targetSe) return 'precision';
  const end = deadline(state);
  if (end !== null && now >= end) return 'time-limit';
  return null;
}
