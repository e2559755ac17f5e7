// The PDF of a paid report, whichever test it is of: the personality report or the IQ report.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../shared/locale.js';
import { composeIqReport, isIqScores } from '../compose/iq-report.js';
import type { Report } from '../report.entity.js';
import { composeReportFor } from '../report.service.js';

/** The renderers (pdfkit and the report fonts) load with the first PDF rather than at start-up. */
export async function paidReportPdf(em: EntityManager, report: Report, locale: Locale): Promise<Buffer> {
  if (isIqScores(report.scores)) {
    const { renderIqReportPdf } = await import('./render-iq-pdf.js');
    return renderIqReportPdf(composeIqReport(report.scores!), locale);
  }
  const { renderReportPdf } = await import('./render-report-pdf.js');
  return renderReportPdf(await composeReportFor(em, report, locale));
}
