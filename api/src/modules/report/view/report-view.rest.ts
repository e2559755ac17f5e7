// REST facade route of the in-depth report (SPEC section 7: /exam/order/mbti/{id}, where id is the report's
// unguessable token, the only thing that opens it), composed like the GraphQL `report` query.
import { z } from 'zod';
import type { RestRoute } from '../../../http/rest-kit.js';
import { isoDate, localeSegment } from '../../../http/rest-schemas.js';
import { parseLocale, resolveLocale } from '../../../shared/locale.js';
import { composeReportFor, requirePaidReport } from '../report.service.js';
import { toInDepthReport } from './report-view.mapping.js';

const reportSchema = z.looseObject({
  token: z.string(),
  status: z.string(),
  examCode: z.string(),
  examId: z.number().int(),
  orderNumber: z.string().nullish(),
  completedAt: isoDate.nullish(),
  locale: z.string(),
  lang: z.string(),
  title: z.string(),
  kicker: z.string(),
  type: z.looseObject({ code: z.string() }),
  basics: z.looseObject({ keywords: z.array(z.string()), famousPeople: z.array(z.string()) }),
  dimensions: z.array(z.looseObject({ range: z.looseObject({}) })),
  sections: z.array(z.object({ id: z.string(), title: z.string(), blocks: z.array(z.looseObject({ kind: z.string() })) })),
  pdfUrl: z.string(),
});

export const reportViewRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/order/mbti/:id',
    description: 'The in-depth report by its token, in ?locale= (else the report\'s language); 404 for an unknown token, 403 before it is paid.',
    schemas: { params: z.object({ id: z.string().max(128).describe('The report\'s token') }), query: z.object({ locale: localeSegment.optional() }), data: reportSchema },
    handler: async ({ em, locale, params }, req) => {
      const report = await requirePaidReport(em, params.id ?? '');
      const asked = typeof req.query.locale === 'string' ? req.query.locale : undefined;
      const resolved = resolveLocale(asked, parseLocale(report.locale) ?? locale);
      return toInDepthReport(report, await composeReportFor(em, report, resolved));
    },
  },
];
