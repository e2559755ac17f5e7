// On a PostgreSQL server, the ORM's connections prepare each parameterised statement once: the driver (pg) sends a
// query with values as an unnamed statement, which the server parses and plans on every call. Given a name, pg parses
// it once per connection and binds it afterwards, and the server keeps its plan. The lean reads and writes
// (db/lean.ts) are such statements; the ORM's own inlines its values and is left as it is. The embedded database has
// one session for every connection and keeps statements itself (statement-cache.ts), so this is for servers only.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statement texts seen, with their names (a text's name is its hash, so a name is the same on every connection). */
const names = new Map<string, string>();
/** A bound on the texts remembered here; past it, names are hashed again (the server's statements stay prepared). */
const REMEMBERED = 2_000;

export function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  name = `mindprint_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (names.size >= REMEMBERED) names.clear();
  names.set(text, name);
  return name;
}

/** pg's Client, naming the statements it sends with values (pg-pool's `Client` option). */
export class NamedStatementClient extends pg.Client {
  // pg's query has many overloads; this one only rewrites the (text, values) form before passing it on.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      args.splice(0, 2, { name: statementName(text), text, values });
    }
    return (super.query as (...given: unknown[]) => never)(...args);
  }
}
