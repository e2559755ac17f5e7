// From a composed report document to its GraphQL shape.
import type { ReportDocument } from '../compose/report-document.js';
import type { Report } from '../report.entity.js';
import { documentView } from './report-document-view.js';
import type { ReportDocumentView } from './report-view.types.js';

export function toReportDocument(report: Report, document: ReportDocument): ReportDocumentView {
  return { ...documentView(document), pdfUrl: `/api/report/pdf/${report.token}?locale=${document.locale}` };
}
