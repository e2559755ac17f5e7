// GraphQL operation of retrieving reports by email: a thin adapter over the retrieve service.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../http/context.js';
import { RETRIEVE_MESSAGES } from './retrieve.codes.js';
import { retrieveReports } from './retrieve.service.js';
import { RetrieveReportsPayload } from './retrieve.types.js';
import { resolveLocale } from '../../../shared/locale.js';

@Resolver()
export class RetrieveResolver {
  @Mutation(() => RetrieveReportsPayload, {
    description: 'Mails the links of every report of an address (in `locale`, else the hl header\'s); rate limited per address and per IP',
  })
  async retrieveReports(
    @Ctx() ctx: RequestContext,
    @Arg('email') email: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<RetrieveReportsPayload> {
    const outcome = await retrieveReports(ctx.em, { email, locale: resolveLocale(locale, ctx.locale), ip: ctx.ip }, new Date(), ctx.log);
    if (outcome.ok) return { status: outcome.value, message: RETRIEVE_MESSAGES[outcome.value], errors: [] };
    return { errors: outcome.errors };
  }
}
