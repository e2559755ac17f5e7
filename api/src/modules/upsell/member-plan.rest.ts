// REST facade route of a signed-in member subscribing (SPEC section 7: /user/subscribe/create): the plan follows
// the order named in the body, else the member's latest paid order, exactly as buying it after checkout does.
import { z } from 'zod';
import { parseBody, RestReply, type RestRoute } from '../../http/rest-kit.js';
import { orderNumberSegment } from '../../http/rest-schemas.js';
import { requireViewer } from '../account/account.session.js';
import { latestPaidOrderOf, requireOrder } from '../order/order.lookup.js';
import { buyBody, buyReply, buyReplySchema, toBuyArgs } from './upsell.rest.js';
import { buyFollowUp, isPlan } from './upsell.service.js';

const subscribeBody = buyBody.extend({
  orderNumber: orderNumberSegment.optional(),
  token: z.string().max(128).optional(),
  skuId: z.coerce.number().int(),
});

export const memberPlanRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/user/subscribe/create',
    description: 'The signed-in member subscribes to a plan (skuId of a plan SKU): after the order named by orderNumber and token, else after their latest paid order. 401 when not signed in, 409 without a paid order.',
    schemas: { body: subscribeBody, data: buyReplySchema },
    handler: async ({ em, payments, auth }, req) => {
      const body = parseBody(subscribeBody, req);
      const member = await requireViewer(auth);
      const parent = body.orderNumber && body.token
        ? await requireOrder(em, body.orderNumber, body.token)
        : await latestPaidOrderOf(em, member);
      if (!parent) return new RestReply(null, 'Take a test and buy its report first: a plan follows a paid order.', 409);
      const args = toBuyArgs({ ...body, orderNumber: parent.orderNumber, token: body.token ?? '' });
      return buyReply(em, await buyFollowUp(em, payments, parent, { ...args, skuId: body.skuId }, isPlan, new Date()));
    },
  },
];
