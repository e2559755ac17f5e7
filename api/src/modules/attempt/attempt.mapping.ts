// Maps sittings onto their GraphQL shape.
import type { Attempt } from './attempt.entity.js';
import type { AttemptType } from './attempt.types.js';

export function toAttemptType(attempt: Attempt, examCode: string, questionCount: number): AttemptType {
  const answers = Object.entries(attempt.answers).map(([questionKey, value]) => ({ questionKey, value }));
  return {
    token: attempt.token,
    examId: attempt.exam.id,
    examCode,
    locale: attempt.locale,
    status: attempt.status,
    answers,
    answeredCount: answers.length,
    questionCount,
    hasEmail: Boolean(attempt.email),
    createdAt: attempt.createdAt,
    submittedAt: attempt.submittedAt,
  };
}
