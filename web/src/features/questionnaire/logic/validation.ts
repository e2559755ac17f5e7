// Client-side checks of the email capture and the form page (SPEC section 5); the API checks the email again.
import { emailProblem } from '../../../lib/email';

export { emailProblem, isValidEmail } from '../../../lib/email';

export function normaliseEmail(value: string): string {
  return value.trim();
}

export interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  birthYear: string;
  gender: '' | 'male' | 'female';
  country: string;
}

export type FormProblem = 'nameRequired' | 'emailEmpty' | 'emailFormat' | 'birthYear';
export type FormErrors = Partial<Record<keyof FormValues, FormProblem>>;

export const OLDEST_BIRTH_YEAR = 1900;

/** A birth year is optional; when given it is four digits from 1900 to this year. */
export function isValidBirthYear(value: string, currentYear: number): boolean {
  const year = value.trim();
  if (!year) return true;
  return /^\d{4}$/.test(year) && Number(year) >= OLDEST_BIRTH_YEAR && Number(year) <= currentYear;
}

/** The form's problems by field, in the order the fields appear; {} when it can be sent. */
export function validateForm(values: FormValues, currentYear: number): FormErrors {
  const errors: FormErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'nameRequired';
  const email = emailProblem(values.email);
  if (email) errors.email = email === 'empty' ? 'emailEmpty' : 'emailFormat';
  if (!isValidBirthYear(values.birthYear, currentYear)) errors.birthYear = 'birthYear';
  return errors;
}

/** The name the API and the app state keep: first and last name joined. */
export function fullName(values: Pick<FormValues, 'firstName' | 'lastName'>): string {
  return [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');
}
