// The header's signed-in state: asked once, replaced by what the account screens say, and a failure leaves it unknown.
import { createViewerStore } from './viewer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('asks once while unknown and keeps the answer', async () => {
  const store = createViewerStore();
  let calls = 0;
  const load = async () => {
    calls += 1;
    return { id: 'u1', name: 'Ada' };
  };
  store.ensure(load);
  store.ensure(load);
  expect(store.get()).toEqual({ known: false });
  await flush();
  expect(store.get()).toEqual({ known: true, viewer: { id: 'u1', name: 'Ada' } });
  store.ensure(load);
  expect(calls).toBe(1);
});

it('drops a late answer once an account screen has set the viewer', async () => {
  const store = createViewerStore();
  let answer: (viewer: { id: string; name: string | null } | null) => void = () => {};
  store.ensure(() => new Promise((resolve) => (answer = resolve)));
  store.set(null);
  answer({ id: 'old', name: null });
  await flush();
  expect(store.get()).toEqual({ known: true, viewer: null });
});

it('stays unknown after a failure and tells subscribers about changes', async () => {
  const store = createViewerStore();
  const seen: unknown[] = [];
  store.subscribe(() => seen.push(store.get()));
  store.ensure(() => Promise.reject(new Error('offline')));
  await flush();
  expect(store.get()).toEqual({ known: false });
  store.set({ id: 'u2', name: 'Bo' });
  expect(seen).toEqual([{ known: true, viewer: { id: 'u2', name: 'Bo' } }]);
});
