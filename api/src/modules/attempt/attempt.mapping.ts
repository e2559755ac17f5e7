// Maps sittings and scores onto their GraphQL shapes.
import { indicatorView } from '../scoring/indicator-view.js';
import type { PersonalityScore } from '../scoring/scoring.js';
import type { Indicator } from '../question/question.entity.js';
import type { Attempt } from './attempt.entity.js';
import type { AttemptType, TestResult } from './attempt.types.js';

export function toAttemptType(attempt: Attempt, questionCount: number): AttemptType {
  const answers = Object.entries(attempt.answers).map(([questionKey, value]) => ({ questionKey, value }));
  return {
    token: attempt.token,
    examId: attempt.exam.id,
    examCode: attempt.exam.code,
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

export function toTestResult(attempt: Attempt, score: PersonalityScore): TestResult {
  return {
    token: attempt.token,
    typeCode: score.code,
    fullCode: score.fullCode,
    identity: score.identity,
    secondaryCode: score.secondaryCode ?? undefined,
    submittedAt: attempt.submittedAt ?? attempt.updatedAt,
    locale: attempt.locale,
    indicators: score.indicators.map((indicator) => ({ ...indicatorView(indicator), indicator: indicator.indicator as Indicator })),
  };
}
