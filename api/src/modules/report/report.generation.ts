// Report generation: an unlocked report is composed (proof that it renders in the buyer's language), made ready and its
// report-ready mail queued. The order-paid fulfilment does it in its own transaction; a report that did not compose
// there gets the 'report-generate' job (one transaction per report), which retries with backoff; the
// 'reports-generate' sweep picks up whatever the retries gave up on.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, selectRows, sendTogether, type Statement } from '../../db/lean.js';
import type { Logger } from 'pino';
import type { Locale } from '../../shared/locale.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { Order, OrderStatus } from '../order/order.entity.js';
import type { PersonalityScore } from '../scoring/scoring.js';
import { composeReport } from './compose/compose-report.js';
import { composeIqReport, isIqScores } from './compose/iq-report.js';
import { Report } from './report.entity.js';
import { ReportState } from './report.state.js';
import type { UnlockedReport } from './report.lifecycle.js';
import { recordPartnerEvent, WebhookEvent } from '../webhook/partner-webhook.events.js';
import { examSegment } from '../exam/exam.service.js';

/** Composes a report from its stored scores; generation only needs it not to throw. */
export type ReportComposer = (report: Pick<Report, 'scores'>, locale: Locale) => unknown;

/** What making a report ready needs of it. */
type Composed = Pick<UnlockedReport, 'id' | 'attemptId'>;

/** One more failed composition of a report, counted on its row whatever the caller's transaction does. */
function countGenerationFailure(em: EntityManager, reportId: string): Promise<unknown> {
  return em.execute('update report set generation_failures = generation_failures + 1 where id = ?', [reportId]);
}

/** The report's own data composed in the buyer's language, with no I/O: the recent-countries figures are read whenever the report is shown. */
const composeOwnData: ReportComposer = (report, locale) => (isIqScores(report.scores)
  ? composeIqReport(report.scores!)
  : composeReport({ score: report.scores as unknown as PersonalityScore, locale }));

export interface GenerationOptions {
  /** Defaults to composing the report's own data; tests put a failing composer here. */
  compose?: ReportComposer;
  log?: Logger;
}

export type GenerationOutcome = 'completed' | 'skipped';

export interface GenerationRun {
  completed: number;
  failed: number;
}

/** An unlocked report the job has not completed this long after its unlock is picked up by the sweep. */
export const SWEEP_AFTER_MS = 2 * 60_000;
const PAGE = 50;

export const reportReadyKey = (orderId: string) => `report-ready:${orderId}`;

/** Queues the report-ready mail once every report of the order is ready; never a second one for the order. */
async function queueReportReady(em: EntityManager, orderId: string, now: Date, known?: { email?: string; locale: Locale }, pending?: Statement[]): Promise<void> {
  const order = known ?? await em.findOne(Order, { id: orderId }, { fields: ['email', 'locale'] });
  if (!order?.email) return;
  const dedupeKey = reportReadyKey(orderId);
  // One lean statement (every fulfilment asks): the order's ready reports, whether one still waits, whether the mail
  // is already queued.
  const reports = await selectRows<{ token: string; exam_id: number; exam_code: string; type_code: string | null; completed_at: Date | null; waiting: boolean; queued: boolean }>(em,
    `select r.token, r.exam_id, e.code as exam_code, r.type_code, r.completed_at,
        exists (select 1 from report u where u.order_id = ? and u.state = ?) as waiting,
        exists (select 1 from mail_outbox m where m.dedupe_key = ?) as queued
      from report r join exam e on e.id = r.exam_id where r.order_id = ? and r.state = ? order by r.created_at asc`,
    [orderId, ReportState.UNLOCKED, dedupeKey, orderId, ReportState.READY]);
  if (reports.length === 0 || reports[0]!.waiting || reports[0]!.queued) return;
  await enqueueMail(em, {
    to: order.email,
    template: MailTemplate.REPORT_READY,
    locale: order.locale,
    dedupeKey,
    data: {
      context: 'purchase',
      reports: reports.map((report) => ({
        kind: 'paid' as const,
        token: report.token,
        exam: examSegment({ code: report.exam_code, id: report.exam_id }),
        typeCode: report.type_code,
        date: (report.completed_at ? new Date(report.completed_at) : now).toISOString(),
      })),
    },
  }, pending);
}

/**
 * Makes composed reports of one order ready, in the caller's transaction: their state, the partner's report-ready
 * event, and the order's report-ready mail once none of its reports waits any more.
 */
async function markReady(tx: EntityManager, reports: readonly Composed[], orderId: string, now: Date, order?: { email?: string; locale: Locale }, pending?: Statement[]): Promise<void> {
  if (reports.length === 0) return;
  // One narrow update, guarded by the state it leaves (a report entity the caller holds is not changed by it), written
  // behind: the report-ready check below goes out with it and reads it.
  await sendTogether(tx, [[`update report set state = ?, completed_at = ? where id in (${placeholders(reports)}) and state = ?`,
    [ReportState.READY, now, ...reports.map((report) => report.id), ReportState.UNLOCKED]]], { behind: true });
  for (const report of reports) {
    await recordPartnerEvent(tx, report.attemptId, WebhookEvent.REPORT_READY, { reportId: report.id, orderId }, now);
  }
  await queueReportReady(tx, orderId, now, order, pending);
}

/**
 * Completes the reports a paid order just unlocked, inside the fulfilment's own transaction: each is composed in the
 * order's language and made ready, and the report-ready mail is queued when all of them are. One that does not compose
 * stays unlocked (counted, logged) for its report-generate job. Returns the ids left unlocked.
 */
export async function completeUnlockedReports(
  tx: EntityManager,
  reports: readonly UnlockedReport[],
  order: { id: string; email?: string; locale: Locale },
  now: Date,
  options: GenerationOptions = {},
  /** The caller's writes to send the report-ready mail with; at once without. */
  pending?: Statement[],
): Promise<string[]> {
  if (reports.length === 0) return [];
  const compose = options.compose ?? composeOwnData;
  // Rows as the unlock returned them, not entities: all that follows is narrow updates.
  const composed: Composed[] = [];
  for (const report of reports) {
    try {
      await compose(report, order.locale);
      composed.push({ id: report.id, attemptId: report.attemptId });
    } catch (error) {
      await countGenerationFailure(tx, report.id);
      options.log?.error({ err: error, reportId: report.id }, 'report generation failed; its job retries');
    }
  }
  await markReady(tx, composed, order.id, now, order, pending);
  const done = new Set(composed.map((report) => report.id));
  return reports.map((report) => report.id).filter((id) => !done.has(id));
}

/**
 * Generates one report in its own transaction. Throws when it does not compose (the failure is counted on the row,
 * the job retries); a report that is not unlocked (already ready, revoked meanwhile) is skipped.
 */
export async function generateReport(em: EntityManager, reportId: string, now: Date, options: GenerationOptions = {}): Promise<GenerationOutcome> {
  const compose = options.compose ?? composeOwnData;
  try {
    return await em.fork().transactional(async (tx) => {
      // Locked alone (no join) so two runs never complete the same report twice.
      const report = await tx.findOne(Report, { id: reportId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!report || report.state !== ReportState.UNLOCKED || !report.order) return 'skipped';
      const order = await tx.findOneOrFail(Order, { id: report.order.id }, { fields: ['locale', 'status'] });
      // Refunded meanwhile (its job revokes the report): nothing to generate.
      if (order.status !== OrderStatus.PAID) return 'skipped';
      await compose(report, order.locale ?? report.locale);
      await markReady(tx, [{ id: report.id, attemptId: report.attempt?.id }], report.order.id, now);
      return 'completed';
    });
  } catch (error) {
    // Outside the rolled-back transaction.
    await countGenerationFailure(em.fork(), reportId);
    // The error names the report and what did not compose (type codes, locales), never the buyer.
    options.log?.error({ err: error, reportId }, 'report generation failed; it is retried');
    throw error;
  }
}

/** The sweep: every report unlocked for a while (or, at start-up, before it) and still not ready, each in its own transaction. */
export async function generatePendingReports(em: EntityManager, now: Date, options: GenerationOptions & { unlockedBefore?: Date } = {}): Promise<GenerationRun> {
  const run: GenerationRun = { completed: 0, failed: 0 };
  const before = options.unlockedBefore ?? new Date(now.getTime() - SWEEP_AFTER_MS);
  // Keyset pages over the ids: every candidate is tried once per run, and reports that keep failing never hide the rest.
  let after: string | undefined;
  for (;;) {
    const page = await em.find(Report, { state: ReportState.UNLOCKED, unlockedAt: { $lt: before }, ...(after ? { id: { $gt: after } } : {}) },
      { fields: ['id'], orderBy: { id: 'asc' }, limit: PAGE });
    for (const { id } of page) {
      try {
        if ((await generateReport(em, id, now, options)) === 'completed') run.completed += 1;
      } catch {
        run.failed += 1;
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  // Their buyers are waiting: the mail job need not wait for its next minute.
  if (run.completed > 0) announceMailQueued();
  return run;
}
