// GraphQL query of the landing counters.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { landingStats } from './stats.service.js';
import { LandingStats } from './stats.types.js';

@Resolver()
export class StatsResolver {
  @Query(() => LandingStats, { description: 'Landing counters for an exam; completedInRegion counts the given country' })
  landingStats(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('country', () => String, { nullable: true }) country?: string,
  ): Promise<LandingStats> {
    return landingStats(ctx.em, examId, country ?? undefined, ctx.marketingFigures);
  }
}
