// Durable jobs on pg-boss, in the same database as everything else. A job that follows from a change is sent inside
// the change's own transaction (pg-boss writes it through that transaction's connection), so the job exists exactly
// when the change committed. On a PostgreSQL server the job's insert sends a NOTIFY, which PostgreSQL delivers at the
// commit to the workers of every process, this one's included; on the embedded database this process's own workers
// are woken after the commit, and the others poll. A queue may instead have its jobs run at once by the process whose
// commit sent them (runAtOnce): the handler completes the queued job in its own transaction, and a job it could not
// run stays queued for the workers.
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import type { PgBoss, SendOptions } from 'pg-boss';
import { WRITE_BEHIND } from '../db/pipelined-client.js';
import { commitLedger } from '../shared/after-commit.js';

/** Jobs that follow from a change (as opposed to the schedules in jobs.ts). */
export const EVENT_JOBS = ['order-paid', 'order-failed', 'order-refunded', 'order-reinstated', 'report-generate', 'payment-refund', 'payment-void', 'partner-webhook'] as const;
export type EventJob = (typeof EVENT_JOBS)[number];

export interface EventJobData {
  'order-paid': { orderId: string };
  'order-failed': { orderId: string; attemptId: string };
  /** `chargeback`: the money was taken back by a dispute (what it revokes comes back if the dispute is won). */
  'order-refunded': { orderId: string; chargeback?: boolean };
  /** A chargeback decided for us: what it revoked comes back. */
  'order-reinstated': { orderId: string };
  'report-generate': { reportId: string };
  /** Money that came in for an attempt of an order paid otherwise goes back. */
  'payment-refund': { attemptId: string };
  /** Another attempt paid the order: this still open one is cancelled at its provider. */
  'payment-void': { attemptId: string };
  /** One signed POST of a partner event (its row in partner_webhook_delivery). */
  'partner-webhook': { deliveryId: string };
}

let boss: PgBoss | null = null;
/**
 * Whether pg-boss's NOTIFY wakes this process's workers (it listens: a working role on a PostgreSQL server). Then the
 * commit does not wake them as well: each wake is a fetch, and a paid order's job was fetched four times, not two.
 */
let notified = false;
const wakers = new Map<string, () => void>();

interface SentJob {
  name: EventJob;
  /** pg-boss's id of the job (none when a singleton of it was queued already). */
  id: string | null;
  data: EventJobData[EventJob];
}
/** Jobs sent inside a transaction not yet committed: woken or run by its commit (see wakeAfterCommit). */
const sentIn = commitLedger<SentJob>();

/** A job of a queue run at once, in this process, after the commit that sent it. */
export interface QueuedJob<N extends EventJob> {
  id: string;
  data: EventJobData[N];
}
/** Says whether it took the job; a job it did not take goes to the workers. */
type RunAtOnce = (job: QueuedJob<EventJob>) => boolean;
const runners = new Map<EventJob, RunAtOnce>();

/**
 * Set by the job runner once pg-boss is up, with whether its NOTIFY reaches this process's workers; cleared when it
 * stops.
 */
export function attachJobQueue(instance: PgBoss | null, options: { notified?: boolean } = {}): void {
  boss = instance;
  notified = instance !== null && Boolean(options.notified);
}

/** The runner tells how to wake this process's workers of a queue (none in the API-only role). */
export function registerWaker(name: string, wake: () => void): void {
  wakers.set(name, wake);
}

/** This process runs the queue's jobs right after the commit that sent them (the runner says whether it took one). */
export function runAtOnce<N extends EventJob>(name: N, run: (job: QueuedJob<N>) => boolean): void {
  runners.set(name, run as RunAtOnce);
}

export function clearWakers(): void {
  wakers.clear();
  runners.clear();
}

export function wakeWorkers(name: string): void {
  wakers.get(name)?.();
}

/** A job of `name` was sent: this process wakes its own workers, unless pg-boss's NOTIFY reaches them. */
export function wakeForSent(name: string): void {
  if (!notified) wakeWorkers(name);
}

/** Called for every committed transaction (ORM subscriber): wakes the queues that got jobs in it. */
export function wakeAfterCommit(transaction: object | undefined): void {
  const woken = new Set<EventJob>();
  for (const job of sentIn.take(transaction) ?? []) {
    const run = runners.get(job.name);
    if (job.id && run?.({ id: job.id, data: job.data })) continue;
    if (!woken.has(job.name)) wakeForSent(job.name);
    woken.add(job.name);
  }
}

/** pg-boss's database interface over the EntityManager's open transaction; `behind`: its statements written behind. */
function transactionDb(transaction: Transaction<unknown>, behind = false) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await transaction.executeQuery(CompiledQuery.raw(behind ? WRITE_BEHIND + text : text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

export interface SendJobOptions extends Pick<SendOptions, 'singletonKey' | 'startAfter'> {
  /**
   * Inside a transaction: the job's insert is written behind (db/pipelined-client.ts), answered by the transaction's
   * next statement or its COMMIT. Its id is then not known (no queue of a PostgreSQL server runs at once).
   */
  behind?: boolean;
}

/**
 * Sends a job. Inside a transaction (`em` from `em.transactional`) the job commits or rolls back with it; outside one
 * it is written at once. `singletonKey` makes a second send of the same job a no-op while the first is queued.
 */
export async function sendJob<N extends EventJob>(em: EntityManager, name: N, data: EventJobData[N], options: SendJobOptions = {}): Promise<void> {
  if (!boss) throw new Error(`The job queue is not running: cannot send ${name}.`);
  const transaction = em.getTransactionContext<Transaction<unknown>>();
  const { behind, ...send } = options;
  const id = await boss.send(name, data, { ...send, ...(transaction ? { db: transactionDb(transaction, behind) } : {}) });
  if (!transaction) {
    wakeForSent(name);
    return;
  }
  sentIn.record(transaction, { name, id, data });
}

/**
 * Inside the transaction of a job's handler run at once: the queued job is completed with it (a worker that fetched
 * it meanwhile finds the work done under the handler's own lock, and completes it itself).
 */
export async function completeQueuedJob(em: EntityManager, name: EventJob, id: string): Promise<void> {
  if (!boss) throw new Error(`The job queue is not running: cannot complete ${name}.`);
  const transaction = em.getTransactionContext<Transaction<unknown>>();
  if (!transaction) throw new Error('completeQueuedJob needs the handler\'s transaction');
  await boss.complete(name, id, { ranAtOnce: true }, { db: transactionDb(transaction), includeQueued: true });
}
