// The member's own details (personal centre) and changing the password while signed in.
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseLocale } from '../../shared/locale.js';
import { hit } from '../rate-limit/rate-limit.service.js';
import type { Sex, User } from '../user/user.entity.js';
import { accepted, AccountErrorCode, refused, type AccountOutcome, type AccountProblem } from './account.codes.js';
import { hashPassword, newPasswordProblems, verifyPassword } from './account.password.js';
import { PASSWORD_CHECKS_PER_MEMBER } from './account.rules.js';
import { addressWords } from './password-strength.js';
import { endOtherSessions } from './account.session.js';
import { NAME_MAX_LENGTH } from './account.signup.js';

export interface ProfileInput {
  name?: string | null;
  nickName?: string | null;
  phone?: string | null;
  /** YYYY-MM-DD, or empty to clear. */
  birthday?: string | null;
  sex?: Sex | null;
  locale?: string | null;
}

const LIMITS = { name: NAME_MAX_LENGTH, nickName: 50, phone: 32 } as const;
const PHONE = /^[+()\d\s.-]*$/;
const EARLIEST_BIRTH_YEAR = 1900;

/** A real calendar date between 1900 and today, as YYYY-MM-DD (SPEC section 5: else 'Invalid date.'). */
export function isValidBirthday(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= now.getTime();
}

function profileProblems(input: ProfileInput, now: Date): AccountProblem[] {
  const problems: AccountProblem[] = [];
  for (const field of ['name', 'nickName', 'phone'] as const) {
    const value = input[field];
    if (value && value.trim().length > LIMITS[field]) problems.push({ code: AccountErrorCode.TOO_LONG, field });
  }
  if (input.name !== undefined && input.name !== null && !input.name.trim()) {
    problems.push({ code: AccountErrorCode.NAME_REQUIRED, field: 'name' });
  }
  if (input.phone && !PHONE.test(input.phone.trim())) problems.push({ code: AccountErrorCode.INVALID_PHONE, field: 'phone' });
  if (input.birthday && !isValidBirthday(input.birthday.trim(), now)) problems.push({ code: AccountErrorCode.INVALID_DATE, field: 'birthday' });
  return problems;
}

/** Updates the fields given (undefined leaves one as it is; an empty string clears an optional one). */
export async function updateProfile(em: EntityManager, user: User, input: ProfileInput, now: Date): Promise<AccountOutcome<User>> {
  const problems = profileProblems(input, now);
  if (problems.length > 0) return refused(...problems);
  const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || undefined);
  if (input.name !== undefined && input.name !== null) user.name = input.name.trim();
  if (input.nickName !== undefined) user.nickName = optional(input.nickName);
  if (input.phone !== undefined) user.phone = optional(input.phone);
  if (input.birthday !== undefined) user.birthday = optional(input.birthday);
  if (input.sex !== undefined) user.sex = input.sex ?? undefined;
  const locale = parseLocale(input.locale ?? undefined);
  if (locale) user.locale = locale;
  await em.flush();
  return accepted(user);
}

export interface PasswordChangeInput {
  currentPassword?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

/**
 * A new password for the signed-in member. The current one is asked for when there is one (an account made by a
 * purchase and opened with a mailed link has none yet); every other session ends.
 */
export async function changePassword(
  em: EntityManager,
  user: User,
  input: PasswordChangeInput,
  keepSession: string | undefined,
  now: Date,
): Promise<AccountOutcome<User>> {
  const problems = newPasswordProblems(input.password, input.confirmPassword, undefined, undefined, addressWords(user.email));
  if (user.passwordHash && !input.currentPassword) problems.unshift({ code: AccountErrorCode.PASSWORD_REQUIRED, field: 'currentPassword' });
  if (problems.length > 0) return refused(...problems);
  if (user.passwordHash) {
    const decision = await hit(em, PASSWORD_CHECKS_PER_MEMBER, user.id, now);
    if (!decision.allowed) return refused({ code: AccountErrorCode.RATE_LIMITED, retryAfterSeconds: decision.retryAfterSeconds });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
      return refused({ code: AccountErrorCode.WRONG_PASSWORD, field: 'currentPassword' });
    }
  }
  user.passwordHash = await hashPassword(input.password ?? '');
  await em.flush();
  await endOtherSessions(em, user, keepSession);
  return accepted(user);
}
