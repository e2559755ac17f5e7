// GraphQL queries of the exam module; questions of many exams load in one batched query.
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { pick, resolveLocale } from '../../shared/locale.js';
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
}
