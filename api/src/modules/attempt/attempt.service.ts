// Test sittings: start, save answers as the person goes, submit for scoring, leave an email, read the result.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRow, loadEntity, loadLinked, selectRows, writeChanges } from '../../db/lean.js';
import { parseLocale } from '../../shared/locale.js';
import { findExam } from '../exam/exam.service.js';
import { Exam, ExamKind } from '../exam/exam.entity.js';
import { cachedQuestions, referenceData, type QuestionData } from '../reference/reference-data.js';
import { Report } from '../report/report.entity.js';
import { newSittingReport, setSittingEmail } from '../report/report.lifecycle.js';
import { scorePersonality } from '../scoring/scoring.js';
import { Attempt, AttemptStatus } from './attempt.entity.js';
import { sittingOfRow, type AttemptRow, type SittingFields } from './attempt.mapping.js';
import { AttemptErrorCode } from './attempt.codes.js';
import { checkAnswers, cleanTracking } from './attempt.rules.js';
import { PartnerCode, type Partner } from '../partner/partner.entity.js';
import { rememberSittingPartner } from '../webhook/partner-webhook.events.js';
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

const SITTING_BY_TOKEN = 'select * from attempt where token = ?';

/** A sitting by its token; its exam is a reference (the exam's fields come from the reference-data cache). */
export async function findAttempt(em: EntityManager, token: string): Promise<Attempt | null> {
  if (!isToken(token)) return null;
  // A lean read: every step of the questionnaire starts here.
  return loadEntity(em, Attempt, SITTING_BY_TOKEN, [token]);
}

/** A sitting's row by its token, for a caller that reads it without changing it (no managed entity). */
export async function findAttemptRow(em: EntityManager, token: string): Promise<AttemptRow | null> {
  if (!isToken(token)) return null;
  const [row] = await selectRows<AttemptRow>(em, SITTING_BY_TOKEN, [token]);
  return row ?? null;
}

/** The exams whose questions take every one of these answers: the sitting's own exam is one of them, or they fail. */
async function examsTaking(em: EntityManager, answers: ReadonlyArray<{ questionKey: string; value: number }>): Promise<number[]> {
  const taking: number[] = [];
  for (const [examId, keys] of (await referenceData(em)).questionKeysByExam) {
    if (checkAnswers(answers, keys).length === 0) taking.push(examId);
  }
  return taking;
}

/** An exam's questions in presentation order, from the reference-data cache (never managed entities). */
export function examQuestions(em: EntityManager, examId: number): Promise<readonly QuestionData[]> {
  return cachedQuestions(em, examId);
}

export async function startTest(em: EntityManager, args: StartTestArgs): Promise<AttemptResult<SittingFields>> {
  const exam = await findExam(em, args.examId);
  if (!exam) return attemptFail(AttemptErrorCode.EXAM_NOT_FOUND, `No exam with id ${args.examId}.`, 'examId');
  if (exam.code.toUpperCase() !== args.code.trim().toUpperCase()) {
    return attemptFail(AttemptErrorCode.CODE_MISMATCH, `Exam ${exam.id} has the code ${exam.code}.`, 'code');
  }
  const locale = parseLocale(args.locale);
  if (!locale) return attemptFail(AttemptErrorCode.UNKNOWN_LOCALE, `Unknown locale '${args.locale.slice(0, 16)}'.`, 'locale');
  const partner = await partnerOf(em, args);
  const now = new Date();
  // One insert returning the row (every sitting starts here): no transaction around a single statement.
  const row = await insertRow<AttemptRow>(em, 'attempt', {
    id: randomUUID(), token: newToken(), exam_id: exam.id, partner_id: partner?.id ?? null, locale, status: AttemptStatus.IN_PROGRESS,
    answers: {}, tracking: cleanTracking(args.tracking ?? []), country: cleanCountry(args.country) ?? null, created_at: now, updated_at: now,
  });
  rememberSittingPartner(row.id, partner?.id ?? null);
  return ok(sittingOfRow(row));
}

const alreadySubmitted = <T>() => attemptFail<T>(AttemptErrorCode.ALREADY_SUBMITTED, 'This test has been submitted; its answers can no longer change.');

export async function saveAnswers(
  em: EntityManager,
  token: string,
  answers: ReadonlyArray<{ questionKey: string; value: number }>,
): Promise<AttemptResult<SittingFields>> {
  if (!isToken(token)) return notFound();
  const taking = await examsTaking(em, answers);
  const patch = Object.fromEntries(answers.map(({ questionKey, value }) => [questionKey, value]));
  // One atomic merge, so answers saved from two tabs at once are never lost; only an unsubmitted test changes. The
  // sitting is found by its token, and written only if its exam takes these answers, so no read goes first (and no
  // API process needs to have seen the sitting before). The merged answers (another tab's included) come back with it.
  const [row] = taking.length === 0 ? [] : await selectRows<AttemptRow>(em,
    `update attempt set answers = answers || ?::jsonb, updated_at = now()
      where token = ? and status = 'in_progress' and exam_id in (?) returning *`,
    [JSON.stringify(patch), token, taking]);
  if (row) return ok(sittingOfRow(row));
  // Nothing written: a submitted test says so before any invalid answer, as does one that is gone.
  const attempt = await findAttempt(em, token);
  if (!attempt) return notFound();
  if (attempt.status !== AttemptStatus.IN_PROGRESS) return alreadySubmitted();
  const errors = checkAnswers(answers, (await referenceData(em)).questionKeysByExam.get(attempt.exam.id) ?? new Set());
  return errors.length > 0 ? { ok: false, errors } : alreadySubmitted();
}

export async function captureEmail(em: EntityManager, token: string, email: string): Promise<AttemptResult<SittingFields>> {
  const address = normaliseEmail(email);
  if (!address) return attemptFail(AttemptErrorCode.INVALID_EMAIL, 'Please enter a valid email address.', 'email');
  if (!isToken(token)) return notFound();
  const write = 'update attempt set email = ?, updated_at = now() where token = ?';
  // Before the submit a sitting has no result yet (the submit makes it under the sitting's row lock, which this update
  // waits for): one statement. After it, the sitting and its free result change together.
  const [early] = await selectRows<AttemptRow>(em, `${write} and status = 'in_progress' returning *`, [address, token]);
  const row = early ?? await em.transactional(async (tx) => {
    const [submitted] = await selectRows<AttemptRow & { id: string }>(tx, `${write} returning *`, [address, token]);
    if (submitted) await setSittingEmail(tx, submitted.id, address);
    return submitted;
  });
  return row ? ok(sittingOfRow(row)) : notFound();
}

export interface SubmittedResult {
  attempt: Attempt;
  /** The sitting's report, which holds the score. */
  report: Report;
}

export async function submitTest(em: EntityManager, token: string): Promise<AttemptResult<SubmittedResult>> {
  return em.transactional(async (tx) => {
    // The sitting locked, with its exam's row (the free result's view names the exam) in the same statement.
    const linked = isToken(token)
      ? await loadLinked(tx, 'select to_jsonb(a) as attempt, to_jsonb(e) as exam from attempt a join exam e on e.id = a.exam_id where a.token = ? for update of a',
        [token], { exam: Exam, attempt: Attempt })
      : null;
    const attempt = linked?.attempt;
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
    // The sitting's row and its free result, written behind, go out with the COMMIT (every sitting submits once):
    // nothing is left to flush.
    const { report, insert } = newSittingReport(tx, attempt, { typeCode: score.fullCode, scores: { ...score }, locale: parseLocale(attempt.locale) ?? 'EN' });
    await writeChanges(tx, [attempt], [insert], { behind: true });
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
