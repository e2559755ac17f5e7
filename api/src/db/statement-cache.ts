// Plans the embedded database keeps between calls. A parameterised query comes as an unnamed statement (Parse, Bind,
// Describe, Execute, Sync), so PostgreSQL parses, analyses and plans it again on every call: for a read by key in
// PGlite the planning is most of the cost (explain: planning 110-250 us, execution 45 us). PGlite's one session is
// shared by every connection (pglite-session.ts), so the scheduler may keep statements for all of them: the first
// time a statement's text is seen, its Parse creates a named statement instead, and later units bind that one and skip
// the Parse (their ParseComplete is answered here); PostgreSQL then plans a kept statement once its generic plan is
// as good as a fresh one. PostgreSQL replans a kept statement itself when a table it reads changes; a unit that may
// change the schema has every kept statement closed first.
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const EXECUTE = 0x45; // 'E'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const CLOSE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E' from the server
const STATEMENT = 0x53; // 'S' in Describe and Close: a statement rather than a portal

/** ParseComplete, answered for a Parse the cache skipped. */
export const PARSE_COMPLETE = Uint8Array.of(0x31, 0, 0, 0, 4);

/** Statements that may change a table's shape, or what a kept statement's names resolve to. */
const SCHEMA_CHANGE = /(?:^|;)\s*(?:create|alter|drop|truncate|comment|grant|revoke|reindex|cluster|vacuum|refresh|do|call|import|discard|reset|set\s+(?:session\s+)?search_path)\b/i;

interface Message {
  type: number;
  start: number;
  end: number;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The messages of a unit (or of an answer), or null when it does not split into whole messages. */
function messages(bytes: Uint8Array): Message[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Message[] = [];
  for (let at = 0; at < bytes.length;) {
    if (at + 5 > bytes.length) return null;
    const end = at + 1 + view.getInt32(at + 1);
    if (end > bytes.length || end < at + 5) return null;
    found.push({ type: bytes[at]!, start: at, end });
    at = end;
  }
  return found;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A message of `type` whose body is `parts` in order. */
function message(type: number, parts: Uint8Array[]): Uint8Array {
  const body = concat(parts);
  const out = new Uint8Array(5 + body.length);
  out[0] = type;
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

function cString(text: string): Uint8Array {
  return concat([encoder.encode(text), Uint8Array.of(0)]);
}

/** Whether a server answer holds an ErrorResponse (or does not split into messages). */
export function answeredError(answer: Uint8Array): boolean {
  return messages(answer)?.some((part) => part.type === ERROR_RESPONSE) ?? true;
}

/** A simple query ('Q') of `sql`. */
export function simpleQuery(sql: string): Uint8Array {
  return message(QUERY, [cString(sql)]);
}

/** Close messages for `names`, and the Sync that ends them. */
export function closeStatements(names: readonly string[]): Uint8Array {
  return concat([...names.map((name) => message(CLOSE, [Uint8Array.of(STATEMENT), cString(name)])), message(SYNC, [])]);
}

/** What the scheduler runs for a unit, and what it does with the answer. */
export interface PreparedUnit {
  /** The unit to run instead of the one the connection sent. */
  message: Uint8Array;
  /** The Parse was skipped: its ParseComplete goes before the answer. */
  parseSkipped: boolean;
  /** For a unit that creates a named statement: told the answer's first byte (ParseComplete, or an error's). */
  created?: (firstByte: number | undefined) => void;
}

export class StatementCache {
  /** The Parse's body after its name (query text and parameter types) -> the named statement, least recently used first. */
  private readonly names = new Map<string, string>();
  private counter = 0;
  /** Named statements dropped from the map, to be closed in the session when it is free. */
  private evicted: string[] = [];
  /** Every kept statement is to be closed before the next unit runs. */
  private stale = false;

  constructor(private readonly limit = 250) {}

  get size(): number {
    return this.names.size;
  }

  /**
   * The unit to run for `unit`, or null to run it as sent. Only the driver's plain shape is rewritten: an unnamed
   * Parse first, then Binds of the unnamed statement, Describes and Executes, and the Sync.
   */
  prepare(unit: Uint8Array): PreparedUnit | null {
    const first = unit[0];
    if (first === QUERY) {
      this.noteSchemaChange(unit, 5, unit.length - 1);
      return null;
    }
    if (first !== PARSE || unit[unit.length - 5] !== SYNC) return null;
    const parts = messages(unit);
    if (!parts || parts.at(-1)!.type !== SYNC) return null;
    const parse = parts[0]!;
    // An unnamed statement only: a connection's own named statements are its business.
    if (unit[parse.start + 5] !== 0) return null;
    if (parts.slice(1, -1).some((part) => part.type !== BIND && part.type !== DESCRIBE && part.type !== EXECUTE)) return null;
    const textStart = parse.start + 6;
    const textEnd = unit.indexOf(0, textStart);
    if (textEnd === -1 || textEnd >= parse.end) return null;
    if (this.noteSchemaChange(unit, textStart, textEnd)) return null;
    // Latin-1 maps each byte to one character: the key is the bytes, decoded cheaply.
    const key = Buffer.from(unit.buffer, unit.byteOffset + textStart, parse.end - textStart).toString('latin1');
    const known = this.names.get(key);
    if (known) {
      this.names.delete(key);
      this.names.set(key, known);
      return { message: this.rename(unit, parts.slice(1), known), parseSkipped: true };
    }
    this.counter += 1;
    const name = `mindprint_${this.counter}`;
    return {
      message: this.rename(unit, parts, name),
      parseSkipped: false,
      created: (firstByte) => {
        // ParseComplete first: the statement exists (a Parse that failed made none).
        if (firstByte === PARSE_COMPLETE[0]) this.remember(key, name);
      },
    };
  }

  /** Named statements to close in the session (outside a transaction); taking them clears the list. */
  takeEvicted(): string[] {
    const names = this.evicted;
    this.evicted = [];
    return names;
  }

  /** Whether every kept statement must be closed first (a schema change is next); taking it clears the flag. */
  takeStale(): boolean {
    const stale = this.stale;
    this.stale = false;
    return stale;
  }

  /** Every named statement this cache made that may still exist in the session. */
  kept(): string[] {
    return [...this.names.values(), ...this.evicted];
  }

  /** The kept statements were closed in the session. */
  forgetAll(): void {
    this.names.clear();
    this.evicted = [];
  }

  private remember(key: string, name: string): void {
    this.names.set(key, name);
    if (this.names.size <= this.limit) return;
    const [oldestKey, oldestName] = this.names.entries().next().value!;
    this.names.delete(oldestKey);
    this.evicted.push(oldestName);
  }

  private noteSchemaChange(unit: Uint8Array, start: number, end: number): boolean {
    if (!SCHEMA_CHANGE.test(decoder.decode(unit.subarray(start, end)))) return false;
    if (this.names.size > 0 || this.evicted.length > 0) this.stale = true;
    return true;
  }

  /** The unit's messages with its unnamed statement called `name` (in a Parse, Binds and statement Describes). */
  private rename(unit: Uint8Array, parts: Message[], name: string): Uint8Array {
    const nameBytes = cString(name);
    return concat(parts.map((part) => {
      const body = unit.subarray(part.start + 5, part.end);
      if (part.type === PARSE) return message(PARSE, [nameBytes, body.subarray(1)]);
      if (part.type === BIND) {
        // The portal's name, then the statement's: a Bind of the unnamed statement binds the kept one.
        const portalEnd = body.indexOf(0);
        if (body[portalEnd + 1] === 0) return message(BIND, [body.subarray(0, portalEnd + 1), nameBytes, body.subarray(portalEnd + 2)]);
      }
      if (part.type === DESCRIBE && body[0] === STATEMENT && body[1] === 0) return message(DESCRIBE, [Uint8Array.of(STATEMENT), nameBytes]);
      return unit.subarray(part.start, part.end);
    }));
  }
}
