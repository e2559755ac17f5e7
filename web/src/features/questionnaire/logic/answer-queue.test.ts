// The answer queue: batching, latest value wins, retry with back-off, storage, refused keys and stopping.
import { AnswerQueue, type AnswerInput, type SendResult, type Timers } from './answer-queue';

function harness(results: Array<SendResult | Error> = [], options: { initial?: Record<string, number>; failAfter?: number } = {}) {
  const calls: AnswerInput[][] = [];
  const stored: Array<Record<string, number>> = [];
  const timers: Array<{ fn: () => void; ms: number; id: number }> = [];
  let nextId = 1;
  const fakeTimers: Timers = {
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ fn, ms, id });
      return id;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const queue = new AnswerQueue({
    send: async (answers) => {
      calls.push(answers);
      const next = results.shift() ?? { kind: 'saved' };
      if (next instanceof Error) throw next;
      return next;
    },
    persist: (unsaved) => void stored.push(unsaved),
    timers: fakeTimers,
    batchDelayMs: 500,
    retryDelaysMs: [1000, 4000],
    ...options,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    queue, calls, stored, timers,
    /** Fires the earliest timer and lets the request finish. */
    async tick() {
      const timer = timers.shift();
      timer?.fn();
      await settle();
      return timer?.ms;
    },
  };
}

it('batches answers given within the window into one call, the latest value winning', async () => {
  const h = harness();
  h.queue.set('EI-01', 2);
  h.queue.set('SN-01', 6);
  h.queue.set('EI-01', 5);
  expect(h.queue.snapshot()).toEqual({ status: 'pending', unsaved: 2, stopCode: undefined });
  expect(await h.tick()).toBe(500);
  expect(h.calls).toEqual([[{ questionKey: 'EI-01', value: 5 }, { questionKey: 'SN-01', value: 6 }]]);
  expect(h.queue.snapshot().status).toBe('saved');
  expect(h.stored.at(-1)).toEqual({});
});

it('keeps failed answers, retries with back-off and reports failure after several tries', async () => {
  const h = harness([new Error('offline'), { kind: 'retry' }, { kind: 'retry' }, { kind: 'saved' }]);
  h.queue.set('EI-01', 3);
  const flushed = h.queue.flush();
  await h.tick();
  expect(h.queue.snapshot().status).toBe('retrying');
  expect(h.stored.at(-1)).toEqual({ 'EI-01': 3 });
  expect(await h.tick()).toBe(1000);
  expect(await h.tick()).toBe(4000);
  expect(h.queue.snapshot().status).toBe('failed');
  await expect(flushed).resolves.toBe(false);
  // Retries go on; the last one succeeds and the answer is saved.
  expect(await h.tick()).toBe(4000);
  expect(h.queue.snapshot()).toMatchObject({ status: 'saved', unsaved: 0 });
  expect(h.calls).toHaveLength(4);
  expect(h.calls.every((call) => call[0]?.value === 3)).toBe(true);
});

it('never overwrites a newer answer with a failed older one', async () => {
  const h = harness([{ kind: 'retry' }]);
  h.queue.set('EI-01', 1);
  h.timers.shift()?.fn(); // the request is out...
  h.queue.set('EI-01', 7); // ...when the person changes the answer
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(h.queue.unsaved()).toEqual({ 'EI-01': 7 });
  await h.tick();
  expect(h.calls.at(-1)).toEqual([{ questionKey: 'EI-01', value: 7 }]);
});

it('sends answers kept from an earlier page straight away, and flush() resolves once saved', async () => {
  const h = harness([], { initial: { 'JP-02': 4 } });
  expect(h.queue.snapshot().unsaved).toBe(1);
  const flushed = h.queue.flush();
  await h.tick();
  await expect(flushed).resolves.toBe(true);
  expect(h.calls).toEqual([[{ questionKey: 'JP-02', value: 4 }]]);
  await expect(h.queue.flush()).resolves.toBe(true);
});

it('drops only the answers the server refuses for good and saves the rest', async () => {
  const h = harness([{ kind: 'rejected', keys: ['OLD-01'] }]);
  h.queue.set('OLD-01', 4);
  h.queue.set('EI-01', 4);
  await h.tick();
  await h.tick();
  expect(h.calls.at(-1)).toEqual([{ questionKey: 'EI-01', value: 4 }]);
  expect(h.queue.snapshot().status).toBe('saved');
});

it('stops when the sitting is submitted, keeping the answers and saying why', async () => {
  const h = harness([{ kind: 'stopped', code: 'ALREADY_SUBMITTED' }]);
  h.queue.set('EI-01', 4);
  const flushed = h.queue.flush();
  await h.tick();
  await expect(flushed).resolves.toBe(false);
  expect(h.queue.snapshot()).toEqual({ status: 'stopped', unsaved: 1, stopCode: 'ALREADY_SUBMITTED' });
  h.queue.set('SN-01', 4);
  expect(h.timers).toHaveLength(0);
});

it('splits more answers than the API takes per call into several batches', async () => {
  const h = harness();
  for (let i = 0; i < 450; i++) h.queue.set(`K-${i}`, 4);
  await h.tick();
  await h.tick();
  await h.tick();
  expect(h.calls.map((call) => call.length)).toEqual([200, 200, 50]);
});

it('does not push the batch window back while answers keep coming', async () => {
  const h = harness();
  h.queue.set('EI-01', 2);
  h.queue.set('SN-01', 3);
  h.queue.set('TF-01', 4);
  expect(h.timers).toHaveLength(1);
  await h.tick();
  expect(h.calls).toHaveLength(1);
});
