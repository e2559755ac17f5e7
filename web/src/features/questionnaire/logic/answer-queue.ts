// Answers on their way to the server: batched, retried with back-off, kept in storage until the server has them,
// never dropped because a request failed. The latest value of a question always wins.

export interface AnswerInput {
  questionKey: string;
  value: number;
}

/** How a save went: saved; worth retrying (network, server); or refused for good (with the keys that can never be saved). */
export type SendResult =
  | { kind: 'saved' }
  | { kind: 'retry' }
  | { kind: 'rejected'; keys: readonly string[] }
  | { kind: 'stopped'; code: string };

/** saved: nothing left; pending: waiting for the batch window; saving: a request is out; failed: several tries in a row failed. */
export type QueueStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'failed' | 'stopped';

export interface QueueSnapshot {
  status: QueueStatus;
  /** Answers the server does not have yet. */
  unsaved: number;
  /** Why the queue stopped (ALREADY_SUBMITTED, ATTEMPT_NOT_FOUND). */
  stopCode?: string;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface AnswerQueueOptions {
  send(answers: AnswerInput[]): Promise<SendResult>;
  /** Called with every unsaved answer whenever that set changes; {} once everything is saved. */
  persist?(unsaved: Record<string, number>): void;
  /** Unsaved answers from an earlier page (storage); they are sent straight away. */
  initial?: Record<string, number>;
  batchDelayMs?: number;
  retryDelaysMs?: readonly number[];
  /** Consecutive failures after which the status turns to 'failed' (retries go on in the background). */
  failAfter?: number;
  /** The API takes at most 200 answers per call. */
  maxBatch?: number;
  timers?: Timers;
}

const DEFAULT_TIMERS: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export class AnswerQueue {
  private readonly pending = new Map<string, number>();
  private inFlight = new Map<string, number>();
  private timer: unknown = null;
  private failures = 0;
  private stopCode: string | undefined;
  private disposed = false;
  private snap: QueueSnapshot = { status: 'saved', unsaved: 0 };
  private readonly listeners = new Set<() => void>();
  private waiters: Array<(saved: boolean) => void> = [];
  private readonly opts: Required<Omit<AnswerQueueOptions, 'persist' | 'initial'>> & Pick<AnswerQueueOptions, 'persist'>;

  constructor(options: AnswerQueueOptions) {
    this.opts = {
      batchDelayMs: 600, retryDelaysMs: [1000, 3000, 8000, 15000], failAfter: 3, maxBatch: 200, timers: DEFAULT_TIMERS, ...options,
    };
    for (const [key, value] of Object.entries(options.initial ?? {})) this.pending.set(key, value);
    this.update();
    if (this.pending.size > 0) this.schedule(0);
  }

  set(questionKey: string, value: number): void {
    if (this.disposed) return;
    this.pending.set(questionKey, value);
    this.persist();
    // The window opens with the first unsaved answer and is not pushed back by later ones, so a fast taker still saves.
    if (this.stopCode === undefined && this.inFlight.size === 0 && this.failures === 0 && this.timer === null) this.schedule(this.opts.batchDelayMs);
    this.update();
  }

  /** Unsaved answers, the newest value of each: what the person sees as their answers until the server confirms. */
  unsaved(): Record<string, number> {
    return Object.fromEntries([...this.inFlight, ...this.pending]);
  }

  /** Sends now and resolves true once the server has every answer; false when saving failed for now or stopped. */
  flush(): Promise<boolean> {
    if (this.unsavedCount() === 0) return Promise.resolve(true);
    if (this.stopCode !== undefined) return Promise.resolve(false);
    const done = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    if (this.inFlight.size === 0) this.schedule(0);
    return done;
  }

  snapshot(): QueueSnapshot {
    return this.snap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.settle(false);
    this.listeners.clear();
  }

  private unsavedCount(): number {
    return new Set([...this.inFlight.keys(), ...this.pending.keys()]).size;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = this.opts.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.opts.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private async run(): Promise<void> {
    if (this.disposed || this.inFlight.size > 0 || this.pending.size === 0 || this.stopCode !== undefined) return;
    const batch = [...this.pending].slice(0, this.opts.maxBatch);
    this.inFlight = new Map(batch);
    for (const [key] of batch) this.pending.delete(key);
    this.update();
    let result: SendResult;
    try {
      result = await this.opts.send(batch.map(([questionKey, value]) => ({ questionKey, value })));
    } catch {
      result = { kind: 'retry' };
    }
    if (this.disposed) return;
    this.settleBatch(result);
  }

  private settleBatch(result: SendResult): void {
    const sent = this.inFlight;
    this.inFlight = new Map();
    if (result.kind === 'saved') {
      this.failures = 0;
    } else if (result.kind === 'rejected') {
      // Keys the exam does not know (or values out of range) can never be saved; resend the rest at once.
      const refused = new Set(result.keys);
      this.requeue(sent, refused);
      if (refused.size === 0) this.failures += 1;
    } else if (result.kind === 'stopped') {
      this.requeue(sent);
      this.stopCode = result.code;
    } else {
      this.requeue(sent);
      this.failures += 1;
    }
    this.persist();
    this.update();
    if (this.stopCode !== undefined) return this.settle(false);
    if (this.unsavedCount() === 0) return this.settle(true);
    if (this.failures === 0) return this.schedule(0);
    const delays = this.opts.retryDelaysMs;
    this.schedule(delays[Math.min(this.failures, delays.length) - 1] ?? 0);
    if (this.failures >= this.opts.failAfter) this.settle(false);
  }

  /** Puts sent answers back unless the person changed them meanwhile (the newer value wins). */
  private requeue(sent: Map<string, number>, drop: ReadonlySet<string> = new Set()): void {
    for (const [key, value] of sent) if (!drop.has(key) && !this.pending.has(key)) this.pending.set(key, value);
  }

  private settle(saved: boolean): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(saved);
  }

  private persist(): void {
    this.opts.persist?.(this.unsaved());
  }

  private update(): void {
    const unsaved = this.unsavedCount();
    let status: QueueStatus;
    if (this.stopCode !== undefined) status = 'stopped';
    else if (unsaved === 0) status = 'saved';
    else if (this.failures >= this.opts.failAfter) status = 'failed';
    else if (this.failures > 0) status = 'retrying';
    else status = this.inFlight.size > 0 ? 'saving' : 'pending';
    if (status !== this.snap.status || unsaved !== this.snap.unsaved || this.stopCode !== this.snap.stopCode) {
      this.snap = { status, unsaved, stopCode: this.stopCode };
      for (const listener of [...this.listeners]) listener();
    }
  }
}
