// The order domain's error codes (one enum, mapped exhaustively to REST statuses in order.rest.ts).
export enum OrderErrorCode {
  ORDER_NOT_FOUND = 'ORDER_NOT_FOUND',
  ATTEMPT_NOT_FOUND = 'ATTEMPT_NOT_FOUND',
  SKU_NOT_FOUND = 'SKU_NOT_FOUND',
  SKU_NOT_OFFERED = 'SKU_NOT_OFFERED',
  COUNTRY_NOT_FOUND = 'COUNTRY_NOT_FOUND',
  PRICE_NOT_AVAILABLE = 'PRICE_NOT_AVAILABLE',
  INVALID_EMAIL = 'INVALID_EMAIL',
  TERMS_NOT_ACCEPTED = 'TERMS_NOT_ACCEPTED',
  TRIAL_CONSENT_REQUIRED = 'TRIAL_CONSENT_REQUIRED',
  CONSENT_OUTDATED = 'CONSENT_OUTDATED',
  PROMO_NOT_FOUND = 'PROMO_NOT_FOUND',
  PROMO_EXPIRED = 'PROMO_EXPIRED',
  PROMO_EXHAUSTED = 'PROMO_EXHAUSTED',
  PROMO_CURRENCY_MISMATCH = 'PROMO_CURRENCY_MISMATCH',
  PROMO_NOT_APPLICABLE = 'PROMO_NOT_APPLICABLE',
  INVALID_IDEMPOTENCY_KEY = 'INVALID_IDEMPOTENCY_KEY',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  ALREADY_PURCHASED = 'ALREADY_PURCHASED',
  PARENT_NOT_PAID = 'PARENT_NOT_PAID',
}

export interface OrderError {
  code: OrderErrorCode;
  field?: string;
  message: string;
}

export type OrderResult<T> = { ok: true; value: T } | { ok: false; errors: OrderError[] };

export const orderOk = <T>(value: T): OrderResult<T> => ({ ok: true, value });
export const orderFail = <T>(code: OrderErrorCode, message: string, field?: string): OrderResult<T> =>
  ({ ok: false, errors: [{ code, message, field }] });
