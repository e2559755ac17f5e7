// Chunk-load errors reload the page at most once per 10 seconds per path; everything else reaches the error screen.
import { installPreloadErrorHandler, isChunkLoadError, reloadOnChunkError, withChunkReload, type ReloadDeps } from './chunk-reload';
import { createMemoryStore } from './storage';

function deps(pathname = '/test') {
  let time = 100_000;
  const reloads: string[] = [];
  const d: ReloadDeps = {
    location: { pathname, reload: () => void reloads.push(d.location.pathname) },
    storage: createMemoryStore({ defaultTtlMs: null }),
    now: () => time,
  };
  return { d, reloads, setTime: (t: number) => (time = t) };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/Pay-abc.js');

describe('isChunkLoadError', () => {
  it.each([
    [chunkError, true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module: /assets/a.js'), true],
    [Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%p -> %p', (error, expected) => expect(isChunkLoadError(error)).toBe(expected));
});

describe('reloadOnChunkError', () => {
  it('reloads once per path within 10 seconds, then again after', () => {
    const { d, reloads, setTime } = deps();
    expect(reloadOnChunkError(chunkError, d)).toBe(true);
    setTime(109_999);
    expect(reloadOnChunkError(chunkError, d)).toBe(false);
    setTime(110_000);
    expect(reloadOnChunkError(chunkError, d)).toBe(true);
    expect(reloads).toEqual(['/test', '/test']);
  });

  it('counts paths separately', () => {
    const { d, reloads } = deps();
    reloadOnChunkError(chunkError, d);
    d.location.pathname = '/pay';
    expect(reloadOnChunkError(chunkError, d)).toBe(true);
    expect(reloads).toEqual(['/test', '/pay']);
  });

  it('does not reload for other errors', () => {
    const { d, reloads } = deps();
    expect(reloadOnChunkError(new Error('boom'), d)).toBe(false);
    expect(reloads).toEqual([]);
  });
});

describe('withChunkReload', () => {
  it('passes modules through and rethrows when no reload happens', async () => {
    const { d } = deps();
    await expect(withChunkReload(async () => 'module', () => d)()).resolves.toBe('module');
    await expect(withChunkReload(() => Promise.reject(new Error('boom')), () => d)()).rejects.toThrow('boom');
    d.storage.set('chunk-reload', { '/test': 100_000 });
    await expect(withChunkReload(() => Promise.reject(chunkError), () => d)()).rejects.toBe(chunkError);
  });

  it('reloads and stays pending on a chunk error', async () => {
    const { d, reloads } = deps();
    const outcome = await Promise.race([
      withChunkReload(() => Promise.reject(chunkError), () => d)().then(() => 'settled', () => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(reloads).toEqual(['/test']);
  });
});

describe('installPreloadErrorHandler', () => {
  it('reloads on vite:preloadError and prevents the throw, once per window', () => {
    const { d, reloads } = deps();
    let listener: ((event: { preventDefault(): void }) => void) | undefined;
    installPreloadErrorHandler({ addEventListener: (_type, l) => (listener = l) }, () => d);
    const prevented: boolean[] = [];
    for (let i = 0; i < 2; i++) {
      let p = false;
      listener?.({ preventDefault: () => (p = true) });
      prevented.push(p);
    }
    expect(prevented).toEqual([true, false]);
    expect(reloads).toEqual(['/test']);
  });
});
