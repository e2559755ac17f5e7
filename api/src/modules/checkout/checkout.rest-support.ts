// Shared pieces of the checkout and upsell REST routes: where the order token comes from, order and payment
// problems as envelopes (statuses from each domain's table), and the order's schema.
import type { Request } from 'express';
import { z } from 'zod';
import { isoDate, moneySchema } from '../../http/rest-schemas.js';
import { OrderStatus } from '../order/order.entity.js';
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

const paymentSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.string(),
  provider: z.string(),
  method: z.string(),
  amount: moneySchema,
  clientSecret: z.string().nullish().describe('Stripe: confirm the card with Stripe.js'),
  approveUrl: z.string().nullish().describe('PayPal: send the buyer here to approve'),
  failureMessage: z.string().nullish(),
  createdAt: isoDate,
});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  planCode: z.string(),
  amount: moneySchema,
  trialEndsAt: isoDate.nullish(),
  currentPeriodStart: isoDate,
  currentPeriodEnd: isoDate,
  cancelledAt: isoDate.nullish(),
});

/** An order as the API shows it (never its token). */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(OrderStatus),
  examId: z.number().int(),
  sku: z.object({ id: z.number().int(), code: z.string(), kind: z.string(), title: z.string() }),
  amount: moneySchema,
  listAmount: moneySchema,
  discount: moneySchema,
  promoCode: z.string().nullish(),
  email: z.string().nullish(),
  country: z.string().nullish(),
  locale: z.string(),
  paymentMethod: z.string().nullish(),
  trialConsent: z.object({ version: z.string(), text: z.string(), agreedAt: isoDate }).nullish(),
  parentOrderNumber: z.string().nullish(),
  payment: paymentSchema.nullish(),
  subscription: subscriptionSchema.nullish(),
  createdAt: isoDate,
  paidAt: isoDate.nullish(),
  reportToken: z.string().nullish().describe('Opens the paid report once the order is paid'),
});

/** An order with the token every later call about it needs. */
export const orderWithTokenSchema = z.object({ order: orderSchema, token: z.string() });
export const orderOutcomeSchema = z.looseObject({ order: orderSchema });
