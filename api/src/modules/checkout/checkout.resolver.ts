// GraphQL operations of a purchase: create and read an order, change its delivery address, pay it and check the
// payment. Thin adapters over the order and payment services, answering with the order view.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { selects } from '../../http/selection.js';
import { awaitFulfilment, MAX_FULFILMENT_WAIT_SECONDS, waitForFulfilment } from '../fulfilment/fulfilment-signal.js';
import { OrderStatus } from '../order/order.entity.js';
import { orderIdOf, requireOrder, rereadOrder } from '../order/order.lookup.js';
import { createOrder, updateOrderEmail } from '../order/order.service.js';
import { CreateOrderInput } from '../order/order.types.js';
import { checkPayment, startPayment, type PaymentOutcome } from '../payment/payment.service.js';
import { PayOrderInput } from '../payment/payment.types.js';
import { CreateOrderPayload, OfferBuyerType, OrderPayload, OrderType, PayOrderPayload } from './checkout.types.js';
import { offerBuyer } from './offer-buyer.js';
import { AppError } from '../../shared/errors.js';
import { paymentOrderType, rereadWithReadyReport, toOrderType } from './order-view.js';

export async function toPayPayload(ctx: RequestContext, outcome: PaymentOutcome): Promise<PayOrderPayload> {
  return { order: await paymentOrderType(ctx.em, outcome), errors: outcome.errors };
}

@Resolver()
export class CheckoutResolver {
  @Mutation(() => CreateOrderPayload, { description: 'Orders an item for a test sitting; the price comes from the catalog' })
  async createOrder(@Ctx() ctx: RequestContext, @Arg('input') input: CreateOrderInput): Promise<CreateOrderPayload> {
    const result = await createOrder(ctx.em, input, new Date());
    if (!result.ok) return { errors: result.errors };
    return { order: await toOrderType(ctx.em, result.value), token: result.value.token, errors: [] };
  }

  @Query(() => OfferBuyerType, { description: "The buyer of a sitting (by its token) for the offer page: the address to fill in and the SKUs already held (by the sitting's address, and by the signed-in member)" })
  async offerBuyer(@Ctx() ctx: RequestContext, @Arg('attemptToken') attemptToken: string): Promise<OfferBuyerType> {
    const buyer = await offerBuyer(ctx.em, attemptToken, new Date(), await ctx.auth.viewer());
    if (!buyer) throw new AppError('ATTEMPT_NOT_FOUND', 'not_found', 'No test with this token.');
    return buyer;
  }

  @Query(() => OrderType, { description: 'An order by id or order number, with its token' })
  async order(
    @Ctx() ctx: RequestContext,
    @Arg('ref') ref: string,
    @Arg('token') token: string,
    @Arg('awaitFulfilmentSeconds', () => Int, {
      defaultValue: 0,
      description: `For a paid order whose fulfilment (account, entitlements, report) has not run yet: answer once it has, or after this many seconds (0-${MAX_FULFILMENT_WAIT_SECONDS}), instead of at once. The success page asks this way instead of polling.`,
    }) awaitSeconds: number,
    @Info() info: GraphQLResolveInfo,
  ): Promise<OrderType> {
    if (!Number.isInteger(awaitSeconds) || awaitSeconds < 0 || awaitSeconds > MAX_FULFILMENT_WAIT_SECONDS) {
      throw new AppError('BAD_REQUEST', 'bad_input', `awaitFulfilmentSeconds must be a whole number from 0 to ${MAX_FULFILMENT_WAIT_SECONDS}.`);
    }
    // An order named by its id (the success page's way) is waited for from before its one read: a fulfilment that
    // commits after the read wakes the wait, so no second look is needed.
    const id = orderIdOf(ref);
    const early = awaitSeconds > 0 && id ? waitForFulfilment(id, awaitSeconds * 1000) : null;
    try {
      const order = await requireOrder(ctx.em, ref, token);
      let woken = false;
      if (awaitSeconds > 0 && order.status === OrderStatus.PAID && !order.fulfilledAt) {
        // Seen at the second look (an order named by its number), the order was just read.
        const lookAgain = async () => Boolean((await rereadOrder(ctx.em, order.id))?.fulfilledAt);
        woken = early && order.id === id ? await early.woken : await awaitFulfilment(order.id, awaitSeconds * 1000, lookAgain) === 'woken';
      }
      // Woken by the fulfilment's commit, the order is read again with its ready report, in one statement.
      const readyReport = woken ? (await rereadWithReadyReport(ctx.em, order.id))?.readyReport : undefined;
      // The latest payment try is read only when the query asks for it (the success page does not).
      return await toOrderType(ctx.em, order, undefined, selects(info, 'payment') ? undefined : null, readyReport === undefined ? {} : { readyReport });
    } finally {
      early?.cancel();
    }
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

  @Mutation(() => PayOrderPayload, { description: 'Pays an order; repeating it continues the same payment, never a second charge' })
  async payOrder(@Ctx() ctx: RequestContext, @Arg('input') input: PayOrderInput): Promise<PayOrderPayload> {
    // An order named by its id is opened by its token on the row the payment locks, without a read before.
    const byId = orderIdOf(input.orderRef);
    const orderId = byId ?? (await requireOrder(ctx.em, input.orderRef, input.token)).id;
    const outcome = await startPayment(ctx.em, ctx.payments, orderId, {
      method: input.method,
      testCard: input.testCard,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      token: byId ? input.token : undefined,
    }, new Date());
    return toPayPayload(ctx, outcome);
  }

  @Mutation(() => PayOrderPayload, { description: 'Asks the provider how the payment stands (after 3-D Secure or PayPal approval) and settles it' })
  async checkPayment(@Ctx() ctx: RequestContext, @Arg('ref') ref: string, @Arg('token') token: string): Promise<PayOrderPayload> {
    const order = await requireOrder(ctx.em, ref, token);
    return toPayPayload(ctx, await checkPayment(ctx.em, ctx.payments, order.id, new Date()));
  }
}
