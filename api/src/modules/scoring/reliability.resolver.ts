// GraphQL query of the published reliability of a questionnaire.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { publishedReliability } from './reliability.service.js';
import { Reliability } from './reliability.types.js';

@Resolver()
export class ReliabilityResolver {
  @Query(() => Reliability, { description: "Cronbach's alpha per indicator from the answers of completed tests; EXAM_NOT_FOUND for an unknown exam" })
  reliability(@Ctx() ctx: RequestContext, @Arg('examId', () => Int) examId: number): Promise<Reliability> {
    return publishedReliability(ctx.em, examId);
  }
}
