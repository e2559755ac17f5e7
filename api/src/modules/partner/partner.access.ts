// What a partner may read: the reports, results and orders of sittings started with its own codes, its counters and
// its webhook log; nothing else, whichever id it asks for. Every read is written to the audit log.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../http/context.js';
import { AppError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { Attempt, AttemptStatus } from '../attempt/attempt.entity.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import { Report } from '../report/report.entity.js';
import { ReportState } from '../report/report.state.js';
import { PartnerWebhookDelivery } from '../webhook/partner-webhook.entity.js';
import { PartnerAuditEntry, type PartnerScope } from './partner.entity.js';
import type { PartnerCaller } from './partner.keys.js';

export const MAX_PAGE = 100;

export enum PartnerErrorCode {
  PARTNER_KEY_REQUIRED = 'PARTNER_KEY_REQUIRED',
  INSUFFICIENT_SCOPE = 'INSUFFICIENT_SCOPE',
  NOT_FOUND = 'NOT_FOUND',
}

/** The partner calling with a key (that holds `scope`, when one is named); otherwise an error the caller can act on. */
export function requirePartner(ctx: Pick<RequestContext, 'partner'>, scope?: PartnerScope): PartnerCaller {
  const caller = ctx.partner;
  if (!caller) throw new AppError(PartnerErrorCode.PARTNER_KEY_REQUIRED, 'unauthenticated', 'Send a partner API key: Authorization: Bearer <key>.');
  if (scope && !caller.scopes.includes(scope)) throw new AppError(PartnerErrorCode.INSUFFICIENT_SCOPE, 'forbidden', `This key lacks the '${scope}' scope.`);
  return caller;
}

/** One answer for unknown, malformed and other callers' ids, so ids cannot be probed. */
export const partnerNotFound = () => new AppError(PartnerErrorCode.NOT_FOUND, 'not_found', 'Nothing with this id for this partner.');

export interface Page {
  limit: number;
  offset: number;
}

export function page(limit: number | undefined, offset: number | undefined): Page {
  const cleanLimit = Number.isInteger(limit) && limit! > 0 ? Math.min(limit!, MAX_PAGE) : 20;
  const cleanOffset = Number.isInteger(offset) && offset! > 0 ? Math.min(offset!, 100_000) : 0;
  return { limit: cleanLimit, offset: cleanOffset };
}

export async function audit(ctx: Pick<RequestContext, 'em' | 'requestId'>, caller: PartnerCaller, action: string, resources: string[], via: 'graphql' | 'rest'): Promise<void> {
  ctx.em.create(PartnerAuditEntry, {
    partner: caller.partnerId, apiKey: caller.keyId, action, resources, via, requestId: ctx.requestId.slice(0, 64),
  });
  await ctx.em.flush();
}

const REPORT_POPULATE = ['exam', 'attempt', 'order'] as const;

export async function partnerReports(em: EntityManager, caller: PartnerCaller, { limit, offset }: Page): Promise<Report[]> {
  return em.find(Report, { attempt: { partner: caller.partnerId }, scores: { $ne: null } },
    { populate: REPORT_POPULATE, orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset });
}

export async function partnerReport(em: EntityManager, caller: PartnerCaller, id: string): Promise<Report> {
  const report = isUuid(id)
    ? await em.findOne(Report, { id, attempt: { partner: caller.partnerId }, scores: { $ne: null } }, { populate: REPORT_POPULATE })
    : null;
  if (!report) throw partnerNotFound();
  return report;
}

export async function partnerOrders(em: EntityManager, caller: PartnerCaller, { limit, offset }: Page): Promise<Order[]> {
  return em.find(Order, { attempt: { partner: caller.partnerId } }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset });
}

/** By id or order number. */
export async function partnerOrder(em: EntityManager, caller: PartnerCaller, ref: string): Promise<Order> {
  const where = isUuid(ref) ? { id: ref } : /^[A-Z0-9]{6,32}$/.test(ref) ? { orderNumber: ref } : null;
  const order = where ? await em.findOne(Order, { ...where, attempt: { partner: caller.partnerId } }) : null;
  if (!order) throw partnerNotFound();
  return order;
}

export interface PartnerStats {
  sittingsStarted: number;
  sittingsSubmitted: number;
  reportsReady: number;
  ordersPaid: number;
}

export async function partnerStats(em: EntityManager, caller: PartnerCaller): Promise<PartnerStats> {
  const partner = caller.partnerId;
  const [sittingsStarted, sittingsSubmitted, reportsReady, ordersPaid] = await Promise.all([
    em.count(Attempt, { partner }),
    em.count(Attempt, { partner, status: AttemptStatus.SUBMITTED }),
    em.count(Report, { attempt: { partner }, state: ReportState.READY }),
    em.count(Order, { attempt: { partner }, status: OrderStatus.PAID }),
  ]);
  return { sittingsStarted, sittingsSubmitted, reportsReady, ordersPaid };
}

export interface DeliveryView {
  id: string;
  event: PartnerWebhookDelivery['event'];
  status: PartnerWebhookDelivery['status'];
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export function toDeliveryView(row: PartnerWebhookDelivery): DeliveryView {
  return {
    id: row.id, event: row.event, status: row.status, attempts: row.attempts, lastStatus: row.lastStatus ?? null,
    lastError: row.lastError ?? null, createdAt: row.createdAt, deliveredAt: row.deliveredAt ?? null,
  };
}

export async function partnerDeliveries(em: EntityManager, caller: PartnerCaller, { limit, offset }: Page): Promise<PartnerWebhookDelivery[]> {
  return em.find(PartnerWebhookDelivery, { partner: caller.partnerId }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset });
}
