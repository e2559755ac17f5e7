// Every write to the report table: the free result made at submit, the address it goes to, an order waiting to pay
// for it, the unlock when something pays for it (with its generation job, in the same transaction), a refund taking
// it back and an account claiming it. Other modules call these; none writes reports itself.
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { insertEntity, insertStatement, placeholders, selectRows, type Statement } from '../../db/lean.js';
import { sendJob } from '../../jobs/job-queue.js';
import type { Attempt } from '../attempt/attempt.entity.js';
import type { Holder } from '../entitlement/entitlement.service.js';
import { ALL_SITTINGS, Feature } from '../entitlement/entitlement.entity.js';
import { ExamKind } from '../exam/exam.entity.js';
import { newToken } from '../../shared/tokens.js';
import type { Locale } from '../../shared/locale.js';
import { Report } from './report.entity.js';
import { ReportState, statesBefore } from './report.state.js';

/** The feature that unlocks an exam's in-depth report. */
export function reportFeature(kind: ExamKind): Feature {
  return kind === ExamKind.IQ ? Feature.IQ_REPORT : Feature.PERSONALITY_REPORT;
}

/** What a submitted sitting's free result holds: its type (personality), its scores, its language. */
export interface SittingResult {
  typeCode?: string;
  scores: Record<string, unknown>;
  locale: Locale;
}

function sittingReportRow(attempt: Attempt, result: SittingResult): Record<string, unknown> {
  return {
    id: randomUUID(),
    token: newToken(),
    exam_id: attempt.exam.id,
    attempt_id: attempt.id,
    email: attempt.email ?? null,
    state: ReportState.FREE,
    generation_failures: 0,
    locale: result.locale,
    type_code: result.typeCode ?? null,
    scores: result.scores,
    created_at: new Date(),
  };
}

/** The free result of a submitted sitting, written at once in the submit's transaction. */
export async function createSittingReport(em: EntityManager, attempt: Attempt, result: SittingResult): Promise<Report> {
  return insertEntity(em, Report, 'report', sittingReportRow(attempt, result));
}

/**
 * The free result of a submitted sitting as a managed entity, and its insert for the submit to send with its own
 * writes (writeChanges): one round trip for the sitting's row and its result.
 */
export function newSittingReport(em: EntityManager, attempt: Attempt, result: SittingResult): { report: Report; insert: Statement } {
  const row = sittingReportRow(attempt, result);
  return { report: em.map(Report, row), insert: insertStatement('report', [row]) };
}

/** The sitting's address, where it had none yet. */
export async function setSittingEmail(em: EntityManager, attemptId: string, email: string): Promise<void> {
  await em.nativeUpdate(Report, { attempt: attemptId, email: null }, { email });
}

/** A paid order's delivery address changed: its report goes to the new one. */
export async function setOrderReportEmail(em: EntityManager, orderId: string, email: string): Promise<void> {
  await em.nativeUpdate(Report, { order: orderId }, { email });
}

/**
 * An order was placed for the sitting: its free result waits for that payment (the personal centre says so). A
 * statement for the caller to send with its own (the new order's insert; every order of the funnel runs it), as
 * written: the ORM's update builder cost several times the statement.
 */
export function awaitPayment(attemptId: string, orderId: string): Statement {
  const states = statesBefore(ReportState.AWAITING_PAYMENT);
  return [`update report set state = ?, order_id = ? where attempt_id = ? and state in (${placeholders(states)})`,
    [ReportState.AWAITING_PAYMENT, orderId, attemptId, ...states]];
}

/** A report just unlocked, with what completing it needs (its scores) and what its events name (its sitting). */
export interface UnlockedReport {
  id: string;
  scores: Report['scores'];
  attemptId?: string;
}

/**
 * Unlocks the reports a holder's active entitlements cover (the paid sitting's, and with a plan every sitting of the
 * holder) and links them to the order that paid, in the caller's transaction; returns the reports it unlocked. The
 * caller completes them in that transaction (completeUnlockedReports) or queues their generation
 * (queueReportGeneration).
 */
export async function unlockCoveredReports(em: EntityManager, args: { holder: Holder; orderId: string; attemptId?: string; now: Date }): Promise<UnlockedReport[]> {
  const { holder, now } = args;
  if (!holder.userId && !holder.email) return [];
  // One statement (every payment's fulfilment runs it): the holder's reports waiting for a payment that an entitlement
  // active now covers, as covers() and reportFeature() decide (the exam's report feature, for every sitting or for
  // the report's own), are unlocked, guarded by the states that may move; it returns what completing them needs.
  const states = statesBefore(ReportState.UNLOCKED);
  const unlocked = await selectRows<{ id: string; scores: Report['scores']; attempt_id: string | null }>(em,
    `update report r set state = ?, order_id = ?, user_id = coalesce(?, r.user_id), unlocked_at = ?, completed_at = null,
        revoked_at = null, generation_failures = 0
      from exam x
      where x.id = r.exam_id and (r.attempt_id = ? or r.email = ? or r.user_id = ?) and r.state in (${placeholders(states)})
        and r.scores is not null
        and exists (select 1 from entitlement e
          where (e.user_id = ? or e.holder_email = ?) and e.revoked_at is null and e.starts_at <= ? and (e.ends_at is null or e.ends_at > ?)
            and e.feature = (case when x.kind = ? then ? else ? end)::entitlement_feature
            and (e.scope = ? or e.scope = r.attempt_id::text))
      returning r.id, r.scores, r.attempt_id`,
    [ReportState.UNLOCKED, args.orderId, holder.userId ?? null, now,
      args.attemptId ?? null, holder.email ?? null, holder.userId ?? null, ...states,
      holder.userId ?? null, holder.email ?? null, now, now,
      ExamKind.IQ, reportFeature(ExamKind.IQ), reportFeature(ExamKind.PERSONALITY), ALL_SITTINGS]);
  return unlocked.map((row) => ({ id: row.id, scores: row.scores, attemptId: row.attempt_id ?? undefined }));
}

/** One report-generate job per unlocked report, in the caller's transaction (retried with backoff by pg-boss). */
export async function queueReportGeneration(em: EntityManager, reportIds: readonly string[]): Promise<void> {
  for (const reportId of reportIds) await sendJob(em, 'report-generate', { reportId }, { singletonKey: reportId });
}

/** A refund or chargeback of the order that unlocked them takes its reports back. */
export async function revokeOrderReports(em: EntityManager, orderId: string, now: Date): Promise<number> {
  return em.nativeUpdate(Report, { order: orderId, state: { $in: statesBefore(ReportState.REVOKED) } },
    { state: ReportState.REVOKED, revokedAt: now, completedAt: null });
}

/** The reports bought under an address become the account's once the account proves or is made for it. */
export async function assignReportsToUser(em: EntityManager, email: string, userId: string): Promise<void> {
  await em.nativeUpdate(Report, { email, user: null }, { user: userId });
}

/**
 * Erasure of a person's data (privacy module): their reports lose the address, the account, the scores and the type,
 * and can no longer be opened. The rows stay, since paid orders refer to them.
 */
export async function eraseReports(em: EntityManager, who: { email: string; userId: string | null }, now: Date): Promise<number> {
  const where = who.userId ? { $or: [{ email: who.email }, { user: who.userId }] } : { email: who.email };
  return em.nativeUpdate(Report, where, {
    email: null, user: null, scores: null, typeCode: null, accuracyRating: null, ratedAt: null, state: ReportState.REVOKED, revokedAt: now,
  });
}

/** Retention (privacy module): reports of sittings untouched since `before` and not held by an account lose their address. */
export async function anonymiseStaleReports(em: EntityManager, before: Date): Promise<number> {
  return em.nativeUpdate(Report, { user: null, email: { $ne: null }, createdAt: { $lt: before } }, { email: null });
}
