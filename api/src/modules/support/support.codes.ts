// The support domain's error codes, the HTTP status of each (REST facade) and its result shape.
import type { Result, StatusTable } from '../../shared/result.js';

export enum SupportErrorCode {
  INVALID_EMAIL = 'INVALID_EMAIL',
  MESSAGE_TOO_SHORT = 'MESSAGE_TOO_SHORT',
  MESSAGE_TOO_LONG = 'MESSAGE_TOO_LONG',
  ORDER_REQUIRED = 'ORDER_REQUIRED',
  ORDER_NOT_FOUND = 'ORDER_NOT_FOUND',
  RATE_LIMITED = 'RATE_LIMITED',
}

export type SupportResult<T> = Result<T, SupportErrorCode>;

export const SUPPORT_STATUS: StatusTable<SupportErrorCode> = {
  INVALID_EMAIL: 400,
  MESSAGE_TOO_SHORT: 400,
  MESSAGE_TOO_LONG: 400,
  ORDER_REQUIRED: 400,
  ORDER_NOT_FOUND: 404,
  RATE_LIMITED: 429,
};

export const SUPPORT_MESSAGES: Record<SupportErrorCode, string> = {
  INVALID_EMAIL: 'Please enter a valid email address.',
  MESSAGE_TOO_SHORT: 'Please tell us a little more (at least 10 characters).',
  MESSAGE_TOO_LONG: 'Please keep your message under 4000 characters.',
  ORDER_REQUIRED: 'Please enter the order number from your receipt.',
  ORDER_NOT_FOUND: 'We found no order with this number for this email address.',
  RATE_LIMITED: 'You have sent several messages already. Please wait a while before sending another.',
};
