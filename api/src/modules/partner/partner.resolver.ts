// GraphQL for partners: `partner { reports orders stats webhookDeliveries }`, each behind its scope, each read audited.
import { Arg, Ctx, FieldResolver, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { optionalLocale } from '../../shared/locale.js';
import { OrderType } from '../checkout/checkout.types.js';
import { toOrderType } from '../checkout/order-view.js';
import { toReportView } from '../report/view/report.mapping.js';
import { ReportView } from '../report/view/report.types.js';
import {
  audit, page, partnerDeliveries, partnerOrder, partnerOrders, partnerReport, partnerReports, partnerStats, requirePartner as caller, toDeliveryView,
} from './partner.access.js';
import { PartnerScope } from './partner.entity.js';
import { PartnerAccessType, PartnerStatsType, WebhookDeliveryType } from './partner.types.js';

@Resolver(() => PartnerAccessType)
export class PartnerResolver {
  @Query(() => PartnerAccessType, { description: 'The partner of the API key (Authorization: Bearer); PARTNER_KEY_REQUIRED otherwise' })
  partner(@Ctx() ctx: RequestContext): PartnerAccessType {
    const partner = caller(ctx);
    return { name: partner.name, scopes: [...partner.scopes] };
  }

  @FieldResolver(() => [ReportView], { description: "Reports of the sittings started with the partner's codes, newest first (scope reports)" })
  async reports(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: '1-100, default 20' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<ReportView[]> {
    const partner = caller(ctx, PartnerScope.REPORTS);
    const reports = await partnerReports(ctx.em, partner, page(limit, offset));
    await audit(ctx, partner, 'reports.list', reports.map((report) => report.id), 'graphql');
    return reports.map((report) => toReportView(report, { documentOpen: true }));
  }

  @FieldResolver(() => ReportView, { description: 'One of those reports by id; NOT_FOUND for any other id (scope reports)' })
  async report(@Ctx() ctx: RequestContext, @Arg('id') id: string, @Arg('locale', () => String, { nullable: true }) locale?: string): Promise<ReportView> {
    const partner = caller(ctx, PartnerScope.REPORTS);
    const report = await partnerReport(ctx.em, partner, id);
    await audit(ctx, partner, 'report.read', [report.id], 'graphql');
    return toReportView(report, { documentOpen: true, locale: optionalLocale(locale) });
  }

  @FieldResolver(() => [OrderType], { description: "Orders of the sittings started with the partner's codes, newest first (scope orders)" })
  async orders(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: '1-100, default 20' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<OrderType[]> {
    const partner = caller(ctx, PartnerScope.ORDERS);
    const orders = await partnerOrders(ctx.em, partner, page(limit, offset));
    await audit(ctx, partner, 'orders.list', orders.map((order) => order.id), 'graphql');
    const views: OrderType[] = [];
    for (const order of orders) views.push(await toOrderType(ctx.em, order, undefined, null));
    return views;
  }

  @FieldResolver(() => OrderType, { description: 'One of those orders by id or order number; NOT_FOUND otherwise (scope orders)' })
  async order(@Ctx() ctx: RequestContext, @Arg('ref') ref: string): Promise<OrderType> {
    const partner = caller(ctx, PartnerScope.ORDERS);
    const order = await partnerOrder(ctx.em, partner, ref);
    await audit(ctx, partner, 'order.read', [order.id], 'graphql');
    return toOrderType(ctx.em, order, undefined, null);
  }

  @FieldResolver(() => PartnerStatsType, { description: 'Counters of the partner\'s sittings (scope stats)' })
  async stats(@Ctx() ctx: RequestContext): Promise<PartnerStatsType> {
    const partner = caller(ctx, PartnerScope.STATS);
    await audit(ctx, partner, 'stats.read', [], 'graphql');
    return partnerStats(ctx.em, partner);
  }

  @FieldResolver(() => [WebhookDeliveryType], { description: 'The webhook delivery log, newest first (any scope)' })
  async webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<WebhookDeliveryType[]> {
    const partner = caller(ctx);
    const rows = await partnerDeliveries(ctx.em, partner, page(limit, offset));
    await audit(ctx, partner, 'webhooks.list', rows.map((row) => row.id), 'graphql');
    return rows.map(toDeliveryView);
  }
}
