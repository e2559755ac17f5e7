// Browser storage under one key prefix: JSON entries with an expiry, falling back to memory when storage is unavailable.

export const STORAGE_PREFIX = 'MBTI-';
/** Local entries live 365 days unless told otherwise (SPEC section 9). */
export const DEFAULT_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** The part of the Web Storage API this module uses; window.localStorage and sessionStorage satisfy it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Store {
  get<T>(key: string): T | null;
  /** ttlMs: undefined takes the store default, null never expires. */
  set<T>(key: string, value: T, ttlMs?: number | null): void;
  remove(key: string): void;
}

interface Entry {
  value: unknown;
  expiresAt: number | null;
}

export interface StoreOptions {
  /** Called on each access, so a storage that appears or fails later is handled; undefined means memory only. */
  backend: () => StorageLike | undefined;
  now?: () => number;
  prefix?: string;
  /** null: entries never expire (session state dies with the tab anyway). */
  defaultTtlMs?: number | null;
}

export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function parseEntry(raw: string | null): Entry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    if (!entry || typeof entry !== 'object' || !('value' in entry)) return null;
    return { value: entry.value, expiresAt: typeof entry.expiresAt === 'number' ? entry.expiresAt : null };
  } catch {
    return null;
  }
}

export function createStore({ backend, now = Date.now, prefix = STORAGE_PREFIX, defaultTtlMs = DEFAULT_TTL_MS }: StoreOptions): Store {
  // Safari private mode and blocked cookies make storage throw; those writes land here instead.
  const memory = memoryStorage();

  function read(key: string): string | null {
    try {
      const raw = backend()?.getItem(key) ?? null;
      if (raw !== null) return raw;
    } catch {
      // fall through to memory
    }
    return memory.getItem(key);
  }

  function remove(key: string): void {
    memory.removeItem(key);
    try {
      backend()?.removeItem(key);
    } catch {
      // nothing to remove from a storage that cannot be used
    }
  }

  return {
    get<T>(key: string): T | null {
      const fullKey = prefix + key;
      const raw = read(fullKey);
      const entry = parseEntry(raw);
      if (entry && (entry.expiresAt === null || entry.expiresAt > now())) return entry.value as T;
      if (raw !== null) remove(fullKey); // expired or unreadable
      return null;
    },
    set<T>(key: string, value: T, ttlMs?: number | null): void {
      const ttl = ttlMs === undefined ? defaultTtlMs : ttlMs;
      const raw = JSON.stringify({ value, expiresAt: ttl === null ? null : now() + ttl } satisfies Entry);
      const fullKey = prefix + key;
      try {
        const storage = backend();
        if (!storage) throw new Error('no storage');
        storage.setItem(fullKey, raw);
        memory.removeItem(fullKey);
      } catch {
        memory.setItem(fullKey, raw);
      }
    },
    remove: (key) => remove(prefix + key),
  };
}

/** A store backed by one in-memory map: for tests and for code running outside a browser. */
export function createMemoryStore(options: Omit<StoreOptions, 'backend'> = {}): Store {
  const backend = memoryStorage();
  return createStore({ ...options, backend: () => backend });
}

/** window.localStorage or sessionStorage, or undefined outside a browser or when merely touching it throws. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** Long-lived preferences (locale, theme, tracking): 365-day entries. */
export const localStore: Store = createStore({ backend: () => browserStorage('localStorage') });
/** State for this tab's session only. */
export const sessionStore: Store = createStore({ backend: () => browserStorage('sessionStorage'), defaultTtlMs: null });
