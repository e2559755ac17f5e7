// GraphQL queries of the question module, and an exam's questions (fields of Exam that this module answers).
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { requireLocale, resolveLocale } from '../../shared/locale.js';
import { ExamType } from '../exam/exam.types.js';
import { listQuestions } from './question.service.js';
import { fromLocalizedQuestion, QuestionType, toQuestionType } from './question.types.js';

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

@Resolver(() => ExamType)
export class ExamQuestionsResolver {
  @FieldResolver(() => Int, { description: 'Number of questions' })
  async questionCount(@Root() exam: ExamType, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.questionsByExam.load(exam.id)).length;
  }

  @FieldResolver(() => [QuestionType], { description: 'Questions in presentation order' })
  async questions(
    @Root() exam: ExamType,
    @Ctx() ctx: RequestContext,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<QuestionType[]> {
    const resolved = resolveLocale(locale, ctx.locale);
    return (await ctx.loaders.questionsByExam.load(exam.id)).map((question) => toQuestionType(question, resolved));
  }
}
