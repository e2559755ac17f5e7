// GraphQL operations of the public cancellation: the form mails a one-time link, and the link (or the one-step link
// of a trial reminder) cancels.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { resolveLocale } from '../../shared/locale.js';
import { requestCancelLink } from './cancel-link.js';
import { cancelByToken } from './subscription.service.js';
import { CancelLinkPayload, CancelSubscriptionPayload } from './subscription.types.js';

export const CANCELLED_MESSAGE = 'Cancellation successful';
/** The same answer whether or not the address has a plan. */
export const LINK_SENT_MESSAGE = 'If this address has a running subscription, we have emailed it a link to cancel it.';

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => CancelLinkPayload, {
    description: 'The public cancellation form: mails a one-time cancel link when the address has a running plan; answers the same either way. Rate limited.',
  })
  async requestCancelLink(
    @Ctx() ctx: RequestContext,
    @Arg('email') email: string,
    @Arg('exam', () => String, { nullable: true, description: 'The {code}-{examId} to come back to' }) exam?: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<CancelLinkPayload> {
    const result = await requestCancelLink(ctx.em, { email, exam, locale: resolveLocale(locale, ctx.locale), ip: ctx.ip }, new Date());
    return result.ok ? { sent: true, message: LINK_SENT_MESSAGE, errors: [] } : { sent: false, errors: result.errors };
  }

  @Mutation(() => CancelSubscriptionPayload, {
    description: "Cancels with a mail's one-step cancel link (the s parameter): a trial reminder's, or the one the form mailed; following it twice cancels nothing more",
  })
  async cancelSubscriptionByLink(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<CancelSubscriptionPayload> {
    const result = await cancelByToken(ctx.em, token, new Date());
    if (!result.ok) return { cancelled: 0, errors: result.errors };
    return { cancelled: result.value.length, message: CANCELLED_MESSAGE, errors: [] };
  }
}
