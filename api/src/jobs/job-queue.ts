// Durable jobs on pg-boss, in the same database as everything else. A job that follows from a change is sent inside
// the change's own transaction (pg-boss writes it through that transaction's connection), so the job exists exactly
// when the change committed. After the commit, this process's own workers are woken at once; workers in other
// processes hear PostgreSQL's NOTIFY, or poll.
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import type { PgBoss, SendOptions } from 'pg-boss';
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
const wakers = new Map<string, () => void>();
/** Queues that got a job inside a transaction not yet committed: woken by its commit (see wakeAfterCommit). */
const sentIn = commitLedger<string>();

/** Set by the job runner once pg-boss is up; cleared when it stops. */
export function attachJobQueue(instance: PgBoss | null): void {
  boss = instance;
}

/** The runner tells how to wake this process's workers of a queue (none in the API-only role). */
export function registerWaker(name: string, wake: () => void): void {
  wakers.set(name, wake);
}

export function clearWakers(): void {
  wakers.clear();
}

export function wakeWorkers(name: string): void {
  wakers.get(name)?.();
}

/** Called for every committed transaction (ORM subscriber): wakes the queues that got jobs in it. */
export function wakeAfterCommit(transaction: object | undefined): void {
  for (const name of sentIn.take(transaction) ?? []) wakeWorkers(name);
}

/** pg-boss's database interface over the EntityManager's open transaction. */
function transactionDb(transaction: Transaction<unknown>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await transaction.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * Sends a job. Inside a transaction (`em` from `em.transactional`) the job commits or rolls back with it; outside one
 * it is written at once. `singletonKey` makes a second send of the same job a no-op while the first is queued.
 */
export async function sendJob<N extends EventJob>(em: EntityManager, name: N, data: EventJobData[N], options: Pick<SendOptions, 'singletonKey' | 'startAfter'> = {}): Promise<void> {
  if (!boss) throw new Error(`The job queue is not running: cannot send ${name}.`);
  const transaction = em.getTransactionContext<Transaction<unknown>>();
  await boss.send(name, data, { ...options, ...(transaction ? { db: transactionDb(transaction) } : {}) });
  if (!transaction) {
    wakeWorkers(name);
    return;
  }
  sentIn.record(transaction, name);
}
