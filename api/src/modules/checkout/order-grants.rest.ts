// REST facade route of what an order gives its buyer (SPEC section 7: /exam/order/presenter/list/{orderNumber}):
// what its product promises, and what was granted once it was paid (ended and revoked grants included).
import { z } from 'zod';
import type { RestRoute } from '../../http/rest-kit.js';
import { isoDate, orderNumberSegment, orderTokenQuery } from '../../http/rest-schemas.js';
import { Feature } from '../entitlement/entitlement.entity.js';
import { grantsOf } from '../entitlement/entitlement.grants.js';
import { grantsOfOrder } from '../entitlement/entitlement.service.js';
import { OrderStatus } from '../order/order.entity.js';
import { requireOrder } from '../order/order.lookup.js';
import { orderTokenFrom } from './checkout.rest-support.js';

const grantSchema = z.object({
  feature: z.enum(Feature),
  scope: z.enum(['sitting', 'all']),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  active: z.boolean(),
});

export const orderGrantsRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/order/presenter/list/:orderNumber',
    description: 'What an order gives: the features its product promises, and the grants written once it was paid and fulfilled.',
    schemas: {
      params: z.object({ orderNumber: orderNumberSegment }),
      query: orderTokenQuery,
      data: z.object({
        orderNumber: z.string(),
        status: z.enum(OrderStatus),
        promised: z.array(z.object({
          feature: z.enum(Feature),
          scope: z.enum(['sitting', 'all']),
          duration: z.string().describe('forever, plan (its paid periods) or a number of days'),
        })),
        granted: z.array(grantSchema),
      }),
    },
    handler: async ({ em, params }, req) => {
      const order = await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req));
      await em.populate(order, ['sku']);
      return {
        orderNumber: order.orderNumber,
        status: order.status,
        promised: grantsOf(order.sku.code).map((grant) => ({
          feature: grant.feature,
          scope: grant.scope,
          duration: typeof grant.duration === 'string' ? grant.duration : `${grant.duration.days} days`,
        })),
        granted: await grantsOfOrder(em, order.id, new Date()),
      };
    },
  },
];
