// The shapes of identifiers that reach the API from outside: database ids and unguessable tokens. A value of the
// wrong shape matches nothing, so callers answer 'not found' without asking the database.

const MAX_DB_ID = 2_147_483_647;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** The pattern of every unguessable token (32 random bytes, base64url), with some slack for older lengths. */
export const TOKEN_PATTERN = TOKEN;

/** A positive id that fits the database's int columns. */
export function isDbId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_DB_ID;
}

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid primary key (reports, sessions). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
