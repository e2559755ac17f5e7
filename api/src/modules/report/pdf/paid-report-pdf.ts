// The PDF of a paid report, whichever test it is of: the personality report or the IQ report.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../shared/locale.js';
import { composeIqReport, isIqScores } from '../compose/iq-report.js';
import type { Report } from '../report.entity.js';
import { composeReportFor } from '../report.service.js';
import { renderIqReportPdf } from './render-iq-pdf.js';
import { renderReportPdf } from './render-report-pdf.js';

export async function paidReportPdf(em: EntityManager, report: Report, locale: Locale): Promise<Buffer> {
  if (isIqScores(report.scores)) return renderIqReportPdf(composeIqReport(report.scores!), locale);
  return renderReportPdf(await composeReportFor(em, report, locale));
}
