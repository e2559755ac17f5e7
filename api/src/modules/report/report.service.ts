// Reading a report: only with its unguessable token; composed in the reader's locale with real ranking data.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import type { Locale } from '../../shared/locale.js';
import type { PersonalityScore } from '../scoring/scoring.js';
import { composeReport } from './compose/compose-report.js';
import { isIqScores } from './compose/iq-report.js';
import type { CountryTestCount, ReportDocument } from './compose/report-document.js';
import { loadLinked } from '../../db/lean.js';
import { Attempt } from '../attempt/attempt.entity.js';
import { Exam } from '../exam/exam.entity.js';
import { Order } from '../order/order.entity.js';
import { Report } from './report.entity.js';
import { ReportState } from './report.state.js';
import { isToken } from '../../shared/tokens.js';

export enum ReportErrorCode {
  REPORT_NOT_FOUND = 'REPORT_NOT_FOUND',
  REPORT_NOT_PAID = 'REPORT_NOT_PAID',
}

const RECENT_DAYS = 30;

/** The one answer to every report that cannot be opened: unknown, malformed, or someone else's. */
export function reportNotFound(): AppError {
  return new AppError(ReportErrorCode.REPORT_NOT_FOUND, 'not_found', 'No report with this link.');
}

const REPORT_WITH_LINKS = `select to_jsonb(r) as report, to_jsonb(e) as exam, to_jsonb(o) as "order", to_jsonb(a) as attempt
  from report r join exam e on e.id = r.exam_id
  left join purchase_order o on o.id = r.order_id
  left join attempt a on a.id = r.attempt_id
  where r.token = ?`;

/**
 * A report by token, with its exam, order and sitting (what its view shows) in one joined read; an unknown or
 * malformed token and a missing report answer the same way.
 */
export async function requireReport(em: EntityManager, token: string): Promise<Report> {
  // The ORM's populating find cost about 1.8 ms of CPU here, this read about 0.7.
  const linked = isToken(token) ? await loadLinked(em, REPORT_WITH_LINKS, [token], { exam: Exam, order: Order, attempt: Attempt, report: Report }) : null;
  const report = linked?.report;
  if (!report?.scores) throw reportNotFound();
  return report;
}

/**
 * Whether a link's token opens a report at all (paid or not): what decides the web page's 404 status. It says no
 * more than report(token) answers, and counts instead of loading.
 */
export async function reportExists(em: EntityManager, token: string): Promise<boolean> {
  return isToken(token) && (await em.count(Report, { token, scores: { $ne: null } })) > 0;
}

/** The in-depth report exists only once its order is paid; the free result is read through testResult. */
export async function requirePaidReport(em: EntityManager, token: string): Promise<Report> {
  const report = await requireReport(em, token);
  if (report.state !== ReportState.READY) {
    throw new AppError(ReportErrorCode.REPORT_NOT_PAID, 'forbidden', 'This report is not unlocked yet.');
  }
  return report;
}

/** Countries with the most paid orders of the exam in the last 30 days: the report's 'top 10 countries recently tested'. */
export async function recentCountries(em: EntityManager, examId: number, now = new Date()): Promise<CountryTestCount[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await em.execute<Array<{ country: string; tests: string }>>(
    `select country, count(*) as tests from purchase_order
      where exam_id = ? and status = 'paid' and paid_at >= ? and country is not null
      group by country order by count(*) desc, country limit 10`,
    [examId, since],
  );
  return rows.map((row) => ({ countryCode: row.country, tests: Number(row.tests) }));
}

/** How long one process reuses an exam's country ranking: a figure over 30 days needs no fresher count per view. */
const RECENT_COUNTRIES_TTL_MS = 60_000;
const recentByExam = new Map<number, { at: number; countries: Promise<CountryTestCount[]> }>();

/** recentCountries, counted at most once a minute per exam: every report view would otherwise aggregate 30 days of orders. */
function cachedRecentCountries(em: EntityManager, examId: number): Promise<CountryTestCount[]> {
  const now = Date.now();
  const cached = recentByExam.get(examId);
  if (cached && now - cached.at < RECENT_COUNTRIES_TTL_MS) return cached.countries;
  const countries = recentCountries(em, examId);
  recentByExam.set(examId, { at: now, countries });
  // A failed count is not kept: the next view asks again.
  countries.catch(() => recentByExam.delete(examId));
  return countries;
}

/** The population figures come from the composer's own copy of the MBTI Manual table, with the source named. */
export async function composeReportFor(em: EntityManager, report: Report, locale: Locale): Promise<ReportDocument> {
  // An IQ report is read through iqReport; it is not a personality report.
  if (isIqScores(report.scores)) throw reportNotFound();
  return composeReport({
    score: report.scores as unknown as PersonalityScore,
    locale,
    recentCountries: await cachedRecentCountries(em, report.exam.id),
  });
}
