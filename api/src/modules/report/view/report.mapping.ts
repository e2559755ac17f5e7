// From a report row to the GraphQL `Report`: the kind's result from the stored scores, the links its reader may hold.
import { AttemptStatus } from '../../attempt/attempt.entity.js';
import { ExamKind } from '../../exam/exam.entity.js';
import { examSegment } from '../../exam/exam.service.js';
import type { IqResult as IqScore } from '../../iq/sitting/result.js';
import type { Indicator } from '../../question/question.entity.js';
import { indicatorView } from '../../scoring/indicator-view.js';
import type { PersonalityScore } from '../../scoring/scoring.js';
import type { Locale } from '../../../shared/locale.js';
import type { Report } from '../report.entity.js';
import { ReportState, specStatus } from '../report.state.js';
import type { IqResult, PersonalityResult, ReportView } from './report.types.js';

export function toPersonalityResult(score: PersonalityScore, locale: string): PersonalityResult {
  return {
    typeCode: score.code,
    fullCode: score.fullCode,
    identity: score.identity,
    secondaryCode: score.secondaryCode ?? undefined,
    locale,
    indicators: score.indicators.map((indicator) => ({ ...indicatorView(indicator), indicator: indicator.indicator as Indicator })),
  };
}

function toIqResult(score: IqScore): IqResult {
  return { iq: score.iq, interval90: { ...score.interval90 }, percentile: score.percentile, precision: score.precision, verdict: score.validity.verdict };
}

export interface ReportReader {
  /** The reader may open the in-depth document and hold its token (its token, its member, its partner). */
  documentOpen: boolean;
  /** The locale asked for at the root, if any. */
  locale?: Locale;
}

/** The report as one reader sees it; `report.exam`, `report.attempt` and `report.order` must be loaded. */
export function toReportView(report: Report, reader: ReportReader): ReportView {
  const kind = report.exam.kind;
  const scores = report.scores ?? null;
  const ready = report.state === ReportState.READY;
  return {
    id: report.id,
    kind,
    status: specStatus(report.state),
    exam: examSegment(report.exam),
    examId: report.exam.id,
    examCode: report.exam.code,
    locale: report.locale,
    createdAt: report.createdAt,
    completedAt: report.completedAt ?? null,
    orderNumber: report.order?.orderNumber ?? null,
    reportToken: reader.documentOpen && ready ? report.token : null,
    resultToken: report.attempt?.status === AttemptStatus.SUBMITTED ? report.attempt.token : null,
    personality: kind === ExamKind.PERSONALITY && scores ? toPersonalityResult(scores as unknown as PersonalityScore, reader.locale ?? report.locale) : null,
    iq: kind === ExamKind.IQ && scores ? toIqResult(scores as unknown as IqScore) : null,
    entity: report,
    documentOpen: reader.documentOpen,
    documentLocale: reader.locale,
  };
}
