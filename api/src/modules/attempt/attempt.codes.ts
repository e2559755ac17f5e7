// The attempt domain's error codes, the HTTP status of each (REST facade) and its result shape.
import { fail, type Problem, type Result, type StatusTable } from '../../shared/result.js';

export enum AttemptErrorCode {
  EXAM_NOT_FOUND = 'EXAM_NOT_FOUND',
  CODE_MISMATCH = 'CODE_MISMATCH',
  UNKNOWN_LOCALE = 'UNKNOWN_LOCALE',
  ATTEMPT_NOT_FOUND = 'ATTEMPT_NOT_FOUND',
  UNKNOWN_QUESTION = 'UNKNOWN_QUESTION',
  ANSWER_OUT_OF_RANGE = 'ANSWER_OUT_OF_RANGE',
  TOO_MANY_ANSWERS = 'TOO_MANY_ANSWERS',
  ALREADY_SUBMITTED = 'ALREADY_SUBMITTED',
  INCOMPLETE_ANSWERS = 'INCOMPLETE_ANSWERS',
  INVALID_EMAIL = 'INVALID_EMAIL',
  NOT_SUBMITTED = 'NOT_SUBMITTED',
  /** The IQ test is answered and scored item by item (iqSitting, answerIqItem), never submitted as a whole. */
  SCORED_ITEM_BY_ITEM = 'SCORED_ITEM_BY_ITEM',
}

export type AttemptProblem = Problem<AttemptErrorCode>;
export type AttemptResult<T> = Result<T, AttemptErrorCode>;

export const attemptFail = <T>(code: AttemptErrorCode, message: string, field?: string): AttemptResult<T> => fail(code, message, field);

export const ATTEMPT_STATUS: StatusTable<AttemptErrorCode> = {
  EXAM_NOT_FOUND: 404,
  CODE_MISMATCH: 400,
  UNKNOWN_LOCALE: 400,
  ATTEMPT_NOT_FOUND: 404,
  UNKNOWN_QUESTION: 400,
  ANSWER_OUT_OF_RANGE: 400,
  TOO_MANY_ANSWERS: 400,
  ALREADY_SUBMITTED: 409,
  INCOMPLETE_ANSWERS: 400,
  INVALID_EMAIL: 400,
  NOT_SUBMITTED: 409,
  SCORED_ITEM_BY_ITEM: 409,
};
