// REST facade routes of the second phase (SPEC section 7): packages per step, plan SKUs, buying them, and the
// status of an order bought there.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { z } from 'zod';
import { idParam, parseBody, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { AppError } from '../../shared/errors.js';
import type { OrderResult } from '../order/order.codes.js';
import type { Order } from '../order/order.entity.js';
import { findOrder, requireOrder } from '../order/order.lookup.js';
import { consentSchema, outcomeReply } from '../checkout/checkout.rest.js';
import { orderErrorReply, orderTokenFrom } from '../checkout/checkout.rest-support.js';
import { toOrderType } from '../checkout/order-view.js';
import { PayMethod } from '../payment/providers/registry.js';
import { buyFollowUp, isPlan, isUpsellPackage, listPlanSkus, listStepPackages, type BuyArgs, type BuyResult } from './upsell.service.js';
import { examNotFound } from '../exam/exam.service.js';

export const buyBody = z.object({
  orderNumber: z.string().max(64),
  token: z.string().max(128),
  skuId: z.coerce.number().int().optional(),
  method: z.enum(PayMethod).nullish(),
  testCard: z.string().max(32).nullish(),
  returnUrl: z.url().max(2048).nullish(),
  trialConsent: consentSchema.nullish(),
});

export function toBuyArgs(body: z.infer<typeof buyBody>): Omit<BuyArgs, 'skuId'> {
  return {
    trialConsent: body.trialConsent,
    payment: body.method ? { method: body.method, testCard: body.testCard ?? undefined, returnUrl: body.returnUrl ?? undefined } : undefined,
  };
}

export async function buyReply(em: EntityManager, result: OrderResult<BuyResult>) {
  if (!result.ok) return orderErrorReply(result.errors);
  const { order, payment } = result.value;
  if (payment) return outcomeReply(em, payment, { token: order.token });
  return { order: await toOrderType(em, order), token: order.token };
}

/** Listing routes may name an order (?orderNumber=&token=) to mark what its buyer already has. */
async function optionalOrder(em: EntityManager, req: Request): Promise<Order | undefined> {
  const ref = typeof req.query.orderNumber === 'string' ? req.query.orderNumber : undefined;
  return ref ? (await findOrder(em, ref, orderTokenFrom(req))) ?? undefined : undefined;
}

async function buy({ em, payments }: RestContext, req: Request, allow: typeof isPlan) {
  const body = parseBody(buyBody, req);
  const parent = await requireOrder(em, body.orderNumber, body.token);
  return buyReply(em, await buyFollowUp(em, payments, parent, { ...toBuyArgs(body), skuId: body.skuId ?? 0 }, allow, new Date()));
}

export const upsellRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/extra/package/list/:orderNumber',
    handler: async ({ em, locale, params }, req) => {
      const order = await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req));
      return listStepPackages(em, { examId: order.exam.id, country: order.country ?? 'US', order }, locale, new Date());
    },
  },
  {
    method: 'get',
    path: '/secondPhase/plan/sku/list/:examId/:country',
    handler: async ({ em, locale, params }, req) =>
      listPlanSkus(em, idParam(params.examId, examNotFound()), params.country ?? '', locale, await optionalOrder(em, req)),
  },
  {
    method: 'get',
    path: '/secondPhase/sku/package/:examId/:step/:country',
    handler: async ({ em, locale, params }, req) => listStepPackages(em, {
      examId: idParam(params.examId, examNotFound()),
      step: idParam(params.step, new AppError('STEP_NOT_FOUND', 'not_found', 'No such upsell step.')),
      country: params.country ?? '',
      order: await optionalOrder(em, req),
    }, locale, new Date()),
  },
  { method: 'post', path: '/secondPhase/pay/skuPackage', handler: (ctx, req) => buy(ctx, req, isUpsellPackage) },
  { method: 'post', path: '/secondPhase/pay/planSku', handler: (ctx, req) => buy(ctx, req, isPlan) },
  {
    method: 'get',
    path: '/secondPhase/order/:orderNumber',
    handler: async ({ em, params }, req) => toOrderType(em, await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req))),
  },
];
