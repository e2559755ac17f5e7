// One shape for what a service answers: the value, or the problems the user can fix (each with a stable code, an
// English message clients may show or translate by code, the input it is about, and when to retry). Each domain keeps
// its own code enum with a status table beside it (<domain>.codes.ts), which the REST facade uses for the HTTP status.

export interface Problem<C extends string = string> {
  code: C;
  message: string;
  /** The input the problem is about. */
  field?: string;
  /** Rate limits: when asking again may succeed. */
  retryAfterSeconds?: number;
}

export type Result<T, C extends string = string> = { ok: true; value: T } | { ok: false; errors: Array<Problem<C>> };

/** HTTP status of each code of a domain (REST facade); exhaustive, so a new code cannot be forgotten. */
export type StatusTable<C extends string> = Readonly<Record<C, number>>;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<C extends string>(code: C, message: string, field?: string, retryAfterSeconds?: number): { ok: false; errors: Array<Problem<C>> } {
  return { ok: false, errors: [{ code, message, ...(field ? { field } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }] };
}

export function failAll<C extends string>(errors: Array<Problem<C>>): { ok: false; errors: Array<Problem<C>> } {
  return { ok: false, errors };
}
