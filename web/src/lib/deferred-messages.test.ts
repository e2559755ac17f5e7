// The deferred rest of a catalogue: loaded once, on the first ensureMessages, and handed to every listener.
import { deferMessages, ensureMessages, onMessages } from './deferred-messages';

it('resolves at once when nothing is deferred', async () => {
  const seen: unknown[] = [];
  const stop = onMessages((messages) => seen.push(messages));
  await ensureMessages();
  expect(seen).toEqual([]);
  stop();
});

it('loads the deferred catalogue once and tells listeners, including one that subscribes later', async () => {
  let loads = 0;
  deferMessages(async () => {
    loads += 1;
    return { 'nav.home': 'Start' };
  });
  const seen: unknown[] = [];
  const stop = onMessages((messages) => seen.push(messages));
  expect(seen).toEqual([]);
  await Promise.all([ensureMessages(), ensureMessages()]);
  await ensureMessages();
  expect(loads).toBe(1);
  expect(seen).toEqual([{ 'nav.home': 'Start' }]);
  const late: unknown[] = [];
  onMessages((messages) => late.push(messages))();
  expect(late).toEqual([{ 'nav.home': 'Start' }]);
  stop();
});
