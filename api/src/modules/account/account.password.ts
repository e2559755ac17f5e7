// Password hashing with argon2id (OWASP's minimum profile: 19 MiB, 2 passes, 1 lane), and the password rules.
import argon2 from 'argon2';
import { AccountErrorCode, type AccountProblem } from './account.codes.js';
import { isCommonPassword } from './password-strength.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/**
 * True when `password` matches `hash`. With no hash (no such account, or one without a password) it still runs one
 * verification, so the answer takes as long as for a real account and does not tell which addresses exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('no account has this password');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Problems of a new password and its confirmation, on the fields `field` and `confirmField`. */
export function newPasswordProblems(
  password: string | null | undefined,
  confirmation: string | null | undefined,
  field = 'password',
  confirmField = 'confirmPassword',
  context: readonly string[] = [],
): AccountProblem[] {
  const value = password ?? '';
  if (!value) return [{ code: AccountErrorCode.PASSWORD_REQUIRED, field }];
  if ([...value].length < PASSWORD_MIN_LENGTH) return [{ code: AccountErrorCode.PASSWORD_TOO_SHORT, field }];
  if ([...value].length > PASSWORD_MAX_LENGTH) return [{ code: AccountErrorCode.PASSWORD_TOO_LONG, field }];
  if (isCommonPassword(value, context)) return [{ code: AccountErrorCode.PASSWORD_TOO_COMMON, field }];
  if (confirmation !== undefined && confirmation !== null && confirmation !== value) {
    return [{ code: AccountErrorCode.PASSWORDS_DO_NOT_MATCH, field: confirmField }];
  }
  return [];
}
