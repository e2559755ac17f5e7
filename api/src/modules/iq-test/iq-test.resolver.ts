// GraphQL operations of the IQ test: thin adapters over the IQ sitting service. A sitting starts with startTest
// (exam 2047, code MRIQ) like any exam; these show its questions, take answers and read the result and paid report.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { AppError } from '../../shared/errors.js';
import { toResultType, toSittingType } from './iq-test.mapping.js';
import { answerItem, readIqReport, readIqResult, viewSitting } from './iq-test.service.js';
import { IqAnswerPayload, IqResultType, IqSittingPayload, IqTestErrorCode } from './iq-test.types.js';

@Resolver()
export class IqTestResolver {
  @Mutation(() => IqSittingPayload, {
    description: 'The IQ sitting of an attempt as it stands: starts it on the first call, shows the question on screen (the same one after a reload), ends it when a stop rule fires',
  })
  async iqSitting(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<IqSittingPayload> {
    const result = await viewSitting(ctx.em, token);
    return result.ok ? { sitting: toSittingType(result.value), errors: [] } : { errors: result.errors };
  }

  @Mutation(() => IqAnswerPayload, { description: 'Answers the question on screen with the option at position 0..7; one answer per item' })
  async answerIqItem(
    @Ctx() ctx: RequestContext,
    @Arg('token') token: string,
    @Arg('itemId') itemId: string,
    @Arg('position', () => Int) position: number,
  ): Promise<IqAnswerPayload> {
    const result = await answerItem(ctx.em, { token, itemId, position });
    if (!result.ok) return { errors: result.errors };
    return { sitting: toSittingType(result.value.view), feedback: result.value.feedback, errors: [] };
  }

  @Query(() => IqResultType, { description: 'The free result of a finished IQ sitting, by the attempt token' })
  async iqResult(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<IqResultType> {
    const result = await readIqResult(ctx.em, token);
    if (!result.ok) {
      const error = result.errors[0]!;
      throw new AppError(error.code, error.code === IqTestErrorCode.NOT_FINISHED ? 'conflict' : error.code === IqTestErrorCode.NOT_AN_IQ_TEST ? 'bad_input' : 'not_found', error.message);
    }
    return toResultType(result.value, false);
  }

  @Query(() => IqResultType, { description: 'The paid IQ report by its report token; REPORT_NOT_FOUND or REPORT_NOT_PAID otherwise' })
  async iqReport(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<IqResultType> {
    return toResultType(await readIqReport(ctx.em, token), true);
  }
}
