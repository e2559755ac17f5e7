// The ORM's connections to the embedded database without a socket. The driver (pg) speaks the wire protocol to any
// stream it is given; this one hands each message to the session scheduler (pglite-session.ts) and PGlite's answers
// straight back, in the same process. A loopback TCP socket costs a system call and an event-loop turn each way per
// round trip, on the thread that also runs PGlite; tools outside the process (psql, pg-boss's pool, the benchmark's raw
// loop) still connect through the socket server.
import { Duplex } from 'node:stream';
import type { SessionScheduler } from './pglite-session.js';

const CANCEL_REQUEST = 80877102;

/** Ids of in-process connections, apart from the socket server's handlers (which count up from 1). */
let nextId = -1;

/** A message's length: after its type byte, or from the start for the start-up message (which has no type). */
function messageLength(buffer: Buffer, startup: boolean): number | null {
  if (startup) return buffer.length >= 4 ? buffer.readInt32BE(0) : null;
  return buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : null;
}

export class InProcessConnection extends Duplex {
  private readonly id = nextId--;
  private unread: Buffer = Buffer.alloc(0);
  private startedUp = false;
  private gone = false;
  /** Messages are handed over one at a time, in order (the scheduler holds a unit's messages until its Sync). */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly scheduler: SessionScheduler) {
    super();
  }

  // The driver treats its stream as a socket.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {
    // Answers are pushed as PGlite produces them.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.unread = this.unread.length === 0 ? chunk : Buffer.concat([this.unread, chunk]);
    for (;;) {
      const length = messageLength(this.unread, !this.startedUp);
      if (length === null || this.unread.length < length) break;
      const message = new Uint8Array(this.unread.subarray(0, length));
      this.unread = this.unread.subarray(length);
      if (!this.startedUp && length === 16 && Buffer.from(message).readInt32BE(4) === CANCEL_REQUEST) {
        // A cancel arrives on a connection of its own; the shared session has no backend to signal.
        this.end();
        break;
      }
      this.startedUp = true;
      this.chain = this.chain.then(() => this.hand(message));
    }
    callback();
  }

  private async hand(message: Uint8Array): Promise<void> {
    if (this.gone) return;
    try {
      await this.scheduler.enqueue(this.id, message, (data) => {
        // A copy: PGlite reuses the memory it answers from.
        if (!this.gone) this.push(Buffer.from(data));
      });
    } catch (error) {
      this.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    // The driver ends its side after its Terminate: what it sent before is answered first.
    void this.chain.then(() => {
      this.gone = true;
      this.push(null);
      callback();
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.gone = true;
    // Whatever the connection left queued or open goes, as when a socket closes.
    this.scheduler.clearQueueForHandler(this.id);
    this.scheduler.clearTransactionIfNeeded(this.id).then(() => callback(error), (cleanup: unknown) => callback(error ?? (cleanup as Error)));
  }
}
