// GraphQL queries of the question module.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { requireLocale } from '../language/language.service.js';
import { listQuestions } from './question.service.js';
import { fromLocalizedQuestion, QuestionType } from './question.types.js';

@Resolver()
export class QuestionResolver {
  @Query(() => [QuestionType], { description: 'Questions of an exam in one locale, in presentation order' })
  async questions(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('locale', () => String) locale: string,
  ): Promise<QuestionType[]> {
    const resolved = requireLocale(locale);
    return (await listQuestions(ctx.em, examId, resolved)).map((question) => fromLocalizedQuestion(question, resolved));
  }
}
