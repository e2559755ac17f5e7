// Signing in: with the password, or with a one-time link mailed to the address (also sent to a buyer after the
// first purchase, so that an account made from a purchase can be opened without ever choosing a password).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Statement } from '../../db/lean.js';
import type { Locale } from '../../shared/locale.js';
import { DEFAULT_EXAM_SEGMENT } from '../mail/mail.data.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { User } from '../user/user.entity.js';
import { accepted, AccountErrorCode, problemsOf, refused, type AccountOutcome } from './account.codes.js';
import { verifyPassword } from './account.password.js';
import { claimReports } from './account.reports.js';
import { mailRequestProblem, readEmail } from './account.rules.js';
import { recordSignInFailure, recordSignInSuccess, signInWait } from '../rate-limit/sign-in-throttle.js';
import { consumeLinkToken, issueLinkToken, SIGN_IN_LINK_MINUTES } from './account.secrets.js';
import type { MailRequestContext } from './account.signup.js';

const EXAM_SEGMENT = /^[A-Za-z][A-Za-z0-9]{0,31}-\d{1,10}$/;

export async function signInWithPassword(
  em: EntityManager,
  input: { email?: string | null; password?: string | null },
  ip: string,
  now: Date,
): Promise<AccountOutcome<User>> {
  const email = readEmail(input.email);
  const password = input.password ?? '';
  const problems = problemsOf(
    'problem' in email ? email.problem : null,
    password ? null : { code: AccountErrorCode.PASSWORD_REQUIRED, field: 'password' },
  );
  if (problems.length > 0 || !('address' in email)) return refused(...problems);
  const wait = await signInWait(em, email.address, ip, now);
  if (wait > 0) return refused({ code: AccountErrorCode.RATE_LIMITED, retryAfterSeconds: wait });
  const user = await em.findOne(User, { email: email.address });
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await recordSignInFailure(em, email.address, ip, now);
    return refused({ code: AccountErrorCode.WRONG_CREDENTIALS });
  }
  await recordSignInSuccess(em, email.address, ip, now);
  return accepted(user);
}

/** The sign-in page's path with a link token; `exam` keeps the {code}-{examId} the member came with. */
export function signInPath(token: string, exam?: string | null): string {
  const segment = exam && EXAM_SEGMENT.test(exam) ? exam : DEFAULT_EXAM_SEGMENT;
  return `/user/login/${segment}?s=${encodeURIComponent(token)}`;
}

/** Queues a sign-in link mail for an existing member (in the caller's transaction). */
export async function mailSignInLink(
  em: EntityManager,
  user: User,
  mail: { locale: Locale; minutes?: number; exam?: string | null; context?: 'request' | 'purchase' },
  now: Date,
  /** The caller's writes to send the link's token and its mail with; at once without. */
  pending?: Statement[],
): Promise<void> {
  const minutes = mail.minutes ?? SIGN_IN_LINK_MINUTES;
  const token = await issueLinkToken(em, { email: user.email, user, minutes }, now, pending);
  await enqueueMail(em, {
    to: user.email,
    template: MailTemplate.SIGN_IN_LINK,
    locale: mail.locale,
    data: { path: signInPath(token, mail.exam), expiresInMinutes: minutes, context: mail.context ?? 'request' },
  }, pending);
}

/** Mails a sign-in link when the address has an account; answers the same either way. */
export async function requestSignInLink(
  em: EntityManager,
  input: { email?: string | null; exam?: string | null },
  request: MailRequestContext,
  now: Date,
): Promise<AccountOutcome<{ email: string }>> {
  const email = readEmail(input.email);
  if ('problem' in email) return refused(email.problem);
  const limited = await mailRequestProblem(em, { kind: 'sign-in-link', address: email.address, ip: request.ip }, now);
  if (limited) return refused(limited);
  const queued = await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email: email.address });
    if (!user) return false;
    await mailSignInLink(tx, user, { locale: request.locale, exam: input.exam }, now);
    return true;
  });
  if (queued) announceMailQueued();
  return accepted({ email: email.address });
}

/** Spends a sign-in link: the link proves the address, so the address's reports join the account. */
export async function signInWithLink(em: EntityManager, secret: string | null | undefined, now: Date): Promise<AccountOutcome<User>> {
  return em.transactional(async (tx): Promise<AccountOutcome<User>> => {
    const token = await consumeLinkToken(tx, secret ?? '', now);
    const user = token ? await tx.findOne(User, { email: token.email }) : null;
    if (!user) return refused({ code: AccountErrorCode.LINK_INVALID, field: 'token' });
    user.emailVerifiedAt ??= now;
    await tx.flush();
    await claimReports(tx, user);
    return accepted(user);
  });
}
