// Whether the page is past hydration: false in a prerender and while the browser hydrates it (so both render the same),
// true right after hydration and on every screen the app renders itself later.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
