// Storage: prefix, expiry, JSON entries and the memory fallback when Web Storage throws.
import { createStore, DEFAULT_TTL_MS, memoryStorage, STORAGE_PREFIX, type StorageLike } from './storage';

function throwingStorage(): StorageLike {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

describe('createStore', () => {
  let time = 1_000;
  const now = () => time;
  beforeEach(() => (time = 1_000));

  it('writes JSON entries under the MBTI- prefix with a 365-day expiry', () => {
    const backend = memoryStorage();
    createStore({ backend: () => backend, now }).set('theme', 'founder');
    expect(STORAGE_PREFIX).toBe('MBTI-');
    expect(JSON.parse(backend.getItem('MBTI-theme') ?? 'null')).toEqual({ value: 'founder', expiresAt: 1_000 + DEFAULT_TTL_MS });
    expect(DEFAULT_TTL_MS).toBe(365 * 86_400_000);
    expect(backend.getItem('theme')).toBeNull();
  });

  it('reads values back until they expire, then removes them', () => {
    const backend = memoryStorage();
    const store = createStore({ backend: () => backend, now });
    store.set('answers', { q1: 'A' }, 5_000);
    time = 5_999;
    expect(store.get('answers')).toEqual({ q1: 'A' });
    time = 6_000;
    expect(store.get('answers')).toBeNull();
    expect(backend.getItem('MBTI-answers')).toBeNull();
  });

  it('keeps entries without expiry when ttl is null or the store default is null', () => {
    const backend = memoryStorage();
    const session = createStore({ backend: () => backend, now, defaultTtlMs: null });
    session.set('a', 1);
    createStore({ backend: () => backend, now }).set('b', 2, null);
    time = Number.MAX_SAFE_INTEGER;
    expect(session.get('a')).toBe(1);
    expect(session.get('b')).toBe(2);
  });

  it('reads unparseable or foreign values as null and removes them', () => {
    const backend = memoryStorage();
    backend.setItem('MBTI-legacy', 'not json');
    backend.setItem('MBTI-raw', '"just a string"');
    const store = createStore({ backend: () => backend, now });
    expect(store.get('legacy')).toBeNull();
    expect(store.get('raw')).toBeNull();
    expect(backend.getItem('MBTI-legacy')).toBeNull();
  });

  it('removes entries', () => {
    const backend = memoryStorage();
    const store = createStore({ backend: () => backend, now });
    store.set('x', 1);
    store.remove('x');
    expect(store.get('x')).toBeNull();
    expect(backend.getItem('MBTI-x')).toBeNull();
  });

  it('falls back to memory when storage throws (private mode) or is absent', () => {
    for (const backend of [throwingStorage, () => undefined]) {
      const store = createStore({ backend, now });
      expect(() => store.set('locale', 'FR')).not.toThrow();
      expect(store.get('locale')).toBe('FR');
      store.remove('locale');
      expect(store.get('locale')).toBeNull();
    }
  });

  it('still honours expiry for values held in memory', () => {
    const store = createStore({ backend: throwingStorage, now });
    store.set('k', 'v', 10);
    time = 1_010;
    expect(store.get('k')).toBeNull();
  });
});
