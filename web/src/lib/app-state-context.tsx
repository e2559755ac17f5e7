// React access to the app-state store: a provider and a selector hook built on useSyncExternalStore.
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppState, AppStore } from './app-state';

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStateProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStore(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore needs an <AppStateProvider> above it');
  return store;
}

/**
 * Re-renders when the selected value changes (Object.is). The selector must return a stable value, a field of
 * the state such as s => s.config, never a new object or array, or React loops.
 */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const store = useAppStore();
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
