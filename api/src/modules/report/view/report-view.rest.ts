// REST facade route of the in-depth report (SPEC section 7: /exam/order/mbti/{id}, where id is the report's
// unguessable token, the only thing that opens it), composed like the GraphQL `report` query.
import { z } from 'zod';
import type { RestRoute } from '../../../http/rest-kit.js';
import { isoDate, localeSegment } from '../../../http/rest-schemas.js';
import { parseLocale, resolveLocale } from '../../../shared/locale.js';
import { ExamKind } from '../../exam/exam.entity.js';
import { composeIqReport } from '../compose/iq-report.js';
import { composeReportFor, requirePaidReport } from '../report.service.js';
import { toReportDocument } from './report-view.mapping.js';
import { toReportView } from './report.mapping.js';

const documentSchema = z.looseObject({
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

const reportSchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  exam: z.string(),
  examId: z.number().int(),
  examCode: z.string(),
  locale: z.string(),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
  orderNumber: z.string().nullable(),
  reportToken: z.string().nullable(),
  resultToken: z.string().nullable(),
  personality: z.looseObject({ typeCode: z.string(), fullCode: z.string(), indicators: z.array(z.looseObject({ indicator: z.string() })) }).nullable(),
  document: documentSchema.nullable().describe('The personality report; null for an IQ report (see iqReport)'),
  iqReport: z.looseObject({
    iq: z.number().int(),
    interval90: z.object({ low: z.number().int(), high: z.number().int() }),
    percentile: z.number(),
    verdict: z.string(),
    sections: z.array(z.string()),
    breakdown: z.looseObject({ byFamily: z.looseObject({}), byLayout: z.looseObject({}), speed: z.looseObject({}) }),
  }).nullish().describe('The paid IQ report (score, interval, strengths by rule family and layout, speed); only for the IQ test'),
});

export const reportViewRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/order/mbti/:id',
    description: 'The in-depth report by its token, in ?locale= (else the report\'s language); for the IQ test the paid IQ report '
      + '(iqReport, document null); 404 for an unknown token, 403 before it is paid.',
    schemas: { params: z.object({ id: z.string().max(128).describe('The report\'s token') }), query: z.object({ locale: localeSegment.optional() }), data: reportSchema },
    handler: async ({ em, locale, params }, req) => {
      const report = await requirePaidReport(em, params.id ?? '');
      const asked = typeof req.query.locale === 'string' ? req.query.locale : undefined;
      const resolved = resolveLocale(asked, parseLocale(report.locale) ?? locale);
      const { entity: _entity, documentOpen: _open, documentLocale: _documentLocale, ...view } = toReportView(report, { documentOpen: true, locale: resolved });
      if (report.exam.kind === ExamKind.IQ && report.scores) return { ...view, document: null, iqReport: composeIqReport(report.scores) };
      return { ...view, document: toReportDocument(report, await composeReportFor(em, report, resolved)) };
    },
  },
];
