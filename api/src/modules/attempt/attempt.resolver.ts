// GraphQL operations of test sittings: thin adapters over the attempt service.
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { AppError } from '../../shared/errors.js';
import type { Report } from '../report/report.entity.js';
import { toReportView } from '../report/view/report.mapping.js';
import { ReportView } from '../report/view/report.types.js';
import { referenceData } from '../reference/reference-data.js';
import { sittingOf, toAttemptType, type SittingFields } from './attempt.mapping.js';
import type { AttemptResult } from './attempt.codes.js';
import {
  captureEmail,
  findAttempt,
  readResult,
  saveAnswers,
  startTest,
  submitTest,
} from './attempt.service.js';
import {
  AnswerInput,
  AttemptErrorCode,
  AttemptPayload,
  AttemptType,
  StartTestInput,
  SubmitTestPayload,
} from './attempt.types.js';

/** The sitting's view; its exam's code and question count come from the reference-data cache. */
async function attemptView(ctx: RequestContext, sitting: SittingFields): Promise<AttemptType> {
  const { exams, questionsByExam } = await referenceData(ctx.em);
  return toAttemptType(sitting, exams.get(sitting.examId)?.code ?? '', questionsByExam.get(sitting.examId)?.length ?? 0);
}

async function attemptPayload(ctx: RequestContext, result: AttemptResult<SittingFields>): Promise<AttemptPayload> {
  if (!result.ok) return { errors: result.errors };
  return { attempt: await attemptView(ctx, result.value), errors: [] };
}

/** What the sitting's token opens: the free result, never the in-depth document or its token. */
const freeResult = (report: Report): ReportView => toReportView(report, { documentOpen: false });

@Resolver()
export class AttemptResolver {
  @Mutation(() => AttemptPayload, { description: 'Starts a sitting of an exam; keep the returned token to resume it' })
  async startTest(@Ctx() ctx: RequestContext, @Arg('input') input: StartTestInput): Promise<AttemptPayload> {
    return attemptPayload(ctx, await startTest(ctx.em, input));
  }

  @Mutation(() => AttemptPayload, { description: 'Saves (or changes) answers; nothing changes when any answer is invalid' })
  async saveAnswers(
    @Ctx() ctx: RequestContext,
    @Arg('token') token: string,
    @Arg('answers', () => [AnswerInput]) answers: AnswerInput[],
  ): Promise<AttemptPayload> {
    return attemptPayload(ctx, await saveAnswers(ctx.em, token, answers));
  }

  @Mutation(() => AttemptPayload, { description: 'Leaves the email address the result and report are sent to' })
  async captureEmail(@Ctx() ctx: RequestContext, @Arg('token') token: string, @Arg('email') email: string): Promise<AttemptPayload> {
    return attemptPayload(ctx, await captureEmail(ctx.em, token, email));
  }

  @Mutation(() => SubmitTestPayload, { description: 'Scores a fully answered sitting; its answers are final afterwards' })
  async submitTest(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<SubmitTestPayload> {
    const result = await submitTest(ctx.em, token);
    return result.ok ? { result: freeResult(result.value.report), errors: [] } : { errors: result.errors };
  }

  @Query(() => AttemptType, { description: 'A sitting by its token, to resume it' })
  async attempt(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<AttemptType> {
    const attempt = await findAttempt(ctx.em, token);
    if (!attempt) throw new AppError(AttemptErrorCode.ATTEMPT_NOT_FOUND, 'not_found', 'No test with this token.');
    return attemptView(ctx, sittingOf(attempt));
  }

  @Query(() => ReportView, {
    description: "The report of a submitted sitting by the sitting's token: its free result (the document stays closed)",
  })
  async testResult(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<ReportView> {
    const result = await readResult(ctx.em, token);
    if (!result.ok) {
      const error = result.errors[0]!;
      throw new AppError(error.code, error.code === AttemptErrorCode.ATTEMPT_NOT_FOUND ? 'not_found' : 'conflict', error.message);
    }
    return freeResult(result.value.report);
  }
}
