// Outcomes and error codes of retrieving reports by email, with the messages of SPEC sections 5 and 8 and the HTTP
// status of each (REST facade).
import { fail, type Result, type StatusTable } from '../../../shared/result.js';
export enum RetrieveStatus {
  SENT = 'sent',
  FAILED = 'failed',
  NO_REPORT = 'no_report',
}

export enum RetrieveErrorCode {
  EMPTY_EMAIL = 'EMPTY_EMAIL',
  INVALID_EMAIL = 'INVALID_EMAIL',
  RATE_LIMITED = 'RATE_LIMITED',
}

export const RETRIEVE_MESSAGES: Record<RetrieveStatus, string> = {
  [RetrieveStatus.SENT]: 'Report sent.',
  [RetrieveStatus.FAILED]: 'The report could not be sent. Please try again.',
  [RetrieveStatus.NO_REPORT]: 'No report can be retrieved for this email address.',
};

export const RETRIEVE_ERROR_MESSAGES: Record<RetrieveErrorCode, string> = {
  [RetrieveErrorCode.EMPTY_EMAIL]: 'Please enter your email address.',
  [RetrieveErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
  [RetrieveErrorCode.RATE_LIMITED]: 'Too many requests. Please wait a while and try again.',
};

/** The value is the outcome of a request that was taken: sent, failed or no report. */
export type RetrieveOutcome = Result<RetrieveStatus, RetrieveErrorCode>;

export const retrieveFail = (code: RetrieveErrorCode, field?: 'email', retryAfterSeconds?: number): RetrieveOutcome =>
  fail(code, RETRIEVE_ERROR_MESSAGES[code], field, retryAfterSeconds);

export const RETRIEVE_STATUS: StatusTable<RetrieveStatus> = {
  [RetrieveStatus.SENT]: 200,
  [RetrieveStatus.NO_REPORT]: 404,
  [RetrieveStatus.FAILED]: 503,
};

export const RETRIEVE_ERROR_STATUS: StatusTable<RetrieveErrorCode> = {
  [RetrieveErrorCode.EMPTY_EMAIL]: 400,
  [RetrieveErrorCode.INVALID_EMAIL]: 400,
  [RetrieveErrorCode.RATE_LIMITED]: 429,
};
