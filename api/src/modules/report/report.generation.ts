// Report generation: a paid-for report is composed (proof that it renders), completed and its report-ready mail queued,
// in one transaction per report. Fulfilment tries at once; the 'reports-generate' job retries whatever failed.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../../shared/locale.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { MailOutbox, MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import type { PersonalityScore } from '../scoring/scoring.js';
import { composeReport } from './compose/compose-report.js';
import { Report, ReportStatus } from './report.entity.js';
import { examSegment } from '../exam/exam.service.js';

/** Composes a report; generation only needs it not to throw. */
export type ReportComposer = (report: Report, locale: Locale) => unknown;

/** The report's own data composed in the buyer's language, with no I/O: the recent-countries figures are read whenever the report is shown. */
const composeOwnData: ReportComposer = (report, locale) =>
  composeReport({ score: report.scores as unknown as PersonalityScore, locale });

export interface GenerationOptions {
  /** Defaults to composing the report's own data; tests put a failing composer here. */
  compose?: ReportComposer;
  log?: Logger;
}

export type GenerationOutcome = 'completed' | 'failed' | 'skipped';

export interface GenerationRun {
  completed: number;
  failed: number;
}

/** SKUs whose first purchase unlocks the sitting's report (renewals, packages and VIP do not). */
const REPORT_SKUS = [SkuKind.REPORT, SkuKind.SUBSCRIPTION];
const PAGE = 50;

export const reportReadyKey = (orderId: string) => `report-ready:${orderId}`;

/**
 * "To generate" is not a status of its own: it is a report linked to a paid first purchase of a report or subscription
 * that is not completed yet. A refunded order is no longer paid, so its report leaves this set.
 */
function toGenerate(after?: string) {
  return {
    status: { $ne: ReportStatus.COMPLETED },
    order: { status: OrderStatus.PAID, subscription: null, sku: { kind: { $in: REPORT_SKUS } } },
    ...(after ? { id: { $gt: after } } : {}),
  };
}

/** Fulfilment's part, in the payment transaction: the sitting's reports now belong to the paid order and wait to be generated. */
export async function markReportsPaidFor(em: EntityManager, order: Order): Promise<void> {
  if (!order.attempt) return;
  await em.nativeUpdate(
    Report,
    { attempt: order.attempt.id, status: { $ne: ReportStatus.COMPLETED } },
    { status: ReportStatus.UNCOMPLETED, order: order.id, user: order.user?.id, completedAt: null },
  );
}

/** Queues the report-ready mail once every report of the order is completed; never a second one for the order. */
async function queueReportReady(em: EntityManager, order: Order, now: Date): Promise<void> {
  if (!order.email) return;
  const waiting = await em.count(Report, { order: order.id, status: { $ne: ReportStatus.COMPLETED } });
  if (waiting > 0) return;
  const dedupeKey = reportReadyKey(order.id);
  if (await em.count(MailOutbox, { dedupeKey })) return;
  const reports = await em.find(Report, { order: order.id, status: ReportStatus.COMPLETED }, { populate: ['exam'], orderBy: { createdAt: 'asc' } });
  if (reports.length === 0) return;
  enqueueMail(em, {
    to: order.email,
    template: MailTemplate.REPORT_READY,
    locale: order.locale,
    dedupeKey,
    data: {
      context: 'purchase',
      reports: reports.map((report) => ({
        kind: 'paid' as const,
        token: report.token,
        exam: examSegment(report.exam),
        typeCode: report.typeCode,
        date: (report.completedAt ?? now).toISOString(),
      })),
    },
  });
}

async function completeOne(tx: EntityManager, reportId: string, now: Date, compose: ReportComposer): Promise<GenerationOutcome> {
  // Locked alone (no join) so two runs never complete the same report twice; the relations load after.
  const report = await tx.findOne(Report, { id: reportId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!report || report.status === ReportStatus.COMPLETED || !report.order) return 'skipped';
  const order = await tx.findOneOrFail(Order, { id: report.order.id }, { populate: ['sku'] });
  if (order.status !== OrderStatus.PAID || order.subscription || !REPORT_SKUS.includes(order.sku.kind)) return 'skipped';
  await compose(report, parseLocale(order.locale) ?? parseLocale(report.locale) ?? DEFAULT_LOCALE);
  report.status = ReportStatus.COMPLETED;
  report.completedAt = now;
  await tx.flush();
  await queueReportReady(tx, order, now);
  return 'completed';
}

/**
 * Generates one report in its own transaction, or in a savepoint when the caller is inside one (fulfilment): a failure
 * rolls back only this report, which stays not completed for the next run of the job.
 */
export async function generateReport(em: EntityManager, reportId: string, now: Date, options: GenerationOptions = {}): Promise<GenerationOutcome> {
  const compose = options.compose ?? composeOwnData;
  try {
    // A fresh identity map: nothing the caller left unflushed is written (or lost) with this savepoint.
    return await em.transactional((tx) => completeOne(tx, reportId, now, compose), { clear: true });
  } catch (error) {
    // The error names the report and what did not compose (type codes, locales), never the buyer.
    options.log?.error({ err: error, reportId }, 'report generation failed; the reports-generate job retries it');
    return 'failed';
  }
}

/** Fulfilment's immediate try, after markReportsPaidFor: the caller must have flushed its own changes. */
export async function generateReportsOf(em: EntityManager, order: Order, now: Date, options: GenerationOptions = {}): Promise<GenerationRun> {
  // Plain rows, not entities: a partly loaded Report in the caller's identity map would be clobbered when the savepoint's
  // full copy merges back, and the payment's final flush would then write its missing relations as nulls.
  const pending = await em.execute<Array<{ id: string }>>(
    'select id from report where order_id = ? and status <> ? order by id', [order.id, ReportStatus.COMPLETED]);
  const run: GenerationRun = { completed: 0, failed: 0 };
  for (const { id } of pending) {
    // A fork in the caller's transaction: the savepoint's entities merge into the fork, never into the caller's identity
    // map, where they would replace the payment's loaded entities with the savepoint's partly loaded ones.
    const outcome = await generateReport(em.fork({ keepTransactionContext: true }), id, now, options);
    if (outcome === 'completed') run.completed += 1;
    if (outcome === 'failed') run.failed += 1;
  }
  return run;
}

/** The job: every paid-for report not completed yet, each in its own transaction; failures wait for the next run. */
export async function generatePendingReports(em: EntityManager, now: Date, options: GenerationOptions = {}): Promise<GenerationRun> {
  const run: GenerationRun = { completed: 0, failed: 0 };
  // Keyset pages over the ids: every candidate is tried once per run, and reports that keep failing never hide the rest.
  let after: string | undefined;
  for (;;) {
    const page = await em.find(Report, toGenerate(after), { fields: ['id'], orderBy: { id: 'asc' }, limit: PAGE });
    for (const { id } of page) {
      const outcome = await generateReport(em.fork(), id, now, options);
      if (outcome === 'completed') run.completed += 1;
      if (outcome === 'failed') run.failed += 1;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  // Their buyers are waiting: the mail job need not wait for its next minute.
  if (run.completed > 0) announceMailQueued();
  return run;
}
