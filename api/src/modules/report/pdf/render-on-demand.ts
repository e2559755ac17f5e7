// The report PDF renderer, loaded with pdfkit and the report fonts on the first PDF rather than at start-up.
import type { ReportDocument } from '../compose/report-document.js';

export async function renderReportPdfOnDemand(report: ReportDocument): Promise<Buffer> {
  const { renderReportPdf } = await import('./render-report-pdf.js');
  return renderReportPdf(report);
}
