// Test sittings: start, save answers as the person goes, submit for scoring, leave an email, read the result.
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadEntity, selectRows } from '../../db/lean.js';
import { parseLocale } from '../../shared/locale.js';
import { findExam } from '../exam/exam.service.js';
import { Exam, ExamKind } from '../exam/exam.entity.js';
import { cachedQuestions, referenceData, type QuestionData } from '../reference/reference-data.js';
import { Report } from '../report/report.entity.js';
import { createSittingReport, setSittingEmail } from '../report/report.lifecycle.js';
import { scorePersonality } from '../scoring/scoring.js';
import { Attempt, AttemptStatus } from './attempt.entity.js';
import { AttemptErrorCode } from './attempt.codes.js';
import { checkAnswers, cleanTracking } from './attempt.rules.js';
import { PartnerCode, type Partner } from '../partner/partner.entity.js';
import { attemptFail, type AttemptResult } from './attempt.codes.js';
import { ok } from '../../shared/result.js';
import { isToken } from '../../shared/tokens.js';
import { cleanCountry } from '../../shared/country.js';
import { normaliseEmail } from '../../shared/email.js';
import { newToken } from '../../shared/tokens.js';

export interface StartTestArgs {
  examId: number;
  code: string;
  locale: string;
  country?: string | null;
  tracking?: ReadonlyArray<{ name: string; value: string }> | null;
  /** A partner's code (also read from the `partner` tracking parameter of its links). */
  partnerCode?: string | null;
}

const PARTNER_CODE = /^[A-Z0-9][A-Z0-9-]{3,31}$/;

/** The active partner a code belongs to; an unknown code starts an ordinary sitting. */
async function partnerOf(em: EntityManager, args: StartTestArgs): Promise<Partner | undefined> {
  const raw = args.partnerCode ?? args.tracking?.find((param) => param.name === 'partner')?.value;
  const code = raw?.trim().toUpperCase();
  if (!code || !PARTNER_CODE.test(code)) return undefined;
  const row = await em.findOne(PartnerCode, { code, partner: { revokedAt: null } }, { populate: ['partner'] });
  return row?.partner;
}

const notFound = <T>() => attemptFail<T>(AttemptErrorCode.ATTEMPT_NOT_FOUND, 'No test with this token.', 'token');

/** A sitting by its token; its exam is a reference (the exam's fields come from the reference-data cache). */
export function findAttempt(em: EntityManager, token: string): Promise<Attempt | null> {
  if (!isToken(token)) return Promise.resolve(null);
  // A lean read: every step of the questionnaire starts here.
  return loadEntity(em, Attempt, 'select * from attempt where token = ?', [token]);
}

/** An exam's questions in presentation order, from the reference-data cache (never managed entities). */
export function examQuestions(em: EntityManager, examId: number): Promise<readonly QuestionData[]> {
  return cachedQuestions(em, examId);
}

export async function startTest(em: EntityManager, args: StartTestArgs): Promise<AttemptResult<Attempt>> {
  const exam = await findExam(em, args.examId);
  if (!exam) return attemptFail(AttemptErrorCode.EXAM_NOT_FOUND, `No exam with id ${args.examId}.`, 'examId');
  if (exam.code.toUpperCase() !== args.code.trim().toUpperCase()) {
    return attemptFail(AttemptErrorCode.CODE_MISMATCH, `Exam ${exam.id} has the code ${exam.code}.`, 'code');
  }
  const locale = parseLocale(args.locale);
  if (!locale) return attemptFail(AttemptErrorCode.UNKNOWN_LOCALE, `Unknown locale '${args.locale.slice(0, 16)}'.`, 'locale');
  const attempt = em.create(Attempt, {
    token: newToken(),
    exam: em.getReference(Exam, exam.id),
    locale,
    country: cleanCountry(args.country),
    tracking: cleanTracking(args.tracking ?? []),
    partner: await partnerOf(em, args),
  });
  await em.flush();
  return ok(attempt);
}

export async function saveAnswers(
  em: EntityManager,
  token: string,
  answers: ReadonlyArray<{ questionKey: string; value: number }>,
): Promise<AttemptResult<Attempt>> {
  const attempt = await findAttempt(em, token);
  if (!attempt) return notFound();
  if (attempt.status !== AttemptStatus.IN_PROGRESS) {
    return attemptFail(AttemptErrorCode.ALREADY_SUBMITTED, 'This test has been submitted; its answers can no longer change.');
  }
  const keys = new Set((await examQuestions(em, attempt.exam.id)).map((question) => question.key));
  const errors = checkAnswers(answers, keys);
  if (errors.length > 0) return { ok: false, errors };
  const patch = Object.fromEntries(answers.map(({ questionKey, value }) => [questionKey, value]));
  // One atomic merge, so answers saved from two tabs at once are never lost; only an unsubmitted test changes.
  const updated = await em.getConnection().execute<Array<{ answers: Record<string, number>; updated_at: Date }>>(
    `update attempt set answers = answers || ?::jsonb, updated_at = now()
      where id = ? and status = 'in_progress' returning answers, updated_at`,
    [JSON.stringify(patch), attempt.id],
  );
  if (updated.length === 0) {
    return attemptFail(AttemptErrorCode.ALREADY_SUBMITTED, 'This test has been submitted; its answers can no longer change.');
  }
  // The merged answers as stored (another tab's included), without reading the row again. Nothing flushes this
  // EntityManager afterwards; if something did, it would write the same values back.
  const [row] = updated;
  Object.assign(attempt, { answers: row!.answers, updatedAt: new Date(row!.updated_at) });
  return ok(attempt);
}

export async function captureEmail(em: EntityManager, token: string, email: string): Promise<AttemptResult<Attempt>> {
  const address = normaliseEmail(email);
  if (!address) return attemptFail(AttemptErrorCode.INVALID_EMAIL, 'Please enter a valid email address.', 'email');
  const attempt = await findAttempt(em, token);
  if (!attempt) return notFound();
  // Two narrow updates in one transaction (every buyer passes here): the sitting's address and its free result's.
  const updatedAt = await em.transactional(async (tx) => {
    const [row] = await selectRows<{ updated_at: Date }>(tx, 'update attempt set email = ?, updated_at = now() where id = ? returning updated_at', [address, attempt.id]);
    await setSittingEmail(tx, attempt.id, address);
    return row?.updated_at;
  });
  // The stored values, without reading the row again (nothing flushes this EntityManager afterwards; if something
  // did, it would write the same values back).
  Object.assign(attempt, { email: address, updatedAt: updatedAt ? new Date(updatedAt) : attempt.updatedAt });
  return ok(attempt);
}

export interface SubmittedResult {
  attempt: Attempt;
  /** The sitting's report, which holds the score. */
  report: Report;
}

export async function submitTest(em: EntityManager, token: string): Promise<AttemptResult<SubmittedResult>> {
  return em.transactional(async (tx) => {
    const attempt = isToken(token) ? await loadEntity(tx, Attempt, 'select * from attempt where token = ? for update', [token]) : null;
    if (!attempt) return notFound<SubmittedResult>();
    if (attempt.status === AttemptStatus.SUBMITTED) {
      return attemptFail<SubmittedResult>(AttemptErrorCode.ALREADY_SUBMITTED, 'This test has already been submitted.');
    }
    const exam = (await referenceData(tx)).exams.get(attempt.exam.id);
    if (exam?.kind === ExamKind.IQ) {
      return attemptFail<SubmittedResult>(AttemptErrorCode.SCORED_ITEM_BY_ITEM, 'The IQ test is scored as it is answered; it has no submit.');
    }
    const questions = await examQuestions(tx, attempt.exam.id);
    const missing = questions.filter((question) => attempt.answers[question.key] === undefined);
    if (missing.length > 0) {
      return attemptFail<SubmittedResult>(AttemptErrorCode.INCOMPLETE_ANSWERS,
        `${missing.length} question(s) still need an answer.`, missing[0]!.key);
    }
    const score = scorePersonality(
      questions.map((question) => ({ key: question.key, indicator: question.indicator!, keyed: question.keyed! })),
      attempt.answers,
    );
    attempt.status = AttemptStatus.SUBMITTED;
    attempt.submittedAt = new Date();
    // The free result's view names the exam: its row, read lean (the sitting holds a bare reference).
    await loadEntity(tx, Exam, 'select * from exam where id = ?', [attempt.exam.id]);
    const report = createSittingReport(tx, attempt, { typeCode: score.fullCode, scores: { ...score }, locale: parseLocale(attempt.locale) ?? 'EN' });
    return ok({ attempt, report });
  });
}

/** The stored score of a submitted attempt. */
export async function readResult(em: EntityManager, token: string): Promise<AttemptResult<SubmittedResult>> {
  const attempt = await findAttempt(em, token);
  if (!attempt) return notFound();
  if (attempt.status !== AttemptStatus.SUBMITTED) {
    return attemptFail(AttemptErrorCode.NOT_SUBMITTED, 'This test has not been submitted yet.');
  }
  const report = await em.findOne(Report, { attempt }, { orderBy: { createdAt: 'asc' }, populate: ['exam', 'order'] });
  // An IQ result is read through iqResult; its scores are not a personality score.
  if (!report?.scores || report.exam.kind === ExamKind.IQ) return attemptFail(AttemptErrorCode.NOT_SUBMITTED, 'This test has no result yet.');
  return ok({ attempt, report });
}
