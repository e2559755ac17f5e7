// The IQ test's error codes, the HTTP status of each (REST facade) and its result shape.
import { fail, type Result, type StatusTable } from '../../shared/result.js';

export enum IqTestErrorCode {
  ATTEMPT_NOT_FOUND = 'ATTEMPT_NOT_FOUND',
  NOT_AN_IQ_TEST = 'NOT_AN_IQ_TEST',
  SITTING_FINISHED = 'SITTING_FINISHED',
  /** The answer is not for the question on screen (answered already, or from an old tab). */
  WRONG_ITEM = 'WRONG_ITEM',
  BAD_CHOICE = 'BAD_CHOICE',
  NOT_FINISHED = 'NOT_FINISHED',
}

export type IqTestResult<T> = Result<T, IqTestErrorCode>;

export const iqFail = <T>(code: IqTestErrorCode, message: string, field?: string): IqTestResult<T> => fail(code, message, field);

export const IQ_TEST_STATUS: StatusTable<IqTestErrorCode> = {
  ATTEMPT_NOT_FOUND: 404,
  NOT_AN_IQ_TEST: 400,
  SITTING_FINISHED: 409,
  WRONG_ITEM: 409,
  BAD_CHOICE: 400,
  NOT_FINISHED: 409,
};
