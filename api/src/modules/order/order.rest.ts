// REST facade routes of orders (SPEC section 7): create, read, change the delivery email, check the SKU.
import { z } from 'zod';
import { parseBody, RestReply, type RestRoute } from '../../http/rest-kit.js';
import { requireOrder } from './order.lookup.js';
import { orderErrorReply, orderTokenFrom } from './order.rest-support.js';
import { createOrder, updateOrderEmail } from './order.service.js';
import { OrderStatus } from './order.entity.js';
import { toOrderType } from './order.view.js';

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

export const orderRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/exam/order/info',
    handler: async ({ em }, req) => {
      const result = await createOrder(em, parseBody(createBody, req), new Date());
      if (!result.ok) return orderErrorReply(result.errors);
      return { order: await toOrderType(em, result.value), token: result.value.token };
    },
  },
  {
    method: 'get',
    path: '/exam/order/info/:orderNumber',
    handler: async ({ em, params }, req) => toOrderType(em, await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req))),
  },
  {
    method: 'post',
    path: '/exam/order/update/email',
    handler: async ({ em }, req) => {
      const body = parseBody(emailBody, req);
      const result = await updateOrderEmail(em, await requireOrder(em, body.orderNumber, body.token), body.email);
      return result.ok ? toOrderType(em, result.value) : orderErrorReply(result.errors);
    },
  },
  {
    method: 'get',
    path: '/exam/order/sku/check/:orderNumber',
    handler: async ({ em, params }, req) => {
      const order = await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req));
      await em.populate(order, ['sku']);
      const paid = order.status === OrderStatus.PAID;
      return new RestReply({ orderNumber: order.orderNumber, skuId: order.sku.id, skuCode: order.sku.code, status: order.status, paid });
    },
  },
];
