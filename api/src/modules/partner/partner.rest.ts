// The partner API over REST (GET /api/partner/v1/...), over the same reads as GraphQL, in the facade's envelope.
import type { Request } from 'express';
import { z } from 'zod';
import type { RestRoute } from '../../http/rest-kit.js';
import { orderSchema } from '../checkout/checkout.rest-support.js';
import { toReportView } from '../report/view/report.mapping.js';
import type { ReportView } from '../report/view/report.types.js';
import {
  audit, page, partnerDeliveries, partnerOrder, partnerOrders, partnerReport, partnerReports, partnerStats, requirePartner, toDeliveryView, partnerOrderView,
} from './partner.access.js';
import { PartnerScope } from './partner.entity.js';

const BASE = '/partner/v1';

function pageOf(req: Request) {
  const number = (name: string) => {
    const value = req.query[name];
    return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
  };
  return page(number('limit'), number('offset'));
}

/** The report without the GraphQL-only parts (the document is read through GraphQL or the PDF link). */
function reportJson(view: ReportView) {
  const { entity: _entity, documentOpen: _open, documentLocale: _locale, personality, ...fields } = view;
  if (!personality) return { ...fields, personality: null };
  const { locale: _typeLocale, ...result } = personality;
  return { ...fields, personality: result };
}

const pageQuery = z.object({ limit: z.string().regex(/^\d{1,6}$/).optional(), offset: z.string().regex(/^\d{1,6}$/).optional() });
const reportSchema = z.looseObject({ id: z.string(), kind: z.string(), status: z.string(), exam: z.string(), personality: z.looseObject({}).nullable() });
const AUTH = ' Needs a partner key (Authorization: Bearer) with the';

export const partnerRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${BASE}/reports`,
    description: `The reports of sittings started through the partner's codes, newest first.${AUTH} reports scope.`,
    schemas: { query: pageQuery, data: z.array(reportSchema) },
    handler: async (ctx, req) => {
      const caller = requirePartner(ctx, PartnerScope.REPORTS);
      const reports = await partnerReports(ctx.em, caller, pageOf(req));
      await audit(ctx, caller, 'reports.list', reports.map((report) => report.id), 'rest');
      return reports.map((report) => reportJson(toReportView(report, { documentOpen: true })));
    },
  },
  {
    method: 'get',
    path: `${BASE}/reports/:id`,
    description: `One report of the partner's sittings.${AUTH} reports scope.`,
    schemas: { params: z.object({ id: z.string().max(64) }), data: reportSchema },
    handler: async (ctx) => {
      const caller = requirePartner(ctx, PartnerScope.REPORTS);
      const report = await partnerReport(ctx.em, caller, ctx.params.id ?? '');
      await audit(ctx, caller, 'report.read', [report.id], 'rest');
      return reportJson(toReportView(report, { documentOpen: true }));
    },
  },
  {
    method: 'get',
    path: `${BASE}/orders`,
    description: `The orders of the partner's sittings, newest first.${AUTH} orders scope.`,
    schemas: { query: pageQuery, data: z.array(orderSchema) },
    handler: async (ctx, req) => {
      const caller = requirePartner(ctx, PartnerScope.ORDERS);
      const orders = await partnerOrders(ctx.em, caller, pageOf(req));
      await audit(ctx, caller, 'orders.list', orders.map((order) => order.id), 'rest');
      const views = [];
      for (const order of orders) views.push(await partnerOrderView(ctx.em, order));
      return views;
    },
  },
  {
    method: 'get',
    path: `${BASE}/orders/:ref`,
    description: `One order of the partner's sittings, by id or order number.${AUTH} orders scope.`,
    schemas: { params: z.object({ ref: z.string().max(64) }), data: orderSchema },
    handler: async (ctx) => {
      const caller = requirePartner(ctx, PartnerScope.ORDERS);
      const order = await partnerOrder(ctx.em, caller, ctx.params.ref ?? '');
      await audit(ctx, caller, 'order.read', [order.id], 'rest');
      return partnerOrderView(ctx.em, order);
    },
  },
  {
    method: 'get',
    path: `${BASE}/stats`,
    description: `Counts of the partner's sittings, reports and orders.${AUTH} stats scope.`,
    schemas: { data: z.looseObject({}) },
    handler: async (ctx) => {
      const caller = requirePartner(ctx, PartnerScope.STATS);
      await audit(ctx, caller, 'stats.read', [], 'rest');
      return partnerStats(ctx.em, caller);
    },
  },
  {
    method: 'get',
    path: `${BASE}/webhooks/deliveries`,
    description: 'The partner\'s webhook deliveries, newest first. Needs a partner key (Authorization: Bearer).',
    schemas: { query: pageQuery, data: z.array(z.looseObject({ id: z.string() })) },
    handler: async (ctx, req) => {
      const caller = requirePartner(ctx);
      const rows = await partnerDeliveries(ctx.em, caller, pageOf(req));
      await audit(ctx, caller, 'webhooks.list', rows.map((row) => row.id), 'rest');
      return rows.map(toDeliveryView);
    },
  },
];
