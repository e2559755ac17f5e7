// Forgotten password (SPEC section 4: send code, enter code, reset, success). The code request answers the same
// whether or not the address has an account; the reset proves the address, ends every other session and signs in.
// Resets are limited per address and per IP, and the code is checked before the new password is hashed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { announceMailQueued } from '../mail/mail.service.js';
import { User } from '../user/user.entity.js';
import { AccountTokenPurpose } from './account-token.entity.js';
import { accepted, AccountErrorCode, problemsOf, refused, type AccountOutcome } from './account.codes.js';
import { hashPassword, newPasswordProblems } from './account.password.js';
import { claimReports } from './account.reports.js';
import { codeProblem, mailRequestProblem, readEmail, RESET_PER_ADDRESS, RESET_PER_IP } from './account.rules.js';
import { addressWords } from './password-strength.js';
import { hitAll } from '../rate-limit/rate-limit.service.js';
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

/**
 * Sets a new password with a mailed code. The attempt is counted first (per IP and per address), the code is checked
 * and spent next, and only then is the password hashed: a stranger guessing codes never makes us run argon2.
 */
export async function resetPassword(em: EntityManager, input: PasswordResetInput, ip: string, now: Date): Promise<AccountOutcome<User>> {
  const email = readEmail(input.email);
  const address = 'address' in email ? email.address : undefined;
  const problems = [
    ...problemsOf('problem' in email ? email.problem : null, codeProblem(input.code)),
    ...newPasswordProblems(input.password, input.confirmPassword, undefined, undefined, addressWords(address)),
  ];
  if (problems.length > 0 || !address) return refused(...problems);
  const decision = await hitAll(em, [{ rule: RESET_PER_IP, subject: ip }, { rule: RESET_PER_ADDRESS, subject: address }], now);
  if (!decision.allowed) return refused({ code: AccountErrorCode.RATE_LIMITED, retryAfterSeconds: decision.retryAfterSeconds });
  const userId = await em.transactional(async (tx) => {
    const token = await consumeCode(tx, address, AccountTokenPurpose.PASSWORD_RESET, (input.code ?? '').trim(), now);
    const user = token ? await tx.findOne(User, { email: address }) : null;
    return user?.id ?? null;
  });
  if (!userId) return refused({ code: AccountErrorCode.CODE_INVALID, field: 'code' });
  // Outside the transaction: argon2 takes tens of milliseconds and must not hold a row lock. The code is spent.
  const passwordHash = await hashPassword(input.password ?? '');
  return em.transactional(async (tx): Promise<AccountOutcome<User>> => {
    const user = await tx.findOneOrFail(User, { id: userId });
    user.passwordHash = passwordHash;
    user.emailVerifiedAt ??= now;
    await tx.flush();
    await endOtherSessions(tx, user, undefined);
    await claimReports(tx, user);
    return accepted(user);
  });
}
