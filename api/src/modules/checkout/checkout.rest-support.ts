// Shared pieces of the checkout and upsell REST routes: where the order token comes from, and order and payment
// problems as envelopes (statuses from each domain's table).
import type { Request } from 'express';
import { problemReply, type RestReply } from '../../http/rest-kit.js';
import { ORDER_STATUS, type OrderError } from '../order/order.codes.js';
import { PAYMENT_STATUS, type PaymentError } from '../payment/payment.codes.js';

/** The token may come as ?token=, an Order-Token header, or a body field (POST). */
export function orderTokenFrom(req: Request): string {
  const fromQuery = typeof req.query.token === 'string' ? req.query.token : undefined;
  const body = req.body as { token?: unknown } | undefined;
  const fromBody = typeof body?.token === 'string' ? body.token : undefined;
  return (fromQuery ?? req.get('order-token') ?? fromBody ?? '').trim();
}

/** The first error sets status and message; `data` carries all of them (and any order) for the client. */
export function orderErrorReply(errors: OrderError[], data: Record<string, unknown> = {}): RestReply {
  return problemReply(errors, ORDER_STATUS, data);
}

export function paymentErrorReply(errors: PaymentError[], data: Record<string, unknown> = {}): RestReply {
  return problemReply(errors, PAYMENT_STATUS, data);
}
