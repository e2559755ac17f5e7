// The subscription domain's error codes.
export enum SubscriptionErrorCode {
  EMAIL_NOT_FOUND = 'EMAIL_NOT_FOUND',
  INVALID_EMAIL = 'INVALID_EMAIL',
  CANCEL_LINK_INVALID = 'CANCEL_LINK_INVALID',
}
