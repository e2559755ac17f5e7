// Shared pieces of the order, payment and upsell REST routes: where the order token comes from, and how coded
// errors become envelope statuses (every code mapped, so a new code cannot be forgotten).
import type { Request } from 'express';
import { RestReply } from '../../http/rest-kit.js';
import type { PaymentErrorCode, PaymentError } from '../payment/payment.codes.js';
import type { OrderErrorCode, OrderError } from './order.codes.js';

/** The token may come as ?token=, an Order-Token header, or a body field (POST). */
export function orderTokenFrom(req: Request): string {
  const fromQuery = typeof req.query.token === 'string' ? req.query.token : undefined;
  const body = req.body as { token?: unknown } | undefined;
  const fromBody = typeof body?.token === 'string' ? body.token : undefined;
  return (fromQuery ?? req.get('order-token') ?? fromBody ?? '').trim();
}

const ORDER_STATUS: Record<OrderErrorCode, number> = {
  ORDER_NOT_FOUND: 404,
  ATTEMPT_NOT_FOUND: 404,
  SKU_NOT_FOUND: 404,
  SKU_NOT_OFFERED: 409,
  COUNTRY_NOT_FOUND: 404,
  PRICE_NOT_AVAILABLE: 409,
  INVALID_EMAIL: 400,
  TERMS_NOT_ACCEPTED: 400,
  TRIAL_CONSENT_REQUIRED: 400,
  CONSENT_OUTDATED: 409,
  PROMO_NOT_FOUND: 400,
  PROMO_EXPIRED: 400,
  PROMO_EXHAUSTED: 409,
  PROMO_CURRENCY_MISMATCH: 400,
  PROMO_NOT_APPLICABLE: 400,
  INVALID_IDEMPOTENCY_KEY: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  ALREADY_PURCHASED: 409,
  PARENT_NOT_PAID: 409,
};

const PAYMENT_STATUS: Record<PaymentErrorCode, number> = {
  ORDER_CLOSED: 409,
  METHOD_NOT_AVAILABLE: 400,
  TEST_CARD_REQUIRED: 400,
  PROVIDER_UNAVAILABLE: 503,
  PAYMENT_FAILED: 402,
  PROMO_EXHAUSTED: 409,
};

/** The first error sets status and message; `data` carries all of them (and any order) for the client. */
export function orderErrorReply(errors: OrderError[], data: Record<string, unknown> = {}): RestReply {
  const first = errors[0]!;
  return new RestReply({ ...data, errors }, first.message, ORDER_STATUS[first.code]);
}

export function paymentErrorReply(errors: PaymentError[], data: Record<string, unknown> = {}): RestReply {
  const first = errors[0]!;
  return new RestReply({ ...data, errors }, first.message, PAYMENT_STATUS[first.code]);
}
