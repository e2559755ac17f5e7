// The partner API over REST (GET /api/partner/v1/...), over the same reads as GraphQL, in the facade's envelope.
import type { Request } from 'express';
import type { RestContext, RestRoute } from '../../http/rest-kit.js';
import { toOrderType } from '../checkout/order-view.js';
import { toReportView } from '../report/view/report.mapping.js';
import type { ReportView } from '../report/view/report.types.js';
import {
  audit, page, partnerDeliveries, partnerOrder, partnerOrders, partnerReport, partnerReports, partnerStats, requirePartner, toDeliveryView,
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

async function orderJson(ctx: RestContext, order: Parameters<typeof toOrderType>[1]) {
  return toOrderType(ctx.em, order, undefined, null);
}

export const partnerRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${BASE}/reports`,
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
    handler: async (ctx, req) => {
      const caller = requirePartner(ctx, PartnerScope.ORDERS);
      const orders = await partnerOrders(ctx.em, caller, pageOf(req));
      await audit(ctx, caller, 'orders.list', orders.map((order) => order.id), 'rest');
      const views = [];
      for (const order of orders) views.push(await orderJson(ctx, order));
      return views;
    },
  },
  {
    method: 'get',
    path: `${BASE}/orders/:ref`,
    handler: async (ctx) => {
      const caller = requirePartner(ctx, PartnerScope.ORDERS);
      const order = await partnerOrder(ctx.em, caller, ctx.params.ref ?? '');
      await audit(ctx, caller, 'order.read', [order.id], 'rest');
      return orderJson(ctx, order);
    },
  },
  {
    method: 'get',
    path: `${BASE}/stats`,
    handler: async (ctx) => {
      const caller = requirePartner(ctx, PartnerScope.STATS);
      await audit(ctx, caller, 'stats.read', [], 'rest');
      return partnerStats(ctx.em, caller);
    },
  },
  {
    method: 'get',
    path: `${BASE}/webhooks/deliveries`,
    handler: async (ctx, req) => {
      const caller = requirePartner(ctx);
      const rows = await partnerDeliveries(ctx.em, caller, pageOf(req));
      await audit(ctx, caller, 'webhooks.list', rows.map((row) => row.id), 'rest');
      return rows.map(toDeliveryView);
    },
  },
];
