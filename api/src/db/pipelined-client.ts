// On a PostgreSQL server, a transaction's BEGIN and its last writes do not cost a round trip each. The ORM's
// connections run in pg's pipeline mode (a query goes out at once, behind any still unanswered; the server answers in
// order), and this client answers three kinds of statement itself instead of waiting for the server:
// - BEGIN (or START TRANSACTION): it goes out with the transaction's first statement, whose answer is given only once
//   BEGIN's is in.
// - a write behind (text starting with WRITE_BEHIND: lean.ts's writes with `behind`, the job insert of sendJob with
//   `behind`): a statement inside a transaction whose answer the caller does not read. The caller goes on at once;
//   the transaction's next statement, usually its COMMIT, goes out with it and answers for it. Should the write fail,
//   that statement fails with the write's error (the transaction is aborted on the server, and its COMMIT would only
//   say ROLLBACK), so the ORM rolls back and the caller's transaction throws as if the write had failed in place.
//   Nothing is written behind a BEGIN whose answer is not in yet (a write behind it is waited for instead): were that
//   BEGIN refused, the write would run on its own, outside any transaction.
// - a lock behind (LOCK_BEHIND: a statement that only takes a transaction's lock, such as the buyer's advisory lock):
//   as a write behind, and allowed right behind BEGIN, since outside a transaction it would hold nothing.
// What goes out unanswered waits in the socket's buffer and leaves in one write with the next statement waited for.
// Everything else waits for its answer as before. The embedded database runs in this process and has no round trip to
// save: its connections are not these, and the two marks are comments there.
import { NamedStatementClient } from './named-statements.js';

/** The start of a write-behind statement's text (a comment: the server ignores it). */
export const WRITE_BEHIND = '/* write-behind */ ';
/** The start of a lock-behind statement's text. */
export const LOCK_BEHIND = '/* lock-behind */ ';

/** What the client answers for a statement it did not wait for: no rows, and no count the caller reads. */
const UNANSWERED = Object.freeze({ command: null, rowCount: null, rows: Object.freeze([]), fields: Object.freeze([]), oid: null });

type Query = (...args: unknown[]) => Promise<unknown>;
interface Corkable {
  cork(): void;
  uncork(): void;
}

function startsTransaction(text: string): boolean {
  return text === 'begin' || text.startsWith('start transaction');
}

function endsTransaction(text: string): 'commit' | 'rollback' | null {
  return text === 'commit' ? 'commit' : text === 'rollback' ? 'rollback' : null;
}

export class PipelinedClient extends NamedStatementClient {
  /** Statements sent unanswered since the last one waited for (BEGIN, writes and locks behind). */
  #unanswered: Array<Promise<void>> = [];
  /** The first failure among them, thrown by the next statement waited for. */
  #failure: { error: unknown } | null = null;
  /** Inside a transaction this client began. */
  #inTransaction = false;
  /** Its BEGIN went out and no statement after it has been answered yet. */
  #beginUnanswered = false;
  /** The socket is corked: what went out unanswered waits there for the next statement. */
  #holding = false;

  constructor(config?: string | object) {
    super(typeof config === 'string' ? { connectionString: config, pipeline: true } : { ...config, pipeline: true });
  }

  // pg's query has many overloads: only the promise form with a text (what the ORM's driver sends) is looked at.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const send = super.query.bind(this) as Query;
    if (typeof text !== 'string' || typeof values === 'function' || typeof callback === 'function') return send(...args) as never;
    if (startsTransaction(text) && !this.#inTransaction) {
      this.#inTransaction = true;
      this.#beginUnanswered = true;
      return this.#sendUnanswered(send, args);
    }
    if (this.#inTransaction && (text.startsWith(LOCK_BEHIND) || (text.startsWith(WRITE_BEHIND) && !this.#beginUnanswered))) {
      return this.#sendUnanswered(send, args);
    }
    const sent = send(...args);
    this.#release();
    return this.#answer(text, sent) as never;
  }

  #sendUnanswered(send: Query, args: unknown[]): never {
    this.#hold();
    this.#unanswered.push(send(...args).then(() => undefined, (error: unknown) => {
      this.#failure ??= { error };
    }));
    return Promise.resolve(UNANSWERED) as never;
  }

  #socket(): Corkable {
    return (this as unknown as { connection: { stream: Corkable } }).connection.stream;
  }

  #hold(): void {
    if (this.#holding) return;
    this.#holding = true;
    this.#socket().cork();
    // The next statement normally follows in this turn of the event loop; nothing is held past it.
    setImmediate(() => this.#release());
  }

  #release(): void {
    if (!this.#holding) return;
    this.#holding = false;
    this.#socket().uncork();
  }

  /** A statement's answer, once every statement sent before it is accounted for (the server answers in order). */
  async #answer(text: string, sent: Promise<unknown>): Promise<unknown> {
    const before = this.#unanswered;
    this.#unanswered = [];
    const outcome = await sent.then((result) => ({ result }), (error: unknown) => ({ error }));
    await Promise.all(before);
    const failure = this.#failure;
    this.#failure = null;
    this.#beginUnanswered = false;
    const end = endsTransaction(text);
    if (end) this.#inTransaction = false;
    // A rollback ends the transaction whatever failed in it, and what failed was thrown already (or is moot now).
    if (end !== 'rollback' && failure) throw failure.error;
    if ('error' in outcome) throw outcome.error;
    if (end === 'commit' && (outcome.result as { command?: string }).command === 'ROLLBACK') {
      throw new Error('The transaction was rolled back at its commit: one of its statements failed unseen.');
    }
    return outcome.result;
  }
}
