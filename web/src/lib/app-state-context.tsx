// React access to the app-state store: a provider and a selector hook built on useSyncExternalStore; a prerendered
// page hydrates with the state it was built with (serverState), then re-renders with the visitor's.
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AppState, AppStore } from './app-state';

interface AppStoreValue {
  store: AppStore;
  /** The state a prerendered page was built with: hydration renders it first, then the visitor's own state. */
  serverState: AppState | undefined;
}

const AppStoreContext = createContext<AppStoreValue | null>(null);

export function AppStateProvider({ store, serverState, children }: { store: AppStore; serverState?: AppState; children: ReactNode }) {
  const value = useMemo(() => ({ store, serverState }), [store, serverState]);
  return <AppStoreContext.Provider value={value}>{children}</AppStoreContext.Provider>;
}

function useAppStoreValue(): AppStoreValue {
  const value = useContext(AppStoreContext);
  if (!value) throw new Error('useAppStore needs an <AppStateProvider> above it');
  return value;
}

export function useAppStore(): AppStore {
  return useAppStoreValue().store;
}

/**
 * Re-renders when the selected value changes (Object.is). The selector must return a stable value, a field of
 * the state such as s => s.config, never a new object or array, or React loops.
 */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const { store, serverState } = useAppStoreValue();
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  // Used by the prerender and by hydration only; a client render reads the store.
  const getServerSnapshot = useCallback(() => selector(serverState ?? store.getState()), [store, serverState, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}
