// Maps sittings and scores onto their GraphQL shapes.
import { clarity } from '../scoring/clarity.js';
import { POLE_LETTERS, type PersonalityScore } from '../scoring/scoring.js';
import type { Indicator } from '../question/question.entity.js';
import type { Attempt } from './attempt.entity.js';
import type { AttemptType, TestResult } from './attempt.types.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

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
    indicators: score.indicators.map((indicator) => {
      const [firstPole, secondPole] = POLE_LETTERS[indicator.indicator];
      const strength = clarity(indicator.score);
      return {
        indicator: indicator.indicator as Indicator,
        score: round1(indicator.score),
        letter: indicator.letter,
        firstPole,
        secondPole,
        band: { low: round1(indicator.band.low), high: round1(indicator.band.high) },
        borderline: indicator.borderline,
        strength: Math.round(strength.strength),
        clarity: strength.level,
      };
    }),
  };
}
