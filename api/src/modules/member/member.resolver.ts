// GraphQL operations of the member centre and My store: thin adapters over the member service (members only).
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { resolveLocale } from '../../shared/locale.js';
import { requireViewer } from '../account/account.session.js';
import { MAX_LISTED_PURCHASES, memberCentre, offerSitting, purchaseHistory, storeCatalogue } from './member.service.js';
import { MemberCentre, MyStore } from './member.types.js';

@Resolver()
export class MemberResolver {
  @Query(() => MemberCentre, { description: "The signed-in member's membership and the features it includes now; UNAUTHENTICATED otherwise" })
  async memberCentre(@Ctx() ctx: RequestContext): Promise<MemberCentre> {
    return memberCentre(ctx.em, await requireViewer(ctx.auth), new Date());
  }

  @Query(() => MyStore, { description: "The exam's catalogue marked owned / not owned for the signed-in member, and their purchases" })
  async myStore(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('country') country: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<MyStore> {
    const user = await requireViewer(ctx.auth);
    const resolved = resolveLocale(locale, ctx.locale);
    const now = new Date();
    const [products, purchases, offerToken] = await Promise.all([
      storeCatalogue(ctx.em, user, { examId, country, locale: resolved }, now),
      purchaseHistory(ctx.em, user, resolved),
      offerSitting(ctx.em, user),
    ]);
    return { products, purchases, offerToken, purchaseLimit: MAX_LISTED_PURCHASES };
  }
}
