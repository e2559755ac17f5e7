// The subscription domain's error codes, the HTTP status of each (REST facade) and its result shape.
import type { Result, StatusTable } from '../../shared/result.js';

export enum SubscriptionErrorCode {
  EMAIL_NOT_FOUND = 'EMAIL_NOT_FOUND',
  INVALID_EMAIL = 'INVALID_EMAIL',
  CANCEL_LINK_INVALID = 'CANCEL_LINK_INVALID',
  RATE_LIMITED = 'RATE_LIMITED',
  SUBSCRIPTION_NOT_FOUND = 'SUBSCRIPTION_NOT_FOUND',
  NOT_CANCELLABLE = 'NOT_CANCELLABLE',
}

export type SubscriptionResult<T> = Result<T, SubscriptionErrorCode>;

export const SUBSCRIPTION_STATUS: StatusTable<SubscriptionErrorCode> = {
  EMAIL_NOT_FOUND: 404,
  INVALID_EMAIL: 400,
  CANCEL_LINK_INVALID: 404,
  RATE_LIMITED: 429,
  SUBSCRIPTION_NOT_FOUND: 404,
  NOT_CANCELLABLE: 409,
};
