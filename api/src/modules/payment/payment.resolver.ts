// GraphQL operations of paying: thin adapters over the payment service.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { requireOrder } from '../order/order.lookup.js';
import { toOrderType } from '../order/order.view.js';
import { checkPayment, startPayment, type PaymentOutcome } from './payment.service.js';
import { PayOrderInput, PayOrderPayload } from './payment.types.js';

export async function toPayPayload(ctx: RequestContext, outcome: PaymentOutcome): Promise<PayOrderPayload> {
  return { order: await toOrderType(ctx.em, outcome.order, outcome.live, outcome.attempt ?? null), errors: outcome.errors };
}

@Resolver()
export class PaymentResolver {
  @Mutation(() => PayOrderPayload, { description: 'Pays an order; repeating it continues the same payment, never a second charge' })
  async payOrder(@Ctx() ctx: RequestContext, @Arg('input') input: PayOrderInput): Promise<PayOrderPayload> {
    const order = await requireOrder(ctx.em, input.orderRef, input.token);
    const outcome = await startPayment(ctx.em, ctx.payments, order.id, {
      method: input.method,
      testCard: input.testCard,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
    }, new Date());
    return toPayPayload(ctx, outcome);
  }

  @Mutation(() => PayOrderPayload, { description: 'Asks the provider how the payment stands (after 3-D Secure or PayPal approval) and settles it' })
  async checkPayment(@Ctx() ctx: RequestContext, @Arg('ref') ref: string, @Arg('token') token: string): Promise<PayOrderPayload> {
    const order = await requireOrder(ctx.em, ref, token);
    return toPayPayload(ctx, await checkPayment(ctx.em, ctx.payments, order.id, new Date()));
  }
}
