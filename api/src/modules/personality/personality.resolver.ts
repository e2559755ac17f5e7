// GraphQL queries of the personality-type module.
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { listPersonalityTypes } from './personality.service.js';
import { PersonalityTypeType } from './personality.types.js';
import { resolveLocale } from '../../shared/locale.js';

@Resolver()
export class PersonalityResolver {
  @Query(() => [PersonalityTypeType], { description: 'The 16 personality types in display order' })
  personalityTypes(
    @Ctx() ctx: RequestContext,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<PersonalityTypeType[]> {
    return listPersonalityTypes(ctx.em, resolveLocale(locale, ctx.locale));
  }
}
