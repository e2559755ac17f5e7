// On a PostgreSQL server, the ORM's connections prepare each parameterised statement once: the driver (pg) sends a
// query with values as an unnamed statement, which the server parses and plans on every call. Given a name, pg parses
// it once per connection and binds it afterwards, and the server keeps its plan. The lean reads and writes
// (db/lean.ts) are such statements; the ORM's own inlines its values and is left as it is. The embedded database has
// one session for every connection and keeps statements itself (statement-cache.ts), so this is for servers only:
// another process's embedded database, reached by its URL, is told apart by its version (PGlite).
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statement texts seen, with their names (a text's name is its hash, so a name is the same on every connection). */
const names = new Map<string, string>();
/** A bound on the texts remembered here; past it, names are hashed again (the server's statements stay prepared). */
const REMEMBERED = 2_000;
/** Texts whose prepared statements went stale (see `renew`), with how many times: part of their names. */
const renewals = new Map<string, number>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  const renewed = renewals.get(text);
  name = `mindprint_${createHash('sha1').update(text).digest('hex').slice(0, 24)}${renewed ? `_${renewed}` : ''}`;
  if (names.size >= REMEMBERED) names.clear();
  names.set(text, name);
  return name;
}

/**
 * A table a prepared statement reads changed its columns under it (another process migrated the schema: PostgreSQL
 * then refuses the statement, "cached plan must not change result type", on every call). The text gets a new name,
 * which every connection prepares afresh at its next call; the call that met the change has failed.
 */
function renew(text: string, stale: string): void {
  if (names.get(text) !== stale) return;
  renewals.set(text, (renewals.get(text) ?? 0) + 1);
  names.delete(text);
}

function isStalePlan(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
}

/** Whether the database behind `url` gives each connection a session of its own (a PostgreSQL server, not PGlite). */
export async function sessionPerConnection(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, application_name: 'mindprint-startup' });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version() as version');
    return !/\bPGlite\b/i.test(rows[0]?.version ?? '');
  } catch {
    // Not reachable yet (the ORM waits for it): only a server is reached by its URL at start-up.
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg's Client, naming the statements it sends with values (pg-pool's `Client` option). */
export class NamedStatementClient extends pg.Client {
  // pg's query has many overloads; this one only rewrites the (text, values) form before passing it on.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const run = super.query as (...given: unknown[]) => never;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return run.apply(this, args);
    const name = statementName(text);
    const named = { name, text, values };
    if (typeof callback === 'function') {
      return run.call(this, named, (error: unknown, result: unknown) => {
        if (isStalePlan(error)) renew(text, name);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      });
    }
    return (run.call(this, named) as Promise<unknown>).catch((error: unknown) => {
      if (isStalePlan(error)) renew(text, name);
      throw error;
    }) as never;
  }
}
