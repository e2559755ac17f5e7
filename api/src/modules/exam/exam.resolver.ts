// GraphQL queries of the exam module; questions of many exams load in one batched query.
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { pick } from '../../shared/locale.js';
import { resolveLocale } from '../language/language.service.js';
import { toQuestionType, QuestionType } from '../question/question.types.js';
import { listExams, requireExam } from './exam.service.js';
import { ExamType, toExamType } from './exam.types.js';

@Resolver(() => ExamType)
export class ExamResolver {
  @Query(() => ExamType, { description: 'One exam by id; EXAM_NOT_FOUND when there is none' })
  async exam(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ExamType> {
    return toExamType(await requireExam(ctx.em, id));
  }

  @Query(() => [ExamType], { description: 'Every exam on offer, in display order' })
  async exams(@Ctx() ctx: RequestContext): Promise<ExamType[]> {
    return (await listExams(ctx.em)).map(toExamType);
  }

  @FieldResolver(() => String)
  title(@Root() exam: ExamType, @Ctx() ctx: RequestContext, @Arg('locale', () => String, { nullable: true }) locale?: string): string {
    return pick(exam.titles, resolveLocale(locale, ctx.locale)) ?? exam.code;
  }

  @FieldResolver(() => String)
  description(@Root() exam: ExamType, @Ctx() ctx: RequestContext, @Arg('locale', () => String, { nullable: true }) locale?: string): string {
    return pick(exam.descriptions, resolveLocale(locale, ctx.locale)) ?? '';
  }

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
