// A sitting (one attempt of an exam) as the screens see it: its token in the URL (?t=) and in the app state, where
// the question last shown is kept too, and the API payload errors mapped to what the screens do next.
import type { AppState } from '../../../lib/app-state';
import { examSegment, type ExamRef } from '../../../lib/paths';
import type { Tracking } from '../../../lib/tracking';
import type { SendResult } from '../logic/answer-queue';

export const TOKEN_PARAM = 't';
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export function parseToken(value: string | null | undefined): string | null {
  const token = value?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}

export function tokenFromSearch(search: string): string | null {
  return parseToken(new URLSearchParams(search).get(TOKEN_PARAM));
}

/** What the app state keeps per exam ({code}-{examId}) in questionInfo. */
export interface SittingRecord {
  token: string;
  /** 0-based index of the question last shown in this browser. */
  page: number | null;
}

export function storedSitting(state: Pick<AppState, 'questionInfo'>, exam: ExamRef): SittingRecord | null {
  const raw = state.questionInfo[examSegment(exam)];
  if (typeof raw !== 'object' || raw === null) return null;
  const { token, page } = raw as { token?: unknown; page?: unknown };
  const parsed = typeof token === 'string' ? parseToken(token) : null;
  if (!parsed) return null;
  return { token: parsed, page: typeof page === 'number' && Number.isInteger(page) && page >= 0 ? page : null };
}

/** The app-state update that remembers a sitting; questionPage (SPEC section 3) is the 1-based question number. */
export function rememberSitting(state: Pick<AppState, 'questionInfo'>, exam: ExamRef, record: SittingRecord): Pick<AppState, 'questionInfo' | 'questionPage'> {
  return {
    questionInfo: { ...state.questionInfo, [examSegment(exam)]: record },
    questionPage: (record.page ?? 0) + 1,
  };
}

/** How the question screen finds its sitting: the link's token wins; a remembered one is used only while in progress. */
export type SittingChoice = { kind: 'use'; token: string } | { kind: 'check'; token: string } | { kind: 'start' };

export function chooseSitting(urlToken: string | null, stored: SittingRecord | null): SittingChoice {
  if (urlToken) return { kind: 'use', token: urlToken };
  if (stored) return { kind: 'check', token: stored.token };
  return { kind: 'start' };
}

export function trackingInput(tracking: Tracking): Array<{ name: string; value: string }> {
  return Object.entries(tracking)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => ({ name, value }));
}

export interface PayloadError {
  code: string;
  field?: string | null;
}

/** saveAnswers' payload errors as the answer queue's outcome. */
export function saveOutcome(errors: readonly PayloadError[]): SendResult {
  if (errors.length === 0) return { kind: 'saved' };
  const stop = errors.find((e) => e.code === 'ALREADY_SUBMITTED' || e.code === 'ATTEMPT_NOT_FOUND');
  if (stop) return { kind: 'stopped', code: stop.code };
  const refused = errors.filter((e) => (e.code === 'UNKNOWN_QUESTION' || e.code === 'ANSWER_OUT_OF_RANGE') && e.field);
  if (refused.length > 0) return { kind: 'rejected', keys: refused.map((e) => e.field as string) };
  return { kind: 'retry' };
}

/** Where submitTest sends the person: on to the result (or the email step first), or back to the questions. */
export type SubmitNext = 'email' | 'result' | 'questions' | 'error';

export function afterSubmit(errors: readonly PayloadError[], hasEmail: boolean): SubmitNext {
  const code = errors[0]?.code;
  if (!code || code === 'ALREADY_SUBMITTED') return hasEmail ? 'result' : 'email';
  if (code === 'INCOMPLETE_ANSWERS') return 'questions';
  return 'error';
}
