// GraphQL operations of subscriptions: cancel by email (the unsubscribe page) or by the cancel link of a mail.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { cancelByEmail, cancelByToken } from './subscription.service.js';
import { CancelSubscriptionPayload } from './subscription.types.js';

export const CANCELLED_MESSAGE = 'Cancellation successful';

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => CancelSubscriptionPayload, { description: 'Cancels every running subscription of an email; nothing more is charged' })
  async cancelSubscription(@Ctx() ctx: RequestContext, @Arg('email') email: string): Promise<CancelSubscriptionPayload> {
    const result = await cancelByEmail(ctx.em, email, new Date());
    if (!result.ok) return { cancelled: 0, errors: result.errors };
    return { cancelled: result.value.length, message: CANCELLED_MESSAGE, errors: [] };
  }

  @Mutation(() => CancelSubscriptionPayload, {
    description: "Cancels the subscription of a mail's one-step cancel link (the s parameter); following it twice cancels nothing more",
  })
  async cancelSubscriptionByLink(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<CancelSubscriptionPayload> {
    const result = await cancelByToken(ctx.em, token, new Date());
    if (!result.ok) return { cancelled: 0, errors: result.errors };
    return { cancelled: result.value.length, message: CANCELLED_MESSAGE, errors: [] };
  }
}
