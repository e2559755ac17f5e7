// REST facade routes of VIP membership (SPEC section 7): buy it after an order, read the buyer's status.
import { isoDate, orderNumberSegment, orderTokenQuery } from '../../http/rest-schemas.js';
import { OrderStatus } from '../order/order.entity.js';
import { z } from 'zod';
import { parseBody, type RestRoute } from '../../http/rest-kit.js';
import { requireOrder } from '../order/order.lookup.js';
import { orderTokenFrom } from '../checkout/checkout.rest-support.js';
import { buyBody, buyReply, buyReplySchema, toBuyArgs } from './upsell.rest.js';
import { buyVip, vipStatus } from './vip.service.js';

// The legacy client names the first order examOrderNumber here.
const vipBody = buyBody.omit({ orderNumber: true }).extend({ examOrderNumber: z.string().max(64) });

export const vipRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/vip/pay/create',
    roots: ['pay'],
    description: 'Buys VIP membership after a paid order (examOrderNumber).',
    schemas: { body: vipBody, data: buyReplySchema },
    handler: async ({ em, payments }, req) => {
      const body = parseBody(vipBody, req);
      const parent = await requireOrder(em, body.examOrderNumber, body.token);
      return buyReply(em, await buyVip(em, payments, parent, { ...toBuyArgs({ ...body, orderNumber: body.examOrderNumber }), skuId: body.skuId }, new Date()));
    },
  },
  {
    method: 'get',
    path: '/vip/pay/status/:examOrderNumber',
    description: 'The VIP status of an order\'s buyer, and the VIP order that followed it.',
    schemas: {
      params: z.object({ examOrderNumber: orderNumberSegment }),
      query: orderTokenQuery,
      data: z.object({ vip: z.boolean(), vipUntil: isoDate.nullish(), vipOrderNumber: z.string().nullish(), vipOrderStatus: z.enum(OrderStatus).nullish() }),
    },
    handler: async ({ em, params }, req) => vipStatus(em, await requireOrder(em, params.examOrderNumber ?? '', orderTokenFrom(req)), new Date()),
  },
];
