// GraphQL operations of the second phase (upsell packages, plans, VIP): thin adapters over their services.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import type { OrderResult } from '../order/order.codes.js';
import { requireOrder } from '../order/order.lookup.js';
import { toOrderType } from '../checkout/order-view.js';
import { buyVip, vipStatus } from './vip.service.js';
import { buyFollowUp, isPlan, isUpsellPackage, listPlanSkus, listStepPackages, type BuyArgs, type BuyResult } from './upsell.service.js';
import { BuyFollowUpInput, FollowUpPayload, OfferedSkuType, VipStatusType } from './upsell.types.js';
import { resolveLocale } from '../../shared/locale.js';

function buyArgs(input: BuyFollowUpInput): Omit<BuyArgs, 'skuId'> {
  return {
    trialConsent: input.trialConsent,
    payment: input.method ? { method: input.method, testCard: input.testCard, returnUrl: input.returnUrl } : undefined,
  };
}

async function payload(ctx: RequestContext, result: OrderResult<BuyResult>): Promise<FollowUpPayload> {
  if (!result.ok) return { errors: result.errors, paymentErrors: [] };
  const { order, payment } = result.value;
  const shown = payment?.order ?? order;
  return {
    order: await toOrderType(ctx.em, shown, payment?.live, payment ? payment.attempt ?? null : undefined),
    token: order.token,
    errors: [],
    paymentErrors: payment?.errors ?? [],
  };
}

@Resolver()
export class UpsellResolver {
  @Query(() => [OfferedSkuType], { description: 'Upsell packages after an order, per step (1-5), marked when already purchased' })
  async upsellPackages(
    @Ctx() ctx: RequestContext,
    @Arg('ref') ref: string,
    @Arg('token') token: string,
    @Arg('step', () => Int, { nullable: true }) step?: number,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<OfferedSkuType[]> {
    const order = await requireOrder(ctx.em, ref, token);
    return listStepPackages(ctx.em, { examId: order.exam.id, country: order.country ?? 'US', step, order }, resolveLocale(locale, ctx.locale), new Date());
  }

  @Query(() => [OfferedSkuType], { description: 'Subscription plans after an order, marked when already purchased' })
  async secondPhasePlans(
    @Ctx() ctx: RequestContext,
    @Arg('ref') ref: string,
    @Arg('token') token: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<OfferedSkuType[]> {
    const order = await requireOrder(ctx.em, ref, token);
    return listPlanSkus(ctx.em, order.exam.id, order.country ?? 'US', resolveLocale(locale, ctx.locale), order);
  }

  @Mutation(() => FollowUpPayload, { description: 'Buys an upsell package after a paid order (one click when a method was saved)' })
  async buyUpsellPackage(@Ctx() ctx: RequestContext, @Arg('input') input: BuyFollowUpInput): Promise<FollowUpPayload> {
    const parent = await requireOrder(ctx.em, input.orderRef, input.token);
    return payload(ctx, await buyFollowUp(ctx.em, ctx.payments, parent, { ...buyArgs(input), skuId: input.skuId ?? 0 }, isUpsellPackage, new Date()));
  }

  @Mutation(() => FollowUpPayload, { description: 'Buys a subscription plan after a paid order (skip the trial, or the monthly plan)' })
  async buySecondPhasePlan(@Ctx() ctx: RequestContext, @Arg('input') input: BuyFollowUpInput): Promise<FollowUpPayload> {
    const parent = await requireOrder(ctx.em, input.orderRef, input.token);
    return payload(ctx, await buyFollowUp(ctx.em, ctx.payments, parent, { ...buyArgs(input), skuId: input.skuId ?? 0 }, isPlan, new Date()));
  }

  @Mutation(() => FollowUpPayload, { description: 'Buys VIP membership after a paid order' })
  async buyVip(@Ctx() ctx: RequestContext, @Arg('input') input: BuyFollowUpInput): Promise<FollowUpPayload> {
    const parent = await requireOrder(ctx.em, input.orderRef, input.token);
    return payload(ctx, await buyVip(ctx.em, ctx.payments, parent, { ...buyArgs(input), skuId: input.skuId }, new Date()));
  }

  @Query(() => VipStatusType, { description: "The VIP status of an order's buyer" })
  async vipStatus(@Ctx() ctx: RequestContext, @Arg('ref') ref: string, @Arg('token') token: string): Promise<VipStatusType> {
    return vipStatus(ctx.em, await requireOrder(ctx.em, ref, token), new Date());
  }
}
