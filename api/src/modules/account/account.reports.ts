// The reports of a member: those bought with the account, and, once the member has proved the address (a code or
// a link mailed to it), those left under that address. Only a proved address claims reports.
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { AttemptStatus } from '../attempt/attempt.entity.js';
import { Report } from '../report/report.entity.js';
import { ReportState, specStatus, type ReportStatus } from '../report/report.state.js';
import { assignReportsToUser } from '../report/report.lifecycle.js';
import { attachToUser } from '../entitlement/entitlement.service.js';
import type { User } from '../user/user.entity.js';
import { isUuid } from '../../shared/ids.js';
import { examSegment } from '../exam/exam.service.js';

export const MAX_LISTED_REPORTS = 100;

export interface MemberReport {
  id: string;
  status: ReportStatus;
  typeCode: string | null;
  /** The {code}-{examId} segment of the exam's links. */
  exam: string;
  createdAt: Date;
  completedAt: Date | null;
  /** Opens the in-depth report and its PDF; only for completed reports. */
  reportToken: string | null;
  /** Opens the free result and the offer to unlock it; null when the test was never submitted. */
  resultToken: string | null;
  orderNumber: string | null;
}

function ownedBy(user: User): FilterQuery<Report> {
  if (!user.emailVerifiedAt) return { user: user.id };
  return { $or: [{ user: user.id }, { email: user.email }, { order: { email: user.email } }] };
}

/** Links the address's unclaimed reports to the member, once the member proved the address. */
export async function claimReports(em: EntityManager, user: User): Promise<void> {
  await assignReportsToUser(em, user.email, user.id);
  await attachToUser(em, user.email, user.id);
}

/** The member's scored reports, newest first, with what the views read loaded. */
export async function memberReports(em: EntityManager, user: User): Promise<Report[]> {
  return em.find(
    Report,
    { $and: [ownedBy(user), { scores: { $ne: null } }] },
    { populate: ['exam', 'attempt', 'order'], orderBy: { createdAt: 'desc' }, limit: MAX_LISTED_REPORTS },
  );
}

/** The personal centre's list as the REST facade shows it. */
export async function listMemberReports(em: EntityManager, user: User): Promise<MemberReport[]> {
  const reports = await memberReports(em, user);
  return reports.map((report) => ({
    id: report.id,
    status: specStatus(report.state),
    typeCode: report.typeCode ?? null,
    exam: examSegment(report.exam),
    createdAt: report.createdAt,
    completedAt: report.completedAt ?? null,
    reportToken: report.state === ReportState.READY ? report.token : null,
    resultToken: report.attempt?.status === AttemptStatus.SUBMITTED ? report.attempt.token : null,
    orderNumber: report.order?.orderNumber ?? null,
  }));
}

/** A completed report of the member by its id; null when it is not theirs (or not unlocked). */
export async function findMemberReport(em: EntityManager, user: User, id: string): Promise<Report | null> {
  if (!isUuid(id)) return null;
  return em.findOne(Report, { $and: [{ id, state: ReportState.READY, scores: { $ne: null } }, ownedBy(user)] }, { populate: ['exam', 'order', 'attempt'] });
}
