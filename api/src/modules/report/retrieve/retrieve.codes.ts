// Outcomes and error codes of retrieving reports by email, with the messages of SPEC sections 5 and 8.
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
  [RetrieveStatus.SENT]: 'report sent successfully',
  [RetrieveStatus.FAILED]: 'failed to send report',
  [RetrieveStatus.NO_REPORT]: 'no retrievable report in the current mailbox',
};

export const RETRIEVE_ERROR_MESSAGES: Record<RetrieveErrorCode, string> = {
  [RetrieveErrorCode.EMPTY_EMAIL]: 'please enter email address',
  [RetrieveErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
  [RetrieveErrorCode.RATE_LIMITED]: 'Too many requests. Please wait a while and try again.',
};

export type RetrieveOutcome =
  | { ok: true; status: RetrieveStatus }
  | { ok: false; code: RetrieveErrorCode; field?: 'email'; retryAfterSeconds?: number };
