// From a composed report document to its GraphQL shape.
import { specStatus } from '../report.state.js';
import type { ReportDocument } from '../compose/report-document.js';
import type { Report } from '../report.entity.js';
import { documentView } from './report-document-view.js';
import type { InDepthReport } from './report-view.types.js';

export function toInDepthReport(report: Report, document: ReportDocument): InDepthReport {
  return {
    token: report.token,
    status: specStatus(report.state).toUpperCase(),
    examCode: report.exam.code,
    examId: report.exam.id,
    orderNumber: report.order?.orderNumber,
    completedAt: report.completedAt,
    ...documentView(document),
    pdfUrl: `/api/report/pdf/${report.token}?locale=${document.locale}`,
  };
}
