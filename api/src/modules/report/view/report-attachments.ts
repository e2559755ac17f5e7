// Attaches the PDF of each paid report to the report-ready mail sent after a purchase (rendered at send time, so
// the outbox row stays small and a rendering failure is retried like any other delivery failure).
import type { MikroORM } from '@mikro-orm/postgresql';
import { reportReadyData } from '../../mail/mail.data.js';
import type { AttachmentHook } from '../../mail/mail.delivery.js';
import { MailTemplate } from '../../mail/mail-outbox.entity.js';
import { paidReportPdf } from '../pdf/paid-report-pdf.js';
import { reportFileName } from '../pdf/report-file-name.js';
import { requirePaidReport } from '../report.service.js';

export function reportPdfAttachments(orm: MikroORM): AttachmentHook {
  return async (mail) => {
    if (mail.template !== MailTemplate.REPORT_READY) return undefined;
    const data = reportReadyData.parse(mail.data);
    // A retrieval mail may list many reports: it carries links only, the purchase mail carries the file.
    if (data.context !== 'purchase') return undefined;
    const locale = mail.locale;
    const em = orm.em.fork();
    const files = [];
    for (const entry of data.reports.filter((report) => report.kind === 'paid')) {
      const report = await requirePaidReport(em, entry.token);
      const content = await paidReportPdf(em, report, locale);
      files.push({ filename: reportFileName(report.order?.orderNumber), content });
    }
    return files;
  };
}
