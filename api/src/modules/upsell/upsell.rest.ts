// REST facade routes of the second phase (SPEC section 7): packages per step, plan SKUs, buying them, and the
// status of an order bought there.
import { idSegment, moneySchema, orderNumberSegment, orderTokenQuery, countrySegment } from '../../http/rest-schemas.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { z } from 'zod';
import { idParam, parseBody, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { AppError } from '../../shared/errors.js';
import type { OrderResult } from '../order/order.codes.js';
import type { Order } from '../order/order.entity.js';
import { findOrder, requireOrder } from '../order/order.lookup.js';
import { consentSchema, outcomeReply } from '../checkout/checkout.rest.js';
import { orderErrorReply, orderOutcomeSchema, orderSchema, orderTokenFrom } from '../checkout/checkout.rest-support.js';
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

/** A follow-up order with its token; `order.payment` says how paying it went. */
export const buyReplySchema = orderOutcomeSchema.extend({ token: z.string() });

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

const offeredSchema = z.looseObject({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  title: z.string(),
  price: moneySchema,
  upsellStep: z.number().int().nullish(),
  purchased: z.boolean(),
});
/** Listings may name an order to mark what its buyer already has. */
const optionalOrderQuery = orderTokenQuery.extend({ orderNumber: orderNumberSegment.optional() });

/** A second-phase purchase on the pay root, of the SKUs `allow` accepts. */
function buyRoute(path: string, description: string, allow: typeof isPlan): RestRoute {
  return { method: 'post', path, roots: ['pay'], description, schemas: { body: buyBody, data: buyReplySchema }, handler: (ctx, req) => buy(ctx, req, allow) };
}

export const upsellRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/extra/package/list/:orderNumber',
    description: 'Upsell packages of every step after an order, marked when already purchased.',
    schemas: { params: z.object({ orderNumber: orderNumberSegment }), query: orderTokenQuery, data: z.array(offeredSchema) },
    handler: async ({ em, locale, params }, req) => {
      const order = await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req));
      return listStepPackages(em, { examId: order.exam.id, country: order.country ?? 'US', order }, locale, new Date());
    },
  },
  {
    method: 'get',
    path: '/secondPhase/plan/sku/list/:examId/:country',
    description: 'Subscription plans of an exam priced for a country (the client sends US).',
    schemas: { params: z.object({ examId: idSegment, country: countrySegment }), query: optionalOrderQuery, data: z.array(offeredSchema) },
    handler: async ({ em, locale, params }, req) =>
      listPlanSkus(em, idParam(params.examId, examNotFound()), params.country ?? '', locale, await optionalOrder(em, req)),
  },
  {
    method: 'get',
    path: '/secondPhase/sku/package/:examId/:step/:country',
    description: 'Upsell packages of one step (1-5).',
    schemas: { params: z.object({ examId: idSegment, step: idSegment, country: countrySegment }), query: optionalOrderQuery, data: z.array(offeredSchema) },
    handler: async ({ em, locale, params }, req) => listStepPackages(em, {
      examId: idParam(params.examId, examNotFound()),
      step: idParam(params.step, new AppError('STEP_NOT_FOUND', 'not_found', 'No such upsell step.')),
      country: params.country ?? '',
      order: await optionalOrder(em, req),
    }, locale, new Date()),
  },
  buyRoute('/secondPhase/pay/skuPackage', 'Buys an upsell package after a paid order: one click when a method was saved, else paid as `method` says.', isUpsellPackage),
  buyRoute('/secondPhase/pay/planSku', 'Buys a subscription plan after a paid order (skip the trial, or the monthly plan).', isPlan),
  {
    method: 'get',
    path: '/secondPhase/order/:orderNumber',
    description: 'An order bought in the second phase.',
    schemas: { params: z.object({ orderNumber: orderNumberSegment }), query: orderTokenQuery, data: orderSchema },
    handler: async ({ em, params }, req) => toOrderType(em, await requireOrder(em, params.orderNumber ?? '', orderTokenFrom(req))),
  },
];
