// GraphQL `Report`: the paid report opened with its token, and the fields every root that returns a report shares (the
// composed document, only for a reader the root authorised; the personality type texts).
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../http/context.js';
import { optionalLocale, parseLocale, resolveLocale } from '../../../shared/locale.js';
import { listPersonalityTypes } from '../../personality/personality.service.js';
import { PersonalityTypeType } from '../../personality/personality.types.js';
import { composeReportFor, requirePaidReport } from '../report.service.js';
import { ReportState } from '../report.state.js';
import { isIqScores } from '../compose/iq-report.js';
import { toReportDocument } from './report-view.mapping.js';
import { ReportDocumentView } from './report-view.types.js';
import { toReportView } from './report.mapping.js';
import { PersonalityResult, ReportView } from './report.types.js';

@Resolver(() => ReportView)
export class ReportViewResolver {
  @Query(() => ReportView, { description: 'A paid report by its token; REPORT_NOT_FOUND or REPORT_NOT_PAID otherwise' })
  async report(
    @Ctx() ctx: RequestContext,
    @Arg('token') token: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<ReportView> {
    const report = await requirePaidReport(ctx.em, token);
    return toReportView(report, { documentOpen: true, locale: optionalLocale(locale) });
  }

  @FieldResolver(() => ReportDocumentView, {
    nullable: true,
    description: 'The in-depth report; null until it is completed, or when this query may not open it (the free result)',
  })
  async document(
    @Root() view: ReportView,
    @Ctx() ctx: RequestContext,
    @Arg('locale', () => String, { nullable: true, description: "Defaults to the root query's locale, then the report's" }) locale?: string,
  ): Promise<ReportDocumentView | null> {
    const report = view.entity;
    // The IQ report's document is read through iqReport.
    if (!view.documentOpen || report.state !== ReportState.READY || !report.scores || isIqScores(report.scores)) return null;
    const resolved = resolveLocale(locale ?? view.documentLocale, report.locale);
    return toReportDocument(report, await composeReportFor(ctx.em, report, resolved));
  }
}

@Resolver(() => PersonalityResult)
export class PersonalityResultResolver {
  @FieldResolver(() => PersonalityTypeType, { nullable: true })
  async personalityType(
    @Root() result: PersonalityResult,
    @Ctx() ctx: RequestContext,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<PersonalityTypeType | undefined> {
    const resolved = resolveLocale(locale, parseLocale(result.locale) ?? ctx.locale);
    return (await listPersonalityTypes(ctx.em, resolved)).find((type) => type.code === result.typeCode);
  }
}
