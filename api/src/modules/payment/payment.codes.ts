// The payment domain's error codes, their messages and the HTTP status of each (REST facade).
import type { Problem, StatusTable } from '../../shared/result.js';
export enum PaymentErrorCode {
  ORDER_CLOSED = 'ORDER_CLOSED',
  METHOD_NOT_AVAILABLE = 'METHOD_NOT_AVAILABLE',
  TEST_CARD_REQUIRED = 'TEST_CARD_REQUIRED',
  PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
  PROMO_EXHAUSTED = 'PROMO_EXHAUSTED',
  PAYMENT_IN_PROGRESS = 'PAYMENT_IN_PROGRESS',
}

export type PaymentError = Problem<PaymentErrorCode>;

export const PAYMENT_STATUS: StatusTable<PaymentErrorCode> = {
  ORDER_CLOSED: 409,
  METHOD_NOT_AVAILABLE: 400,
  TEST_CARD_REQUIRED: 400,
  PROVIDER_UNAVAILABLE: 503,
  PAYMENT_FAILED: 402,
  PROMO_EXHAUSTED: 409,
  PAYMENT_IN_PROGRESS: 409,
};

/** SPEC section 8's messages where it has one. */
export const PAYMENT_MESSAGES: Record<PaymentErrorCode, string> = {
  ORDER_CLOSED: 'This order is closed; please start a new one.',
  METHOD_NOT_AVAILABLE: 'This payment method is not available for this order; please choose another.',
  TEST_CARD_REQUIRED: 'Use a test card: 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined) or 4000 0000 0000 0077 (settles later).',
  PROVIDER_UNAVAILABLE: 'Loading failed, please retry',
  PAYMENT_FAILED: 'Payment failed',
  PROMO_EXHAUSTED: 'This promo code is no longer valid; please order again without it.',
  PAYMENT_IN_PROGRESS: 'A payment for this order is already under way. Please wait a moment, then check its status.',
};

export const paymentError = (code: PaymentErrorCode, field?: string): PaymentError => ({ code, field, message: PAYMENT_MESSAGES[code] });
