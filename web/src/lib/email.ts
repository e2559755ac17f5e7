// Client-side check of an email address before it is sent (SPEC section 5); the API checks it again. Shared by every form
// that takes an email (checkout, unsubscribe, retrieve report).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailProblem = 'empty' | 'format';

/** Close to what the API accepts: one @, a dotted domain, no spaces, at most 254 characters (spaces around ignored). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}

export function emailProblem(value: string): EmailProblem | null {
  if (!value.trim()) return 'empty';
  return isValidEmail(value) ? null : 'format';
}
