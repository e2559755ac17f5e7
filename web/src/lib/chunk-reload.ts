// After a deploy, old pages ask for chunks that no longer exist: reload once (per path, per 10 s) instead of failing.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ensureMessages } from './deferred-messages';
import { sessionStore, type Store } from './storage';

export const RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload';

const CHUNK_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'unable to preload css', // Vite's CSS preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message.toLowerCase() : '';
  return CHUNK_MESSAGES.some((m) => text.includes(m));
}

export interface ReloadDeps {
  location: { pathname: string; reload(): void };
  /** Session storage: the last reload time per path, so a broken deploy cannot loop. */
  storage: Store;
  now?: () => number;
}

/** Reloads and returns true unless this path was already reloaded in the last 10 s (then false: show the error). */
export function reloadOnce(deps: ReloadDeps): boolean {
  const now = (deps.now ?? Date.now)();
  const path = deps.location.pathname;
  const reloads = deps.storage.get<Record<string, number>>(CHUNK_RELOAD_KEY) ?? {};
  const last = reloads[path];
  if (typeof last === 'number' && now - last < RELOAD_WINDOW_MS && now >= last) return false;
  deps.storage.set(CHUNK_RELOAD_KEY, { ...reloads, [path]: now });
  deps.location.reload();
  return true;
}

export function reloadOnChunkError(error: unknown, deps: ReloadDeps): boolean {
  return isChunkLoadError(error) && reloadOnce(deps);
}

function browserDeps(): ReloadDeps {
  return { location: window.location, storage: sessionStore };
}

/** Wraps a dynamic import: while the page reloads the promise stays pending; other errors reach the error boundary. */
export function withChunkReload<T>(factory: () => Promise<T>, deps: () => ReloadDeps = browserDeps): () => Promise<T> {
  return () =>
    factory().catch((error: unknown) => {
      if (reloadOnChunkError(error, deps())) return new Promise<T>(() => {});
      throw error;
    });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint; props stay typed through T
export function lazyWithReload<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  deps?: () => ReloadDeps,
): LazyExoticComponent<T> {
  // A lazy screen renders with the whole catalogue: a prerendered landing hydrated with part of it (deferred-messages.ts).
  return lazy(withChunkReload(() => Promise.all([factory(), ensureMessages()]).then(([module]) => module), deps));
}

interface PreloadErrorEvent {
  preventDefault(): void;
}

/** Vite fires 'vite:preloadError' when a chunk or its CSS fails to preload; reload instead of throwing. */
export function installPreloadErrorHandler(
  win: { addEventListener(type: 'vite:preloadError', listener: (event: PreloadErrorEvent) => void): void },
  deps: () => ReloadDeps = browserDeps,
): void {
  win.addEventListener('vite:preloadError', (event) => {
    // Every preload error is a missing chunk or stylesheet, whatever its message says.
    if (reloadOnce(deps())) event.preventDefault();
  });
}
