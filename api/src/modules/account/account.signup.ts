// Sign-up: name, address, password twice and the privacy agreement; a code mailed to the address finishes it. The
// answer is the same whether or not the address has an account, and the account changes only once the code proves
// the address, so nobody can take over a buyer's account or learn which addresses are registered.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { User } from '../user/user.entity.js';
import { ensureUser } from '../user/user.service.js';
import { AccountTokenPurpose } from './account-token.entity.js';
import { accepted, AccountErrorCode, problemsOf, refused, type AccountOutcome, type AccountProblem } from './account.codes.js';
import { hashPassword, newPasswordProblems } from './account.password.js';
import { addressWords } from './password-strength.js';
import { claimReports } from './account.reports.js';
import { codeProblem, mailRequestProblem, readEmail } from './account.rules.js';
import { CODE_MINUTES, consumeCode, issueCode } from './account.secrets.js';
import { endOtherSessions } from './account.session.js';

export const NAME_MAX_LENGTH = 100;

export interface SignUpInput {
  name?: string | null;
  email?: string | null;
  password?: string | null;
  /** Checked when given (the web form always sends it); older REST clients may leave it out. */
  confirmPassword?: string | null;
  agreePrivacy?: boolean | null;
}

export interface MailRequestContext {
  locale: Locale;
  ip: string;
}

/** Mails a code to `address` in `locale` (the caller's transaction queues it with the change it belongs to). */
export async function mailCode(
  em: EntityManager,
  issue: Parameters<typeof issueCode>[1],
  locale: Locale,
  now: Date,
): Promise<void> {
  const code = await issueCode(em, issue, now);
  await enqueueMail(em, { to: issue.email, template: MailTemplate.VERIFICATION_CODE, locale, data: { code, expiresInMinutes: CODE_MINUTES } });
}

function signUpProblems(input: SignUpInput, email: ReturnType<typeof readEmail>): AccountProblem[] {
  const problems: AccountProblem[] = [];
  const name = (input.name ?? '').trim();
  if (!name) problems.push({ code: AccountErrorCode.NAME_REQUIRED, field: 'name' });
  else if (name.length > NAME_MAX_LENGTH) problems.push({ code: AccountErrorCode.TOO_LONG, field: 'name' });
  if ('problem' in email) problems.push(email.problem);
  problems.push(...newPasswordProblems(input.password, input.confirmPassword, undefined, undefined, addressWords(input.email)));
  if (!input.agreePrivacy) problems.push({ code: AccountErrorCode.PRIVACY_NOT_AGREED, field: 'agreePrivacy' });
  return problems;
}

/** Checks the form and mails a code; the account is made (or its password set) by `confirmSignUp`. */
export async function requestSignUp(
  em: EntityManager,
  input: SignUpInput,
  request: MailRequestContext,
  now: Date,
): Promise<AccountOutcome<{ email: string }>> {
  const email = readEmail(input.email);
  const problems = signUpProblems(input, email);
  if (problems.length > 0 || !('address' in email)) return refused(...problems);
  const limited = await mailRequestProblem(em, { kind: 'verification-code', address: email.address, ip: request.ip }, now);
  if (limited) return refused(limited);
  const pending = { name: (input.name ?? '').trim(), passwordHash: await hashPassword(input.password ?? '') };
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email: email.address });
    await mailCode(tx, { purpose: AccountTokenPurpose.REGISTER, email: email.address, user, pending }, request.locale, now);
  });
  announceMailQueued();
  return accepted({ email: email.address });
}

/** The code from the sign-up mail: makes the account (or sets the new password on it) and proves the address. */
export async function confirmSignUp(
  em: EntityManager,
  input: { email?: string | null; code?: string | null },
  locale: Locale,
  now: Date,
): Promise<AccountOutcome<User>> {
  const email = readEmail(input.email);
  const problems = problemsOf('problem' in email ? email.problem : null, codeProblem(input.code));
  if (problems.length > 0 || !('address' in email)) return refused(...problems);
  return em.transactional(async (tx): Promise<AccountOutcome<User>> => {
    const token = await consumeCode(tx, email.address, AccountTokenPurpose.REGISTER, (input.code ?? '').trim(), now);
    if (!token?.pending) return refused({ code: AccountErrorCode.CODE_INVALID, field: 'code' });
    const { user } = await ensureUser(tx, email.address, locale);
    const hadPassword = Boolean(user.passwordHash);
    user.passwordHash = token.pending.passwordHash;
    user.name = token.pending.name;
    user.emailVerifiedAt ??= now;
    await tx.flush();
    // Signing up again over an account is a password change: sessions opened with the old password end.
    if (hadPassword) await endOtherSessions(tx, user, undefined);
    await claimReports(tx, user);
    return accepted(user);
  });
}
