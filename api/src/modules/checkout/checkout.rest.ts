// REST facade routes of a purchase (SPEC section 7): create, read and re-address an order, check its SKU, and on the
// pay root start or continue a payment and check its status.
import { orderNumberSegment, orderTokenQuery } from '../../http/rest-schemas.js';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseBody, RestReply, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { requireOrder } from '../order/order.lookup.js';
import { createOrder, updateOrderEmail } from '../order/order.service.js';
import { OrderStatus } from '../order/order.entity.js';
import { checkPayment, startPayment, type PaymentOutcome } from '../payment/payment.service.js';
import { PayMethod } from '../payment/providers/registry.js';
import { orderErrorReply, orderOutcomeSchema, orderSchema, orderTokenFrom, orderWithTokenSchema, paymentErrorReply } from './checkout.rest-support.js';
import { paymentOrderType, toOrderType } from './order-view.js';

export const consentSchema = z.object({ accepted: z.boolean(), version: z.string().max(64) });

const createBody = z.object({
  attemptToken: z.string().max(64),
  skuId: z.coerce.number().int(),
  country: z.string().max(8),
  email: z.string().max(320),
  promoCode: z.string().max(64).nullish(),
  acceptTerms: z.boolean(),
  trialConsent: consentSchema.nullish(),
  idempotencyKey: z.string().max(128).nullish(),
});

const emailBody = z.object({ orderNumber: z.string().max(64), token: z.string().max(128), email: z.string().max(320) });

const payBody = z.object({
  orderNumber: z.string().max(64),
  token: z.string().max(128),
  method: z.enum(PayMethod),
  testCard: z.string().max(32).nullish(),
  returnUrl: z.url().max(2048).nullish(),
  cancelUrl: z.url().max(2048).nullish(),
});

const statusBody = z.object({ orderNumber: z.string().max(64), token: z.string().max(128) });

export async function outcomeReply(em: EntityManager, outcome: PaymentOutcome, extra: Record<string, unknown> = {}) {
  const order = await paymentOrderType(em, outcome);
  return outcome.errors.length > 0 ? paymentErrorReply(outcome.errors, { ...extra, order }) : { ...extra, order };
}

async function pay({ em, payments }: RestContext, body: z.infer<typeof payBody>) {
  const order = await requireOrder(em, body.orderNumber, body.token);
  const outcome = await startPayment(em, payments, order.id, {
    method: body.method,
    testCard: body.testCard ?? undefined,
    returnUrl: body.returnUrl ?? undefined,
    cancelUrl: body.cancelUrl ?? undefined,
  }, new Date());
  return outcomeReply(em, outcome);
}

export const checkoutRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/exam/order/info',
    description: 'Orders an item for a test sitting (attemptToken); the price comes from the catalog. Keep the returned token.',
    schemas: { body: createBody, data: orderWithTokenSchema },
    handler: async ({ em }, req) => {
      const result = await createOrder(em, parseBody(createBody, req), new Date());
      if (!result.ok) return orderErrorReply(result.errors);
      return { order: await toOrderType(em, result.value), token: result.value.token };
    },
  },
  {
    method: 'get',
    path: '/exam/order/info/:orderNumber',
    description: 'An order, with its token.',
    schemas: { params: z.object({ orderNumber: orderNumberSegment }), query: orderTokenQuery, data: orderSchema },
    handler: async ({ em, params }, req) => toOrderType(em, await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req))),
  },
  {
    method: 'post',
    path: '/exam/order/update/email',
    roots: ['api', 'pay'],
    description: 'Changes where the order and its report are delivered.',
    schemas: { body: emailBody, data: orderSchema },
    handler: async ({ em }, req) => {
      const body = parseBody(emailBody, req);
      const result = await updateOrderEmail(em, await requireOrder(em, body.orderNumber, body.token), body.email);
      return result.ok ? toOrderType(em, result.value) : orderErrorReply(result.errors);
    },
  },
  {
    method: 'get',
    path: '/exam/order/sku/check/:orderNumber',
    description: 'What an order bought and whether it is paid.',
    schemas: {
      params: z.object({ orderNumber: orderNumberSegment }),
      query: orderTokenQuery,
      data: z.object({ orderNumber: z.string(), skuId: z.number().int(), skuCode: z.string(), status: z.enum(OrderStatus), paid: z.boolean() }),
    },
    handler: async ({ em, params }, req) => {
      const order = await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req));
      await em.populate(order, ['sku']);
      const paid = order.status === OrderStatus.PAID;
      return new RestReply({ orderNumber: order.orderNumber, skuId: order.sku.id, skuCode: order.sku.code, status: order.status, paid });
    },
  },

  {
    method: 'post',
    path: '/pay/order/create',
    roots: ['pay'],
    description: 'Pays an order; repeating it continues the same payment, never a second charge.',
    schemas: { body: payBody, data: orderOutcomeSchema },
    handler: (ctx, req) => pay(ctx, parseBody(payBody, req)),
  },
  {
    method: 'post',
    path: '/pay/check/status',
    roots: ['pay'],
    description: 'Asks the provider how the payment stands (after 3-D Secure or PayPal approval) and settles it.',
    schemas: { body: statusBody, data: orderOutcomeSchema },
    handler: async ({ em, payments }, req) => {
      const body = parseBody(statusBody, req);
      const order = await requireOrder(em, body.orderNumber, body.token);
      return outcomeReply(em, await checkPayment(em, payments, order.id, new Date()));
    },
  },
];
