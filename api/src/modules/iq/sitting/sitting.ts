// The adaptive sitting as pure functions over a serialisable state: start, ask for the next question, answer it.
// Time comes in as `now` (ms since the epoch) and randomness as an `Rng`, so callers and tests control both. The
// sitting opens with the practice pair (feedback, not scored), then gives scored items chosen adaptively until a stop
// rule fires.
import { practiceItems } from '../items/bank.js';
import { estimateAbility } from '../irt/eap.js';
import { type Rng, shuffled } from '../random.js';
import { DEFAULT_SITTING_CONFIG, type SittingConfig } from './config.js';
import { selectItem } from './select.js';
import { deadline, stopReason } from './stopping.js';
import { type AnswerRecord, type ItemPool, type PoolItem, type Question, type SittingState, type StopReason } from './types.js';

export type SittingErrorCode = 'finished' | 'no-question' | 'wrong-item' | 'bad-choice' | 'calibration-mismatch';

/** A call that does not fit the sitting's state; `code` tells the caller which. */
export class SittingError extends Error {
  readonly code: SittingErrorCode;

  constructor(code: SittingErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'SittingError';
  }
}

const PRIOR = estimateAbility([]);

export interface StartInput {
  readonly now: number;
  readonly calibrationId: string;
  readonly config?: Partial<SittingConfig>;
  readonly exclude?: readonly string[];
}

export function startSitting(input: StartInput): SittingState {
  return {
    version: 1,
    calibrationId: input.calibrationId,
    config: { ...DEFAULT_SITTING_CONFIG, ...input.config },
    startedAt: input.now,
    scoredStartedAt: null,
    exclude: [...(input.exclude ?? [])],
    practice: [],
    answers: [],
    pending: null,
    theta: PRIOR.theta,
    se: PRIOR.se,
    finished: null,
  };
}

const OPTION_IDS = [0, 1, 2, 3, 4, 5, 6, 7];

function finish(state: SittingState, reason: StopReason, at: number): SittingState {
  return { ...state, pending: null, finished: { reason, at } };
}

export interface Step {
  readonly state: SittingState;
  /** The question to show, or null when the sitting has finished. */
  readonly question: Question | null;
}

/**
 * The question to show now. Asking again while a question is pending returns the same question (a reload must not
 * give a fresh item or restart its clock), unless the time limit has passed. Finishes the sitting when a stop rule
 * fires.
 */
export function nextQuestion(state: SittingState, pool: ItemPool, input: { readonly now: number; readonly rng: Rng }): Step {
  if (state.finished) return { state, question: null };
  const end = deadline(state);
  if (state.pending?.phase === 'scored' && end !== null && input.now > end + state.config.graceMs) {
    return { state: finish(state, 'time-limit', input.now), question: null };
  }
  if (state.pending) return { state, question: state.pending };
  if (pool.calibrationId !== state.calibrationId) {
    throw new SittingError('calibration-mismatch', `sitting uses ${state.calibrationId}, pool is ${pool.calibrationId}`);
  }
  const { now, rng } = input;
  const practice = practiceItems();
  if (state.practice.length < practice.length) {
    const item = practice[state.practice.length]!;
    const question: Question = { phase: 'practice', itemId: item.id, optionOrder: shuffled(rng, OPTION_IDS), position: state.practice.length + 1, presentedAt: now };
    return { state: { ...state, pending: question }, question };
  }
  const reason = stopReason(state, now);
  if (reason) return { state: finish(state, reason, now), question: null };
  const layoutCounts = new Map<PoolItem['layout'], number>();
  for (const answer of state.answers) layoutCounts.set(answer.layout, (layoutCounts.get(answer.layout) ?? 0) + 1);
  const item = selectItem({
    pool: pool.items,
    unavailable: new Set([...state.exclude, ...state.answers.map((answer) => answer.itemId)]),
    theta: state.theta,
    layoutCounts,
    config: state.config,
    rng,
  });
  if (!item) return { state: finish(state, 'pool-exhausted', now), question: null };
  const question: Question = { phase: 'scored', itemId: item.id, optionOrder: shuffled(rng, OPTION_IDS), position: state.answers.length + 1, presentedAt: now };
  return { state: { ...state, pending: question, scoredStartedAt: state.scoredStartedAt ?? now }, question };
}

export interface AnswerInput {
  readonly itemId: string;
  /** The option the person chose, as a display position 0..7. */
  readonly chosen: number;
  readonly now: number;
}

export interface Answered {
  readonly state: SittingState;
  /** Whether the answer was right; the caller shows it only for practice items. */
  readonly correct: boolean;
  /** Practice only: the display position of the right option, for feedback. */
  readonly feedback: { readonly correctPosition: number } | null;
  /** False when the answer came after the time limit and was not scored. */
  readonly counted: boolean;
}

export function answerQuestion(state: SittingState, pool: ItemPool, input: AnswerInput): Answered {
  if (state.finished) throw new SittingError('finished', 'the sitting has finished');
  const question = state.pending;
  if (!question) throw new SittingError('no-question', 'no question is waiting for an answer');
  if (question.itemId !== input.itemId) throw new SittingError('wrong-item', `the question on screen is ${question.itemId}`);
  if (!Number.isInteger(input.chosen) || input.chosen < 0 || input.chosen > 7) throw new SittingError('bad-choice', 'choose a position from 0 to 7');
  const correct = question.optionOrder[input.chosen] === 0;
  const responseMs = Math.max(0, input.now - question.presentedAt);
  if (question.phase === 'practice') {
    const practice = [...state.practice, { itemId: question.itemId, chosen: input.chosen, correct, responseMs }];
    return { state: { ...state, practice, pending: null }, correct, feedback: { correctPosition: question.optionOrder.indexOf(0) }, counted: false };
  }
  const end = deadline(state);
  if (end !== null && input.now > end + state.config.graceMs) {
    return { state: finish(state, 'time-limit', input.now), correct, feedback: null, counted: false };
  }
  const item = pool.items.find((candidate) => candidate.id === question.itemId);
  if (!item) throw new SittingError('calibration-mismatch', `item ${question.itemId} is not in the pool`);
  const scored = [...state.answers.map((answer) => ({ params: answer.params, correct: answer.correct })), { params: item.params, correct }];
  const estimate = estimateAbility(scored);
  const record: AnswerRecord = {
    itemId: item.id, chosen: input.chosen, correct, responseMs, layout: item.layout, families: item.families, params: item.params,
    theta: estimate.theta, se: estimate.se,
  };
  let next: SittingState = { ...state, answers: [...state.answers, record], pending: null, theta: estimate.theta, se: estimate.se };
  // Precision and length are known now; the clock is checked again when the next question is asked.
  const reason = stopReason(next, input.now);
  if (reason === 'precision' || reason === 'max-items') next = finish(next, reason, input.now);
  return { state: next, correct, feedback: null, counted: true };
}

/** Ends a sitting early (the person left, or the caller's clock says time is up while nothing was pending). */
export function endSitting(state: SittingState, now: number): SittingState {
  if (state.finished) return state;
  const end = deadline(state);
  return finish(state, end !== null && now >= end ? 'time-limit' : 'abandoned', now);
}
