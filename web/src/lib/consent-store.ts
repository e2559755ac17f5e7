// The visitor's consent choice as a small subscribable store: read at start-up, written by the consent notice, and
// watched by the tag and pixel loader; `settingsOpen` lets the footer link bring the notice back.
import { CONSENT_STORAGE_KEY, type ConsentChoice } from './consent';
import { localStore, type Store } from './storage';

export interface ConsentSnapshot {
  choice: ConsentChoice | null;
  settingsOpen: boolean;
}

export interface ConsentStore {
  get(): ConsentSnapshot;
  choose(choice: Pick<ConsentChoice, 'analytics' | 'ads'>): void;
  openSettings(): void;
  closeSettings(): void;
  subscribe(listener: () => void): () => void;
}

function readChoice(storage: Store): ConsentChoice | null {
  const value = storage.get<ConsentChoice>(CONSENT_STORAGE_KEY);
  return value && typeof value.analytics === 'boolean' && typeof value.ads === 'boolean' && typeof value.at === 'string' ? value : null;
}

export function createConsentStore(storage: Store, now: () => Date = () => new Date()): ConsentStore {
  let snapshot: ConsentSnapshot = { choice: readChoice(storage), settingsOpen: false };
  const listeners = new Set<() => void>();
  const set = (next: ConsentSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => snapshot,
    choose({ analytics, ads }) {
      const choice = { analytics, ads, at: now().toISOString() };
      // A choice is asked again after a year at the latest (local entries expire after 365 days).
      storage.set(CONSENT_STORAGE_KEY, choice);
      set({ choice, settingsOpen: false });
    },
    openSettings: () => set({ ...snapshot, settingsOpen: true }),
    closeSettings: () => set({ ...snapshot, settingsOpen: false }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one consent store. */
export const consentStore = createConsentStore(localStore);
