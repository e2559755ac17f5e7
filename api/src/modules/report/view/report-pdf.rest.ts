// PDF download of a paid report (SPEC section 7: the file is named by the order number, else 'file.pdf').
import type { Request } from 'express';
import { RestFile, type RestRoute } from '../../../http/rest-kit.js';
import { parseLocale } from '../../../shared/locale.js';
import { paidReportPdf } from '../pdf/paid-report-pdf.js';
import { reportFileName } from '../pdf/report-file-name.js';
import { requirePaidReport } from '../report.service.js';

async function pdfFor(em: Parameters<typeof requirePaidReport>[0], token: string, localeParam: unknown): Promise<RestFile> {
  const report = await requirePaidReport(em, token);
  const locale = parseLocale(typeof localeParam === 'string' ? localeParam : undefined) ?? parseLocale(report.locale) ?? 'EN';
  const body = await paidReportPdf(em, report, locale);
  return new RestFile(body, 'application/pdf', reportFileName(report.order?.orderNumber));
}

export const reportPdfRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/report/pdf/:token',
    handler: async ({ em, params }, req: Request) => pdfFor(em, params.token ?? '', req.query.locale),
  },
  {
    // The legacy download call posts JSON with the report token.
    method: 'post',
    path: '/exam/order/file/down/info',
    handler: async ({ em }, req: Request) => {
      const body = (req.body ?? {}) as { token?: unknown; locale?: unknown };
      return pdfFor(em, typeof body.token === 'string' ? body.token : '', body.locale);
    },
  },
];
