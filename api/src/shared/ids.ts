// The shapes of database identifiers that reach the API from outside. A value of the wrong shape matches nothing, so
// callers answer 'not found' without asking the database. (Tokens: shared/tokens.ts.)

const MAX_DB_ID = 2_147_483_647;

/** A positive id that fits the database's int columns. */
export function isDbId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_DB_ID;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid primary key (reports, sessions). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
