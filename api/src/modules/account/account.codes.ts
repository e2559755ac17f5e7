// Error codes of the account domain with the messages of SPEC sections 5 and 8 (clients translate by code), the HTTP
// status of each (REST facade) and the domain's result shape.
import type { Problem, Result, StatusTable } from '../../shared/result.js';
export enum AccountErrorCode {
  EMPTY_EMAIL = 'EMPTY_EMAIL',
  INVALID_EMAIL = 'INVALID_EMAIL',
  NAME_REQUIRED = 'NAME_REQUIRED',
  PASSWORD_REQUIRED = 'PASSWORD_REQUIRED',
  PASSWORD_TOO_SHORT = 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG = 'PASSWORD_TOO_LONG',
  PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON',
  PASSWORDS_DO_NOT_MATCH = 'PASSWORDS_DO_NOT_MATCH',
  PRIVACY_NOT_AGREED = 'PRIVACY_NOT_AGREED',
  WRONG_CREDENTIALS = 'WRONG_CREDENTIALS',
  WRONG_PASSWORD = 'WRONG_PASSWORD',
  CODE_REQUIRED = 'CODE_REQUIRED',
  CODE_INVALID = 'CODE_INVALID',
  LINK_INVALID = 'LINK_INVALID',
  INVALID_DATE = 'INVALID_DATE',
  TOO_LONG = 'TOO_LONG',
  INVALID_PHONE = 'INVALID_PHONE',
  RATE_LIMITED = 'RATE_LIMITED',
}

export const ACCOUNT_ERROR_MESSAGES: Record<AccountErrorCode, string> = {
  [AccountErrorCode.EMPTY_EMAIL]: 'Please enter your email address.',
  [AccountErrorCode.INVALID_EMAIL]: 'Incorrect email format.',
  [AccountErrorCode.NAME_REQUIRED]: 'Please enter your name.',
  [AccountErrorCode.PASSWORD_REQUIRED]: 'Please enter your password.',
  [AccountErrorCode.PASSWORD_TOO_SHORT]: 'Use at least 8 characters for your password.',
  [AccountErrorCode.PASSWORD_TOO_LONG]: 'Use at most 128 characters for your password.',
  [AccountErrorCode.PASSWORD_TOO_COMMON]: 'This password is too common and easy to guess. Please choose another one.',
  [AccountErrorCode.PASSWORDS_DO_NOT_MATCH]: 'The passwords do not match.',
  [AccountErrorCode.PRIVACY_NOT_AGREED]: 'Please read and agree to the privacy policy to continue.',
  [AccountErrorCode.WRONG_CREDENTIALS]: 'The email or password is incorrect.',
  [AccountErrorCode.WRONG_PASSWORD]: 'Your current password is incorrect.',
  [AccountErrorCode.CODE_REQUIRED]: 'Please enter the verification code.',
  [AccountErrorCode.CODE_INVALID]: 'This code is wrong or has expired. Ask for a new one.',
  [AccountErrorCode.LINK_INVALID]: 'This sign-in link has expired or was already used. Ask for a new one.',
  [AccountErrorCode.INVALID_DATE]: 'Invalid date.',
  [AccountErrorCode.TOO_LONG]: 'This is too long.',
  [AccountErrorCode.INVALID_PHONE]: 'Please enter a phone number with digits only (spaces, +, - and brackets are fine).',
  [AccountErrorCode.RATE_LIMITED]: 'Too many attempts. Please wait a while and try again.',
};

export const ACCOUNT_STATUS: StatusTable<AccountErrorCode> = {
  [AccountErrorCode.EMPTY_EMAIL]: 400,
  [AccountErrorCode.INVALID_EMAIL]: 400,
  [AccountErrorCode.NAME_REQUIRED]: 400,
  [AccountErrorCode.PASSWORD_REQUIRED]: 400,
  [AccountErrorCode.PASSWORD_TOO_SHORT]: 400,
  [AccountErrorCode.PASSWORD_TOO_LONG]: 400,
  [AccountErrorCode.PASSWORD_TOO_COMMON]: 400,
  [AccountErrorCode.PASSWORDS_DO_NOT_MATCH]: 400,
  [AccountErrorCode.PRIVACY_NOT_AGREED]: 400,
  [AccountErrorCode.WRONG_CREDENTIALS]: 401,
  [AccountErrorCode.WRONG_PASSWORD]: 400,
  [AccountErrorCode.CODE_REQUIRED]: 400,
  [AccountErrorCode.CODE_INVALID]: 400,
  [AccountErrorCode.LINK_INVALID]: 400,
  [AccountErrorCode.INVALID_DATE]: 400,
  [AccountErrorCode.TOO_LONG]: 400,
  [AccountErrorCode.INVALID_PHONE]: 400,
  [AccountErrorCode.RATE_LIMITED]: 429,
};

/** A problem as the rules find it; `refused` adds its message. */
export type AccountProblem = Omit<Problem<AccountErrorCode>, 'message'>;

/** A service answer: the value, or the problems the user can fix. */
export type AccountOutcome<T> = Result<T, AccountErrorCode>;

/** The problems found, skipping the checks that found none. */
export function problemsOf(...found: Array<AccountProblem | null | undefined>): AccountProblem[] {
  return found.filter((problem): problem is AccountProblem => Boolean(problem));
}

export function refused<T>(...errors: AccountProblem[]): AccountOutcome<T> {
  return { ok: false, errors: errors.map((problem) => ({ ...problem, message: ACCOUNT_ERROR_MESSAGES[problem.code] })) };
}

export function accepted<T>(value: T): AccountOutcome<T> {
  return { ok: true, value };
}
