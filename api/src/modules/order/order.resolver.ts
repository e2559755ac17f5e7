// GraphQL operations of orders: thin adapters over the order services.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { resolveLocale } from '../language/language.service.js';
import { requireOrder } from './order.lookup.js';
import { quotePrice } from './order.quote.js';
import { createOrder, updateOrderEmail } from './order.service.js';
import { CreateOrderInput, CreateOrderPayload, OrderPayload, OrderType, PriceQuotePayload } from './order.types.js';
import { toOrderType } from './order.view.js';

@Resolver()
export class OrderResolver {
  @Query(() => PriceQuotePayload, { description: 'The price of an item with a promo code, and its subscription terms, before ordering' })
  async priceQuote(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('skuId', () => Int) skuId: number,
    @Arg('country') country: string,
    @Arg('promoCode', () => String, { nullable: true }) promoCode?: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<PriceQuotePayload> {
    const result = await quotePrice(ctx.em, { examId, skuId, country, promoCode }, resolveLocale(locale, ctx.locale), new Date());
    return result.ok ? { quote: result.value, errors: [] } : { errors: result.errors };
  }

  @Mutation(() => CreateOrderPayload, { description: 'Orders an item for a test sitting; the price comes from the catalog' })
  async createOrder(@Ctx() ctx: RequestContext, @Arg('input') input: CreateOrderInput): Promise<CreateOrderPayload> {
    const result = await createOrder(ctx.em, input, new Date());
    if (!result.ok) return { errors: result.errors };
    return { order: await toOrderType(ctx.em, result.value), token: result.value.token, errors: [] };
  }

  @Query(() => OrderType, { description: 'An order by id or order number, with its token' })
  async order(@Ctx() ctx: RequestContext, @Arg('ref') ref: string, @Arg('token') token: string): Promise<OrderType> {
    return toOrderType(ctx.em, await requireOrder(ctx.em, ref, token));
  }

  @Mutation(() => OrderPayload, { description: 'Changes where the order and its report are delivered' })
  async updateOrderEmail(
    @Ctx() ctx: RequestContext,
    @Arg('ref') ref: string,
    @Arg('token') token: string,
    @Arg('email') email: string,
  ): Promise<OrderPayload> {
    const result = await updateOrderEmail(ctx.em, await requireOrder(ctx.em, ref, token), email);
    return result.ok ? { order: await toOrderType(ctx.em, result.value), errors: [] } : { errors: result.errors };
  }
}
