// What is wrong with an account form, field by field: the API's payload errors and the checks made before sending
// share one shape (the API's error codes), so one table translates both.
import type { AccountErrorCode, AccountErrorFieldsFragment } from '../api';

export interface Problem {
  code: AccountErrorCode;
  /** RATE_LIMITED: whole minutes until a new attempt is accepted (at least 1). */
  minutes?: number;
}

/** Problems by field name (the API's `field`); `form` holds those about no one field (wrong credentials, limits). */
export type Problems<Field extends string> = Partial<Record<Field | 'form', Problem>>;

export function minutesOf(seconds: number | null | undefined): number {
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}

function problemOf(error: AccountErrorFieldsFragment): Problem {
  return error.code === 'RATE_LIMITED' ? { code: error.code, minutes: minutesOf(error.retryAfterSeconds) } : { code: error.code };
}

/**
 * The payload errors on the form's fields; an error about a field the form does not show goes to `form`, and the
 * first error of each field wins.
 */
export function problemsFromErrors<Field extends string>(errors: readonly AccountErrorFieldsFragment[], fields: readonly Field[]): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const error of errors) {
    const key = error.field && (fields as readonly string[]).includes(error.field) ? (error.field as Field) : 'form';
    problems[key] ??= problemOf(error);
  }
  return problems;
}

export function hasProblems(problems: Problems<string>): boolean {
  return Object.values(problems).some(Boolean);
}

/** The first field in `order` that has a problem, for moving focus there. */
export function firstProblemField<Field extends string>(problems: Problems<Field>, order: readonly (Field | 'form')[]): Field | 'form' | null {
  return order.find((field) => problems[field]) ?? null;
}
