// Checks of account input shared by sign-up, sign-in and resets: the address, the code, and the request limits.
import type { EntityManager } from '@mikro-orm/postgresql';
import { limitMailRequest, type MailRequestKind } from '../mail/mail.limits.js';
import { type RateRule } from '../rate-limit/rate-limit.service.js';
import { AccountErrorCode, type AccountProblem } from './account.codes.js';
import { normaliseEmail } from '../../shared/email.js';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Password resets with a code: per address (the code allows 5 wrong tries anyway) and per IP (hashing costs us). */
export const RESET_PER_ADDRESS: RateRule = { name: 'reset:address', limit: 10, windowMs: FIFTEEN_MINUTES };
export const RESET_PER_IP: RateRule = { name: 'reset:ip', limit: 20, windowMs: FIFTEEN_MINUTES };
/** Checks of the current password when changing it, per member. */
export const PASSWORD_CHECKS_PER_MEMBER: RateRule = { name: 'password-change:user', limit: 10, windowMs: FIFTEEN_MINUTES };

/** The normalised address, or the problem with what was typed. */
export function readEmail(typed: string | null | undefined, field = 'email'): { address: string } | { problem: AccountProblem } {
  const value = (typed ?? '').trim();
  if (!value) return { problem: { code: AccountErrorCode.EMPTY_EMAIL, field } };
  const address = normaliseEmail(value);
  return address ? { address } : { problem: { code: AccountErrorCode.INVALID_EMAIL, field } };
}

export function codeProblem(code: string | null | undefined): AccountProblem | null {
  return (code ?? '').trim() ? null : { code: AccountErrorCode.CODE_REQUIRED, field: 'code' };
}

/** Counts a mail request (code, link) against the address and IP limits; the refusal as a problem. */
export async function mailRequestProblem(
  em: EntityManager,
  request: { kind: MailRequestKind; address: string; ip: string },
  now: Date,
): Promise<AccountProblem | null> {
  const decision = await limitMailRequest(em, request, now);
  if (decision.allowed) return null;
  return { code: AccountErrorCode.RATE_LIMITED, field: decision.rule === 'mail:ip' ? undefined : 'email', retryAfterSeconds: decision.retryAfterSeconds };
}
