// Serialises the socket connections of the embedded database onto its one PGlite session. PGlite has a single
// session, so every socket shares it: a connection's extended-protocol unit (Parse, Bind, Describe, Execute ... Sync)
// and its transactions must run without another connection's messages in between. pglite-socket's own queue
// interleaves single messages, so a healthcheck's simple query could drop another request's unnamed statement
// ("unnamed prepared statement does not exist"), and one failed message stopped its queue for good (requests hung).
// A unit's messages also run in one PGlite call with one answer on the socket, not one call and one write each, and
// parameterised statements are kept for every connection (statement-cache.ts).
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { answeredError, closeStatements, concat, PARSE_COMPLETE, simpleQuery, StatementCache } from './statement-cache.js';

interface QueuedMessage {
  handlerId: number;
  /** One message, or a unit's held messages with the one that ends it (see `HELD`). */
  message: Uint8Array;
  /** The type of the last message in `message`. */
  type: number;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = 0x53; // 'S': ends an extended-protocol unit
const QUERY = 0x51; // 'Q': a simple query is a unit of its own
const TERMINATE = 0x58; // 'X'

/** A message after which the connection may hand the session over (outside a transaction). */
function endsUnit(type: number): boolean {
  // Startup and SSL/cancel requests begin with a length whose first byte is 0.
  return type === SYNC || type === QUERY || type === TERMINATE || type === 0;
}

/**
 * Parse, Bind, Describe, Execute and Close: their answers are only due at the Sync or Flush that follows (the server
 * may hold them until then, as PostgreSQL's own does), so they wait and run with it, in one call. PGlite reads several
 * messages from one buffer as PostgreSQL reads its socket: after an error it skips to the Sync.
 */
const HELD = new Set([0x50, 0x42, 0x44, 0x45, 0x43]); // 'P', 'B', 'D', 'E', 'C'

/**
 * The queue every socket handler feeds (same interface as pglite-socket's QueryQueueManager). The connection that
 * owns the session runs alone until its unit ends and no transaction is open; then the oldest waiting message of any
 * connection goes next.
 */
export class SessionScheduler {
  private queue: QueuedMessage[] = [];
  private owner: number | null = null;
  private running = false;
  /** Per connection, the messages held for the one that ends their unit. */
  private held = new Map<number, Uint8Array[]>();
  /** Statements kept for every connection (statement-cache.ts). */
  readonly statements: StatementCache;

  constructor(private readonly db: PGlite, options: { keptStatements?: number } = {}) {
    this.statements = new StatementCache(options.keptStatements);
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const type = message[0];
    const held = this.held.get(handlerId);
    if (HELD.has(type)) {
      // The socket handler feeds one message at a time and waits for each: this one is taken, its answer comes later.
      if (held) held.push(message);
      else this.held.set(handlerId, [message]);
      return Promise.resolve(0);
    }
    if (held) {
      this.held.delete(handlerId);
      held.push(message);
      message = concat(held);
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, type, onData, resolve, reject });
      void this.pump();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.held.delete(handlerId);
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('connection closed'));
      return false;
    });
  }

  /** A connection went away: whatever it left open is rolled back and the session is free again. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (!this.db.closed && this.db.isInTransaction()) await this.runOwn(simpleQuery('ROLLBACK'));
    this.owner = null;
    void this.pump();
  }

  private next(): QueuedMessage | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        if (this.db.closed) {
          // Closed under its connections (a stop, a test): each message fails, as on a socket that went away.
          this.owner = null;
          current.reject(new Error('The embedded database is closed.'));
          continue;
        }
        const unit = this.statements.prepare(current.message);
        // A schema change is next: the kept statements go first.
        if (this.statements.takeStale() && await this.closeStatements(this.statements.kept())) this.statements.forgetAll();
        let bytes = 0;
        let first = true;
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(unit?.message ?? current.message, {
            onRawData: (data) => {
              if (first) {
                first = false;
                unit?.created?.(data[0]);
                if (unit?.parseSkipped) data = concat([PARSE_COMPLETE, data]);
              }
              bytes += data.length;
              current.onData(data);
            },
          }));
          current.resolve(bytes);
        } catch (error) {
          // Only this message fails; the queue goes on (PGlite reports protocol errors to the client itself).
          current.reject(error);
        }
        this.owner = this.db.closed || (endsUnit(current.type) && !this.db.isInTransaction()) ? null : current.handlerId;
        if (this.owner === null && !this.db.closed) await this.closeStatements(this.statements.takeEvicted());
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Closes named statements in the session between units; says whether PGlite closed them (refused inside a failed
   * transaction, say: kept ones then stay known, and are closed before the next schema change).
   */
  private async closeStatements(names: readonly string[]): Promise<boolean> {
    return names.length === 0 || !answeredError(await this.runOwn(closeStatements(names)));
  }

  /**
   * Runs the scheduler's own messages and returns the answer. Streamed to a callback of its own: PGlite's
   * execProtocolRaw (and exec, built on it) hands its answer to the last stream's callback, which would give a
   * connection bytes it never asked for.
   */
  private async runOwn(message: Uint8Array): Promise<Uint8Array> {
    const answer: Uint8Array[] = [];
    await this.db.runExclusive(() => this.db.execProtocolRawStream(message, { onRawData: (data) => answer.push(data.slice()) }));
    return concat(answer);
  }
}

/** Puts the scheduler in place of the server's own queue; handlers made for new connections take it. */
export function serialiseSessions(server: PGLiteSocketServer, db: PGlite, options: { keptStatements?: number } = {}): SessionScheduler {
  const scheduler = new SessionScheduler(db, options);
  (server as unknown as { queryQueue: SessionScheduler }).queryQueue = scheduler;
  return scheduler;
}
