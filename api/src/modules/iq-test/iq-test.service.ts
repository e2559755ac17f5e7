// An IQ sitting held by the server: the attempt (started like any exam) gets its adaptive state on the first look;
// each look shows the pending question (a reload or another device resumes it), each answer is checked against the
// question on screen under a row lock (one answer per item), the clock is the server's, and the finished sitting is
// scored and its free result made by the report module in the same transaction.
import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ok } from '../../shared/result.js';
import { isToken } from '../../shared/tokens.js';
import { DEFAULT_LOCALE, parseLocale } from '../../shared/locale.js';
import { Attempt, AttemptStatus } from '../attempt/attempt.entity.js';
import { ExamKind } from '../exam/exam.entity.js';
import {
  answerQuestion, deadline, type IqResult, nextQuestion, practiceItems, renderItem, type Rng, SittingError, type SittingState,
  sittingResult, startSitting,
} from '../iq/index.js';
import { createSittingReport } from '../report/report.lifecycle.js';
import { Report } from '../report/report.entity.js';
import { reportNotFound, requirePaidReport } from '../report/report.service.js';
import { holds } from '../entitlement/entitlement.service.js';
import { Feature } from '../entitlement/entitlement.entity.js';
import { activeCalibrationId, loadPool, type LoadedPool } from './iq-pool.js';
import { IqSitting } from './iq-sitting.entity.js';
import { iqFail, IqTestErrorCode, type IqTestResult } from './iq-test.codes.js';

/** Unpredictable option orders and item picks: a person must not be able to work out the next sitting's order. */
const secureRng: Rng = () => randomInt(0, 2 ** 32) / 2 ** 32;

export interface IqQuestionView {
  readonly itemId: string;
  readonly phase: 'practice' | 'scored';
  readonly position: number;
  readonly matrixSvg: string;
  readonly optionSvgs: readonly string[];
}

export interface IqSittingView {
  readonly token: string;
  readonly finished: boolean;
  readonly question: IqQuestionView | null;
  readonly practiceTotal: number;
  readonly scoredAnswered: number;
  readonly minItems: number;
  readonly maxItems: number;
  readonly timeLimitSeconds: number;
  /** Null until the first scored item (the practice pair is untimed). */
  readonly remainingSeconds: number | null;
  readonly stopReason: string | null;
}

export interface IqAnswerOutcome {
  readonly view: IqSittingView;
  /** Practice items only: whether the answer was right and where the right option is shown. */
  readonly feedback: { readonly correct: boolean; readonly correctPosition: number } | null;
}

function toView(token: string, state: SittingState, loaded: LoadedPool, now: number): IqSittingView {
  const pending = state.pending;
  let question: IqQuestionView | null = null;
  if (pending) {
    const spec = loaded.specs.get(pending.itemId);
    if (!spec) throw new Error(`item ${pending.itemId} is not stored`);
    // A fresh id prefix per question keeps fill-pattern ids from clashing with the previous question's.
    const rendered = renderItem(spec, { optionOrder: pending.optionOrder, idPrefix: `q${pending.phase[0]}${pending.position}` });
    question = { itemId: pending.itemId, phase: pending.phase, position: pending.position, matrixSvg: rendered.matrix, optionSvgs: rendered.options };
  }
  const end = deadline(state);
  return {
    token,
    finished: state.finished !== null,
    question,
    practiceTotal: practiceItems().length,
    scoredAnswered: state.answers.length,
    minItems: state.config.minItems,
    maxItems: state.config.maxItems,
    timeLimitSeconds: Math.round(state.config.timeLimitMs / 1000),
    remainingSeconds: end === null || state.finished ? null : Math.max(0, Math.ceil((end - now) / 1000)),
    stopReason: state.finished?.reason ?? null,
  };
}

async function lockedSitting(tx: EntityManager, token: string): Promise<IqTestResult<{ attempt: Attempt; sitting: IqSitting | null }>> {
  const attempt = isToken(token) ? await tx.findOne(Attempt, { token }, { populate: ['exam'], lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!attempt) return iqFail(IqTestErrorCode.ATTEMPT_NOT_FOUND, 'No test with this token.', 'token');
  if (attempt.exam.kind !== ExamKind.IQ) return iqFail(IqTestErrorCode.NOT_AN_IQ_TEST, 'This sitting is not of the IQ test.', 'token');
  const sitting = await tx.findOne(IqSitting, { attempt });
  return ok({ attempt, sitting });
}

/** Scores a sitting that has just finished and makes its free result (report module), once. */
async function finalise(tx: EntityManager, attempt: Attempt, sitting: IqSitting, state: SittingState, loaded: LoadedPool): Promise<void> {
  if (!state.finished || attempt.status === AttemptStatus.SUBMITTED) return;
  const result = sittingResult(state);
  attempt.status = AttemptStatus.SUBMITTED;
  attempt.submittedAt = new Date(state.finished.at);
  sitting.finishedAt = new Date(state.finished.at);
  const scores = { kind: 'iq', ...result, calibrationMethod: loaded.calibration.method, calibrationVersion: loaded.calibration.version };
  await createSittingReport(tx, attempt, { scores: scores as unknown as Record<string, unknown>, locale: parseLocale(attempt.locale) ?? DEFAULT_LOCALE });
}

/** The sitting as it stands now: starts it on the first look, asks the next question, ends it when a stop rule fires. */
export async function viewSitting(em: EntityManager, token: string, now = Date.now()): Promise<IqTestResult<IqSittingView>> {
  return em.transactional(async (tx) => {
    const found = await lockedSitting(tx, token);
    if (!found.ok) return found;
    const { attempt } = found.value;
    let sitting = found.value.sitting;
    if (!sitting) {
      const calibrationId = await activeCalibrationId(tx);
      sitting = tx.create(IqSitting, { attempt, calibrationId, state: startSitting({ now, calibrationId }) as unknown as Record<string, unknown> });
    }
    const loaded = await loadPool(tx, sitting.calibrationId);
    const step = nextQuestion(sitting.state as unknown as SittingState, loaded.pool, { now, rng: secureRng });
    sitting.state = step.state as unknown as Record<string, unknown>;
    await finalise(tx, attempt, sitting, step.state, loaded);
    await tx.flush();
    return ok(toView(token, step.state, loaded, now));
  });
}

const SITTING_ERRORS: Record<string, IqTestErrorCode> = {
  finished: IqTestErrorCode.SITTING_FINISHED,
  'no-question': IqTestErrorCode.WRONG_ITEM,
  'wrong-item': IqTestErrorCode.WRONG_ITEM,
  'bad-choice': IqTestErrorCode.BAD_CHOICE,
};

/** Answers the question on screen with the option at display position 0..7, and moves on to the next question. */
export async function answerItem(em: EntityManager, args: { token: string; itemId: string; position: number }, now = Date.now()): Promise<IqTestResult<IqAnswerOutcome>> {
  return em.transactional(async (tx) => {
    const found = await lockedSitting(tx, args.token);
    if (!found.ok) return found;
    const { attempt, sitting } = found.value;
    if (!sitting) return iqFail(IqTestErrorCode.WRONG_ITEM, 'No question has been shown yet.', 'itemId');
    const loaded = await loadPool(tx, sitting.calibrationId);
    let answered;
    try {
      answered = answerQuestion(sitting.state as unknown as SittingState, loaded.pool, { itemId: args.itemId, chosen: args.position, now });
    } catch (error) {
      const code = error instanceof SittingError ? SITTING_ERRORS[error.code] : undefined;
      if (!code) throw error;
      const field = code === IqTestErrorCode.BAD_CHOICE ? 'position' : code === IqTestErrorCode.WRONG_ITEM ? 'itemId' : undefined;
      return iqFail(code, code === IqTestErrorCode.SITTING_FINISHED ? 'This test has finished.'
        : code === IqTestErrorCode.BAD_CHOICE ? 'Choose one of the eight options.' : 'This answer is not for the question on screen.', field);
    }
    const step = nextQuestion(answered.state, loaded.pool, { now, rng: secureRng });
    sitting.state = step.state as unknown as Record<string, unknown>;
    await finalise(tx, attempt, sitting, step.state, loaded);
    await tx.flush();
    return ok({ view: toView(args.token, step.state, loaded, now), feedback: answered.feedback ? { correct: answered.correct, correctPosition: answered.feedback.correctPosition } : null });
  });
}

export type StoredIqResult = IqResult & { kind: 'iq'; calibrationMethod: string; calibrationVersion: number };

export interface IqResultView {
  readonly attempt: Attempt;
  readonly report: Report;
  readonly result: StoredIqResult;
}

/** The scored result of a finished sitting (the free result page). */
export async function readIqResult(em: EntityManager, token: string): Promise<IqTestResult<IqResultView>> {
  const attempt = isToken(token) ? await em.findOne(Attempt, { token }, { populate: ['exam'] }) : null;
  if (!attempt) return iqFail(IqTestErrorCode.ATTEMPT_NOT_FOUND, 'No test with this token.', 'token');
  if (attempt.exam.kind !== ExamKind.IQ) return iqFail(IqTestErrorCode.NOT_AN_IQ_TEST, 'This sitting is not of the IQ test.', 'token');
  const report = await em.findOne(Report, { attempt }, { orderBy: { createdAt: 'asc' } });
  if (!report?.scores) return iqFail(IqTestErrorCode.NOT_FINISHED, 'This test has not finished yet.');
  return ok({ attempt, report, result: report.scores as unknown as StoredIqResult });
}

/**
 * The paid IQ report by its report token: the report must be ready (paid, composed, not refunded) and its holder must
 * hold the IQ report for this sitting now, through the entitlement module like every gated feature.
 */
export async function readIqReport(em: EntityManager, reportToken: string, now = new Date()): Promise<IqResultView> {
  const report = await requirePaidReport(em, reportToken);
  if (report.exam.kind !== ExamKind.IQ || !report.attempt) throw reportNotFound();
  const holder = { email: report.email ?? undefined, userId: report.user?.id };
  if (!(await holds(em, holder, Feature.IQ_REPORT, now, report.attempt.id))) throw reportNotFound();
  const attempt = await em.findOneOrFail(Attempt, { id: report.attempt.id });
  return { attempt, report, result: report.scores as unknown as StoredIqResult };
}
