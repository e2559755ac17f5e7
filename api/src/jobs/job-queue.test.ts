// After a commit that sent jobs, this process's workers are woken only where nothing else wakes them: on a PostgreSQL
// server pg-boss's NOTIFY reaches them (each wake is a fetch, and a paid order's job was fetched twice as often as
// needed); on the embedded database the commit wakes them. A queue run at once takes its job before either.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { attachJobQueue, clearWakers, registerWaker, runAtOnce, sendJob, wakeAfterCommit } from './job-queue.js';

/** pg-boss's send, as much of it as sendJob uses: an id for each job. */
const boss = { send: async () => `job-${Math.random().toString(36).slice(2)}` } as unknown as PgBoss;

/** An EntityManager inside `transaction` (sendJob only asks for its transaction context). */
function inside(transaction: object | undefined): EntityManager {
  return { getTransactionContext: () => transaction } as unknown as EntityManager;
}

let wakes: string[];

beforeEach(() => {
  wakes = [];
  for (const name of ['order-paid', 'report-generate']) registerWaker(name, () => wakes.push(name));
});

afterEach(() => {
  clearWakers();
  attachJobQueue(null);
});

it('wakes the workers once per queue after the commit when nothing else does (the embedded database)', async () => {
  attachJobQueue(boss, { notified: false });
  const transaction = {};
  await sendJob(inside(transaction), 'order-paid', { orderId: 'a' });
  await sendJob(inside(transaction), 'order-paid', { orderId: 'b' });
  await sendJob(inside(transaction), 'report-generate', { reportId: 'r' });
  expect(wakes).toEqual([]);
  wakeAfterCommit(transaction);
  expect(wakes).toEqual(['order-paid', 'report-generate']);
  // A rolled-back transaction's jobs never existed: a commit of another wakes nothing for them.
  await sendJob(inside({}), 'order-paid', { orderId: 'c' });
  wakeAfterCommit({});
  expect(wakes).toEqual(['order-paid', 'report-generate']);
  // Sent outside a transaction: written at once, woken at once.
  await sendJob(inside(undefined), 'report-generate', { reportId: 's' });
  expect(wakes).toEqual(['order-paid', 'report-generate', 'report-generate']);
});

it('leaves the waking to NOTIFY where pg-boss listens (a working role on a PostgreSQL server)', async () => {
  attachJobQueue(boss, { notified: true });
  const transaction = {};
  await sendJob(inside(transaction), 'order-paid', { orderId: 'a' });
  wakeAfterCommit(transaction);
  await sendJob(inside(undefined), 'report-generate', { reportId: 's' });
  expect(wakes).toEqual([]);
});

it('runs a job of a queue run at once after the commit, and wakes the workers for one it does not take', async () => {
  attachJobQueue(boss, { notified: false });
  const taken: string[] = [];
  runAtOnce('order-paid', ({ data }) => {
    if (data.orderId === 'busy') return false;
    taken.push(data.orderId);
    return true;
  });
  const transaction = {};
  await sendJob(inside(transaction), 'order-paid', { orderId: 'a' });
  wakeAfterCommit(transaction);
  expect(taken).toEqual(['a']);
  expect(wakes).toEqual([]);
  const next = {};
  await sendJob(inside(next), 'order-paid', { orderId: 'busy' });
  wakeAfterCommit(next);
  expect(wakes).toEqual(['order-paid']);
});
