// PDF download of a paid report (SPEC section 7: the file is named by the order number, else 'file.pdf').
import { z } from 'zod';
import { localeSegment } from '../../../http/rest-schemas.js';
import type { Request } from 'express';
import { parseBody, RestFile, type RestRoute } from '../../../http/rest-kit.js';
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

const downloadBody = z.object({ token: z.string().max(128), locale: localeSegment.nullish() });
/** Not an envelope: the OpenAPI document describes it as application/pdf. */
const pdfFile = z.file().mime('application/pdf').describe('application/pdf');

export const reportPdfRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/report/pdf/:token',
    description: 'The paid report as a PDF named by its order number.',
    schemas: { params: z.object({ token: z.string().max(128) }), query: z.object({ locale: localeSegment.optional() }), data: pdfFile },
    handler: async ({ em, params }, req: Request) => pdfFor(em, params.token ?? '', req.query.locale),
  },
  {
    // The legacy download call posts JSON with the report token.
    method: 'post',
    path: '/exam/order/file/down/info',
    description: 'The legacy download: posts the report token, gets the PDF named by the order number.',
    schemas: { body: downloadBody, data: pdfFile },
    handler: async ({ em }, req: Request) => {
      const body = parseBody(downloadBody, req);
      return pdfFor(em, body.token, body.locale);
    },
  },
];
