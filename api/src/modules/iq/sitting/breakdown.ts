// Per-sitting breakdowns for the paid report: accuracy by rule family and by layout (with what the estimated ability
// predicts, so the report can say where someone did better or worse than expected), and speed against accuracy.
import { FAMILIES, type Family, type Layout, LAYOUTS } from '../items/model.js';
import { probability } from '../irt/model.js';
import { type AnswerRecord } from './types.js';

export interface Tally {
  readonly taken: number;
  readonly correct: number;
  /** Right answers the final ability estimate predicts for these items. */
  readonly expected: number;
}

export interface SpeedSummary {
  readonly medianMs: number | null;
  readonly medianCorrectMs: number | null;
  readonly medianIncorrectMs: number | null;
  /** Accuracy on the faster and the slower half of the answers (by response time; null with fewer than 2 answers). */
  readonly fasterHalfAccuracy: number | null;
  readonly slowerHalfAccuracy: number | null;
  readonly rapidCount: number;
  readonly totalMs: number;
}

export interface Breakdown {
  readonly byFamily: Readonly<Record<Family, Tally>>;
  readonly byLayout: Readonly<Record<Layout, Tally>>;
  readonly speed: SpeedSummary;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function tally(answers: readonly AnswerRecord[], theta: number): Tally {
  return {
    taken: answers.length,
    correct: answers.filter((answer) => answer.correct).length,
    expected: Math.round(answers.reduce((sum, answer) => sum + probability(theta, answer.params), 0) * 100) / 100,
  };
}

const accuracy = (answers: readonly AnswerRecord[]) => (answers.length ? answers.filter((a) => a.correct).length / answers.length : null);

export function breakdown(answers: readonly AnswerRecord[], theta: number, rapidMs: number): Breakdown {
  const byTime = [...answers].sort((x, y) => x.responseMs - y.responseMs);
  const half = byTime.length >> 1;
  const times = (list: readonly AnswerRecord[]) => list.map((answer) => answer.responseMs);
  return {
    // An item with two rule families counts towards both.
    byFamily: Object.fromEntries(FAMILIES.map((family) => [family, tally(answers.filter((a) => a.families.includes(family)), theta)])) as Record<Family, Tally>,
    byLayout: Object.fromEntries(LAYOUTS.map((layout) => [layout, tally(answers.filter((a) => a.layout === layout), theta)])) as Record<Layout, Tally>,
    speed: {
      medianMs: median(times(answers)),
      medianCorrectMs: median(times(answers.filter((a) => a.correct))),
      medianIncorrectMs: median(times(answers.filter((a) => !a.correct))),
      fasterHalfAccuracy: half ? accuracy(byTime.slice(0, half)) : null,
      slowerHalfAccuracy: half ? accuracy(byTime.slice(byTime.length - half)) : null,
      rapidCount: answers.filter((a) => a.responseMs < rapidMs).length,
      totalMs: answers.reduce((sum, a) => sum + a.responseMs, 0),
    },
  };
}
