// Client-side check of an email address before it is sent (SPEC section 5); the API checks it again. Shared by every form
// that takes an email (checkout, unsubscribe, retrieve report).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailProblem = 'empty' | 'format';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'empty';
  return email.length <= 254 && EMAIL.test(email) ? null : 'format';
}
