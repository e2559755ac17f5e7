// The checks made before an account form is sent (SPEC section 5); the API makes the same ones again.
import { emailProblem } from '../../../lib/email';
import type { Problem, Problems } from './problems';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EARLIEST_BIRTH_YEAR = 1900;
const PHONE = /^[+()\d\s.-]*$/;

function emailCheck(email: string): Problem | undefined {
  const problem = emailProblem(email);
  if (!problem) return undefined;
  return { code: problem === 'empty' ? 'EMPTY_EMAIL' : 'INVALID_EMAIL' };
}

/** A new password: required, 8 to 128 characters; the confirmation must match. */
export function newPasswordChecks(password: string, confirmPassword: string): Problems<'password' | 'confirmPassword'> {
  const length = [...password].length;
  if (!password) return { password: { code: 'PASSWORD_REQUIRED' } };
  if (length < PASSWORD_MIN_LENGTH) return { password: { code: 'PASSWORD_TOO_SHORT' } };
  if (length > PASSWORD_MAX_LENGTH) return { password: { code: 'PASSWORD_TOO_LONG' } };
  return password === confirmPassword ? {} : { confirmPassword: { code: 'PASSWORDS_DO_NOT_MATCH' } };
}

export function loginChecks(values: { email: string; password: string }): Problems<'email' | 'password'> {
  return { email: emailCheck(values.email), password: values.password ? undefined : { code: 'PASSWORD_REQUIRED' } };
}

export function emailChecks(values: { email: string }): Problems<'email'> {
  return { email: emailCheck(values.email) };
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreePrivacy: boolean;
}

export function signUpChecks(values: SignUpValues): Problems<keyof SignUpValues> {
  return {
    name: values.name.trim() ? undefined : { code: 'NAME_REQUIRED' },
    email: emailCheck(values.email),
    ...newPasswordChecks(values.password, values.confirmPassword),
    agreePrivacy: values.agreePrivacy ? undefined : { code: 'PRIVACY_NOT_AGREED' },
  };
}

export function codeChecks(values: { code: string }): Problems<'code'> {
  return { code: values.code.trim() ? undefined : { code: 'CODE_REQUIRED' } };
}

/** A real calendar date written YYYY-MM-DD, from 1900 to today (SPEC section 5: else 'Invalid date.'). */
export function isValidBirthday(value: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= today.getTime();
}

export interface ProfileValues {
  name: string;
  nickName: string;
  phone: string;
  birthday: string;
  sex: '' | 'MALE' | 'FEMALE' | 'CONFIDENTIAL';
}

export function profileChecks(values: ProfileValues, today: Date): Problems<keyof ProfileValues> {
  const birthday = values.birthday.trim();
  return {
    name: values.name.trim() ? undefined : { code: 'NAME_REQUIRED' },
    phone: PHONE.test(values.phone.trim()) ? undefined : { code: 'INVALID_PHONE' },
    birthday: !birthday || isValidBirthday(birthday, today) ? undefined : { code: 'INVALID_DATE' },
  };
}
