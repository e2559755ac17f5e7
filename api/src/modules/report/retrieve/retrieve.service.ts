// Retrieve reports by email (SPEC sections 4, 5 and 8): one report-ready mail listing every report of the address
// with its private link. The answer never says more than sent, failed or none found; requests are rate limited
// per address and per IP.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AttemptStatus } from '../../attempt/attempt.entity.js';
import type { Locale } from '../../../shared/locale.js';
import { limitMailRequest } from '../../mail/mail.limits.js';
import { MailTemplate } from '../../mail/mail-outbox.entity.js';
import type { MailDataInput } from '../../mail/mail.data.js';
import { announceMailQueued, enqueueMail } from '../../mail/mail.service.js';
import { Report } from '../report.entity.js';
import { ReportState } from '../report.state.js';
import { RetrieveErrorCode, RetrieveStatus, type RetrieveOutcome, retrieveFail } from './retrieve.codes.js';
import { ok } from '../../../shared/result.js';
import { examSegment } from '../../exam/exam.service.js';
import { normaliseEmail } from '../../../shared/email.js';

/** The newest reports listed in one mail. */
export const MAX_REPORTS_PER_MAIL = 20;

export interface RetrieveRequest {
  email: string | null | undefined;
  locale: Locale;
  /** The caller's IP, for the per-IP limit (hashed before it is stored). */
  ip: string;
}

type ListedReport = MailDataInput<MailTemplate.REPORT_READY>['reports'][number];

/** Reports of the address (left with the test or given at checkout): paid ones by report token, free by attempt. */
export async function findRetrievable(em: EntityManager, address: string): Promise<ListedReport[]> {
  const reports = await em.find(
    Report,
    { $or: [{ email: address }, { order: { email: address } }] },
    { populate: ['attempt', 'exam'], orderBy: { createdAt: 'desc' }, limit: MAX_REPORTS_PER_MAIL },
  );
  const listed: ListedReport[] = [];
  for (const report of reports) {
    const exam = examSegment(report.exam);
    const base = { exam, typeCode: report.typeCode ?? null };
    if (report.state === ReportState.READY) {
      listed.push({ ...base, kind: 'paid', token: report.token, date: (report.completedAt ?? report.createdAt).toISOString() });
    } else if (report.attempt && report.attempt.status === AttemptStatus.SUBMITTED) {
      listed.push({ ...base, kind: 'free', token: report.attempt.token, date: (report.attempt.submittedAt ?? report.createdAt).toISOString() });
    }
  }
  return listed;
}

export async function retrieveReports(em: EntityManager, request: RetrieveRequest, now: Date, log?: Logger): Promise<RetrieveOutcome> {
  const typed = (request.email ?? '').trim();
  if (!typed) return retrieveFail(RetrieveErrorCode.EMPTY_EMAIL, 'email');
  const address = normaliseEmail(typed);
  if (!address) return retrieveFail(RetrieveErrorCode.INVALID_EMAIL, 'email');
  const decision = await limitMailRequest(em, { kind: 'retrieve-reports', address, ip: request.ip }, now);
  if (!decision.allowed) {
    return retrieveFail(RetrieveErrorCode.RATE_LIMITED, decision.rule === 'mail:ip' ? undefined : 'email', decision.retryAfterSeconds);
  }
  const reports = await findRetrievable(em, address);
  if (reports.length === 0) return ok(RetrieveStatus.NO_REPORT);
  try {
    await enqueueMail(em, { to: address, template: MailTemplate.REPORT_READY, locale: request.locale, data: { context: 'retrieve', reports } });
    await em.flush();
  } catch (error) {
    // Only the kind of error: a database message may quote the values it was given.
    const { name, code } = error as { name?: string; code?: string };
    log?.error({ errorName: name, code }, 'could not queue the retrieved reports mail');
    return ok(RetrieveStatus.FAILED);
  }
  announceMailQueued();
  return ok(RetrieveStatus.SENT);
}
