// GraphQL query of the in-depth report: opened only with its token.
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../http/context.js';
import { resolveLocale } from '../../../shared/locale.js';
import { composeReportFor, requirePaidReport } from '../report.service.js';
import { toInDepthReport } from './report-view.mapping.js';
import { InDepthReport } from './report-view.types.js';

@Resolver()
export class ReportViewResolver {
  @Query(() => InDepthReport, { description: 'A paid report by its token; REPORT_NOT_FOUND or REPORT_NOT_PAID otherwise' })
  async report(
    @Ctx() ctx: RequestContext,
    @Arg('token') token: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<InDepthReport> {
    const report = await requirePaidReport(ctx.em, token);
    const resolved = resolveLocale(locale, report.locale);
    return toInDepthReport(report, await composeReportFor(ctx.em, report, resolved));
  }
}
