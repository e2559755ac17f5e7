// The rest of a language's catalogue, for a prerendered landing that hydrates with only the messages its first chunk
// uses (inlined in the page by web/build/prerender.ts): the full catalogue is fetched when the first lazy screen
// loads (lib/chunk-reload.ts waits for it), and IntlRoot switches to it. Without a deferred part both resolve at once.
export type Messages = Record<string, string>;

type Listener = (messages: Messages) => void;

let pending: (() => Promise<Messages>) | undefined;
let loading: Promise<void> | undefined;
let complete: Messages | undefined;
const listeners = new Set<Listener>();

/** Registers the loader of the full catalogue; main.tsx calls it before hydrating with the partial one. */
export function deferMessages(load: () => Promise<Messages>): void {
  pending = load;
  loading = undefined;
  complete = undefined;
}

/** Loads the deferred catalogue once and hands it to the listeners; resolves at once when nothing is deferred. */
export function ensureMessages(): Promise<void> {
  const load = pending;
  if (!load) return Promise.resolve();
  loading ??= load().then((messages) => {
    if (pending !== load) return;
    pending = undefined;
    complete = messages;
    for (const listener of [...listeners]) listener(messages);
  });
  return loading;
}

/** Calls the listener with the full catalogue once it is loaded (at once if it already is). */
export function onMessages(listener: Listener): () => void {
  if (complete) listener(complete);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
