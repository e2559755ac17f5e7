// REST facade routes of paying (SPEC section 7, pay root): start or continue a payment, check its status.
import { z } from 'zod';
import { parseBody, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { requireOrder } from '../order/order.lookup.js';
import { paymentErrorReply } from '../order/order.rest-support.js';
import { toOrderType } from '../order/order.view.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPayment, startPayment, type PaymentOutcome } from './payment.service.js';
import { PayMethod } from './providers/registry.js';

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
  const order = await toOrderType(em, outcome.order, outcome.live, outcome.attempt ?? null);
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

export const paymentRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/pay/order/create',
    handler: (ctx, req) => pay(ctx, parseBody(payBody, req)),
  },
  {
    method: 'post',
    path: '/pay/check/status',
    handler: async ({ em, payments }, req) => {
      const body = parseBody(statusBody, req);
      const order = await requireOrder(em, body.orderNumber, body.token);
      return outcomeReply(em, await checkPayment(em, payments, order.id, new Date()));
    },
  },
];
