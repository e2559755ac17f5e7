// GraphQL operations of the order module that need no order view: the price of an item before ordering.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { resolveLocale } from '../../shared/locale.js';
import { quotePrice } from './order.quote.js';
import { PriceQuotePayload } from './order.types.js';

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
}
