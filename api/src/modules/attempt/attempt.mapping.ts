// Maps sittings onto their GraphQL shape, from the entity or straight from the row a write returned.
import type { Locale } from '../../shared/locale.js';
import type { Attempt, AttemptStatus } from './attempt.entity.js';
import type { AttemptType } from './attempt.types.js';

/** What a sitting's view shows of it. */
export interface SittingFields {
  token: string;
  examId: number;
  locale: Locale;
  status: AttemptStatus;
  answers: Readonly<Record<string, number>>;
  email?: string | null;
  createdAt: Date;
  submittedAt?: Date | null;
}

/** A sitting's row as the database returns it (`select *`, `returning *`): the columns read of it. */
export interface AttemptRow {
  id: string;
  token: string;
  exam_id: number;
  locale: Locale;
  status: AttemptStatus;
  answers: Record<string, number>;
  tracking: Record<string, string>;
  email: string | null;
  created_at: Date;
  submitted_at: Date | null;
}

export function sittingOf(attempt: Attempt): SittingFields {
  return {
    token: attempt.token,
    examId: attempt.exam.id,
    locale: attempt.locale,
    status: attempt.status,
    answers: attempt.answers,
    email: attempt.email,
    createdAt: attempt.createdAt,
    submittedAt: attempt.submittedAt,
  };
}

/**
 * The view's fields from a row, without making it a managed entity: the answer saves and the email capture only show
 * the sitting they wrote, and hydrating it for the unit of work was a tenth of such a request's CPU.
 */
export function sittingOfRow(row: AttemptRow): SittingFields {
  return {
    token: row.token,
    examId: row.exam_id,
    locale: row.locale,
    status: row.status,
    answers: row.answers,
    email: row.email,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
  };
}

export function toAttemptType(sitting: SittingFields, examCode: string, questionCount: number): AttemptType {
  const answers = Object.entries(sitting.answers).map(([questionKey, value]) => ({ questionKey, value }));
  return {
    token: sitting.token,
    examId: sitting.examId,
    examCode,
    locale: sitting.locale,
    status: sitting.status,
    answers,
    answeredCount: answers.length,
    questionCount,
    hasEmail: Boolean(sitting.email),
    createdAt: sitting.createdAt,
    submittedAt: sitting.submittedAt ?? undefined,
  };
}
