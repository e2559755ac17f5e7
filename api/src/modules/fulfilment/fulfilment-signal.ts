// "This order is fulfilled": the success page asks for its order once and is answered the moment the order-paid job
// has made the report ready, instead of asking every second. The fulfilment's transaction records the signal; its
// commit wakes the requests waiting in this process at once, and on a PostgreSQL server a NOTIFY sent in the same
// transaction (delivered only if it commits) wakes the API processes that did not run the job.
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Statement } from '../../db/lean.js';
import { commitLedger } from '../../shared/after-commit.js';

/** The NOTIFY channel; the payload is the order id. */
export const FULFILMENT_CHANNEL = 'mindprint_order_fulfilled';
/** The longest a request may wait (the client's own timeout, SPEC section 7, is 30 s). */
export const MAX_FULFILMENT_WAIT_SECONDS = 20;
const RECONNECT_MS = 1_000;

type Wake = () => void;
const waiting = new Map<string, Set<Wake>>();
/** Orders fulfilled in a transaction not yet committed: announced by its commit (see fulfilmentsAfterCommit). */
const fulfilledIn = commitLedger<string>();
/** Whether other processes may wait for this one's fulfilments (a PostgreSQL server rather than the embedded one). */
let notifyOtherProcesses = false;

export function setCrossProcessSignals(enabled: boolean): void {
  notifyOtherProcesses = enabled;
}

/** Wakes this process's requests waiting for the order. */
export function wakeFulfilmentWaiters(orderId: string): void {
  const wakes = waiting.get(orderId);
  if (!wakes) return;
  waiting.delete(orderId);
  for (const wake of wakes) wake();
}

/** Every waiting request looks again (after the listener missed notifications while it reconnected). */
function wakeAllFulfilmentWaiters(): void {
  for (const orderId of [...waiting.keys()]) wakeFulfilmentWaiters(orderId);
}

/**
 * Inside the fulfilment's transaction: wakes this process's waiters when (and only if) `tx` commits, and returns the
 * notification for the other processes (none on the embedded database): the caller sends it in the transaction (with
 * its writes), so PostgreSQL delivers it at the commit, or never.
 */
export function fulfilmentSignal(tx: EntityManager, orderId: string): Statement[] {
  const transaction = tx.getTransactionContext<object>();
  if (!transaction) throw new Error('fulfilmentSignal needs the fulfilment transaction');
  fulfilledIn.record(transaction, orderId);
  return notifyOtherProcesses ? [['select pg_notify(?, ?)', [FULFILMENT_CHANNEL, orderId]]] : [];
}

/** Called for every committed transaction (ORM subscriber). */
export function fulfilmentsAfterCommit(transaction: object | undefined): void {
  for (const orderId of fulfilledIn.take(transaction) ?? []) wakeFulfilmentWaiters(orderId);
}

export interface FulfilmentWait {
  /** Settles with true when woken, false when the time ran out or the wait was cancelled. */
  woken: Promise<boolean>;
  cancel(): void;
}

/**
 * Starts waiting for an order's fulfilment. Start it before reading whether the order is fulfilled, then cancel it if
 * it was: a fulfilment that commits between the read and the wait is never missed.
 */
export function waitForFulfilment(orderId: string, ms: number): FulfilmentWait {
  let settle: (woken: boolean) => void = () => undefined;
  const woken = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const wake: Wake = () => finish(true);
  const timer = setTimeout(() => finish(false), ms);
  function finish(value: boolean) {
    clearTimeout(timer);
    const wakes = waiting.get(orderId);
    wakes?.delete(wake);
    if (wakes?.size === 0) waiting.delete(orderId);
    settle(value);
  }
  const wakes = waiting.get(orderId) ?? new Set<Wake>();
  wakes.add(wake);
  waiting.set(orderId, wakes);
  return { woken, cancel: () => finish(false) };
}

/** How a wait for a fulfilment ended: seen at the second look, woken by the fulfilment's commit, or out of time. */
export type FulfilmentWaitEnd = 'seen' | 'woken' | 'timed-out';

/**
 * Waits (at most `ms`) for a paid order's fulfilment. `lookAgain` reads the order anew and says whether it is
 * fulfilled: it runs once the wait has started, so a fulfilment committed since the caller's first read still counts.
 */
export async function awaitFulfilment(orderId: string, ms: number, lookAgain: () => Promise<boolean>): Promise<FulfilmentWaitEnd> {
  const wait = waitForFulfilment(orderId, ms);
  if (await lookAgain()) {
    wait.cancel();
    return 'seen';
  }
  return (await wait.woken) ? 'woken' : 'timed-out';
}

export interface FulfilmentListener {
  close(): Promise<void>;
}

/**
 * Listens for other processes' fulfilments on a PostgreSQL server, on a connection of its own; after a lost
 * connection it reconnects and every waiting request looks again, since notifications sent meanwhile are gone.
 */
export async function listenForFulfilments(url: string, log: Logger): Promise<FulfilmentListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'mindprint-fulfilment-listener' });
    next.on('notification', (message) => {
      if (message.channel === FULFILMENT_CHANNEL && message.payload) wakeFulfilmentWaiters(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      log.warn({ err: error }, 'fulfilment listener lost its connection; reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    // A server that closes the connection (a restart) may end it without an error.
    next.on('end', () => lost());
    await next.connect();
    await next.query(`listen ${FULFILMENT_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    wakeAllFulfilmentWaiters();
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'fulfilment listener could not reconnect; trying again');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
  };
  // A listener that cannot connect now slows waiting requests down (they wait out their time) but stops nothing.
  await connect().catch((error: unknown) => {
    log.warn({ err: error }, 'fulfilment listener could not connect; trying again');
    scheduleReconnect();
  });
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
      wakeAllFulfilmentWaiters();
    },
  };
}
