// Forgotten password (SPEC section 4: send code, enter code, reset, success). The code request answers the same
// whether or not the address has an account; the reset proves the address, ends every other session and signs in.
import type { EntityManager } from '@mikro-orm/postgresql';
import { announceMailQueued } from '../mail/mail.service.js';
import { User } from '../user/user.entity.js';
import { AccountTokenPurpose } from './account-token.entity.js';
import { accepted, AccountErrorCode, problemsOf, refused, type AccountOutcome } from './account.codes.js';
import { hashPassword, newPasswordProblems } from './account.password.js';
import { claimReports } from './account.reports.js';
import { codeProblem, mailRequestProblem, readEmail } from './account.rules.js';
import { consumeCode } from './account.secrets.js';
import { endOtherSessions } from './account.session.js';
import { mailCode, type MailRequestContext } from './account.signup.js';

export async function requestPasswordReset(
  em: EntityManager,
  input: { email?: string | null },
  request: MailRequestContext,
  now: Date,
): Promise<AccountOutcome<{ email: string }>> {
  const email = readEmail(input.email);
  if ('problem' in email) return refused(email.problem);
  const limited = await mailRequestProblem(em, { kind: 'verification-code', address: email.address, ip: request.ip }, now);
  if (limited) return refused(limited);
  const queued = await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email: email.address });
    if (!user) return false;
    await mailCode(tx, { purpose: AccountTokenPurpose.PASSWORD_RESET, email: email.address, user }, request.locale, now);
    return true;
  });
  if (queued) announceMailQueued();
  return accepted({ email: email.address });
}

export interface PasswordResetInput {
  email?: string | null;
  code?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

export async function resetPassword(em: EntityManager, input: PasswordResetInput, now: Date): Promise<AccountOutcome<User>> {
  const email = readEmail(input.email);
  const problems = [
    ...problemsOf('problem' in email ? email.problem : null, codeProblem(input.code)),
    ...newPasswordProblems(input.password, input.confirmPassword),
  ];
  if (problems.length > 0 || !('address' in email)) return refused(...problems);
  // Hashed before the transaction: argon2 takes tens of milliseconds and must not hold the code's row lock.
  const passwordHash = await hashPassword(input.password ?? '');
  return em.transactional(async (tx): Promise<AccountOutcome<User>> => {
    const token = await consumeCode(tx, email.address, AccountTokenPurpose.PASSWORD_RESET, (input.code ?? '').trim(), now);
    const user = token ? await tx.findOne(User, { email: email.address }) : null;
    if (!user) return refused({ code: AccountErrorCode.CODE_INVALID, field: 'code' });
    user.passwordHash = passwordHash;
    user.emailVerifiedAt ??= now;
    await tx.flush();
    await endOtherSessions(tx, user, undefined);
    await claimReports(tx, user);
    return accepted(user);
  });
}
