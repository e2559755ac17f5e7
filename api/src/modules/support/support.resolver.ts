// GraphQL operation of the contact form and refund requests.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { resolveLocale } from '../../shared/locale.js';
import { submitSupportRequest } from './support.service.js';
import { SupportRequestInput, SupportRequestPayload } from './support.types.js';

@Resolver()
export class SupportResolver {
  @Mutation(() => SupportRequestPayload, {
    description: 'Sends a message to support, or a refund request for one of your orders: stored, mailed to support, confirmed to you. Rate limited.',
  })
  async sendSupportRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input') input: SupportRequestInput,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<SupportRequestPayload> {
    const result = await submitSupportRequest(ctx.em, input, {
      ip: ctx.ip, locale: resolveLocale(locale, ctx.locale), supportAddress: ctx.supportAddress, viewer: await ctx.auth.viewer(),
    }, new Date());
    return result.ok ? { reference: result.value.reference, errors: [] } : { errors: result.errors };
  }
}
