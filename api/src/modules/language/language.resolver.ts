// GraphQL queries of the language module.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { requireExam } from '../exam/exam.service.js';
import { listLanguages } from './language.service.js';
import { LanguageType } from './language.types.js';

@Resolver()
export class LanguageResolver {
  @Query(() => [LanguageType], { description: 'Interface languages offered for an exam (all nine when no exam is given)' })
  async languages(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int, { nullable: true }) examId?: number,
  ): Promise<LanguageType[]> {
    if (examId !== undefined && examId !== null) await requireExam(ctx.em, examId);
    return listLanguages(ctx.em);
  }
}
