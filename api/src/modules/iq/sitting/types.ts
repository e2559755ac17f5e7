// The serialisable state of one IQ sitting and the values the state machine hands to its caller. Everything is plain
// JSON (numbers, strings, arrays), so the state can live in a database row between requests.
import { type ItemParameters } from '../items/difficulty.js';
import { type Family, type Layout } from '../items/model.js';
import { type SittingConfig } from './config.js';

/** What the sitting needs to know about a scored item under the calibration in force. */
export interface PoolItem {
  readonly id: string;
  readonly layout: Layout;
  readonly families: readonly Family[];
  readonly params: ItemParameters;
}

/** The items available to sittings, with the parameters of one calibration. */
export interface ItemPool {
  readonly calibrationId: string;
  readonly items: readonly PoolItem[];
}

export type Phase = 'practice' | 'scored';

export type StopReason = 'precision' | 'max-items' | 'time-limit' | 'pool-exhausted' | 'abandoned';

/** The question on screen. `optionOrder` reveals the answer (the position of 0): keep it on the server. */
export interface Question {
  readonly phase: Phase;
  readonly itemId: string;
  readonly optionOrder: readonly number[];
  /** 1-based position within its phase. */
  readonly position: number;
  readonly presentedAt: number;
}

export interface PracticeRecord {
  readonly itemId: string;
  readonly chosen: number;
  readonly correct: boolean;
  readonly responseMs: number;
}

/** One scored answer, with the item's parameters as they were when it was scored. */
export interface AnswerRecord extends PracticeRecord {
  readonly layout: Layout;
  readonly families: readonly Family[];
  readonly params: ItemParameters;
  /** Ability estimate and its SE after this answer. */
  readonly theta: number;
  readonly se: number;
}

export interface SittingState {
  readonly version: 1;
  /** The calibration whose parameters select and score the items. */
  readonly calibrationId: string;
  readonly config: SittingConfig;
  readonly startedAt: number;
  /** When the first scored item was shown; the time limit runs from here. */
  readonly scoredStartedAt: number | null;
  /** Items this person must not see (for example from an earlier sitting). */
  readonly exclude: readonly string[];
  readonly practice: readonly PracticeRecord[];
  readonly answers: readonly AnswerRecord[];
  readonly pending: Question | null;
  readonly theta: number;
  readonly se: number;
  readonly finished: { readonly reason: StopReason; readonly at: number } | null;
}
