// GraphQL operations of the member readings: thin adapters over the resources service (members only; gated by the
// entitlements the member holds).
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { resolveLocale } from '../../shared/locale.js';
import { requireViewer } from '../account/account.session.js';
import { toLibrary, toReading } from './resources.mapping.js';
import { memberLibrary, readingFor } from './resources.service.js';
import { MemberLibrary, Reading, ReadingKindType } from './resources.types.js';

@Resolver()
export class ResourcesResolver {
  @Query(() => MemberLibrary, { description: 'Every skill pack and in-depth chapter with what the signed-in member holds; UNAUTHENTICATED otherwise' })
  async memberLibrary(
    @Ctx() ctx: RequestContext,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<MemberLibrary> {
    const user = await requireViewer(ctx.auth);
    return toLibrary(await memberLibrary(ctx.em, user, resolveLocale(locale, ctx.locale), new Date()));
  }

  @Query(() => Reading, {
    description: 'A skill pack or in-depth chapter tailored to the member\'s type (or to `type`); RESOURCE_NOT_HELD when the member does not hold it, RESOURCE_NOT_FOUND for an unknown id',
  })
  async reading(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => ReadingKindType) kind: ReadingKindType,
    @Arg('id') id: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
    @Arg('type', () => String, { nullable: true, description: 'A type code such as INFP-T to read another type\'s version' }) type?: string,
  ): Promise<Reading> {
    const user = await requireViewer(ctx.auth);
    const request = { kind, id, locale: resolveLocale(locale, ctx.locale), typeCode: type ?? null };
    return toReading(await readingFor(ctx.em, user, request, new Date()));
  }
}
