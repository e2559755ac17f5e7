// Switching the interface language from any screen (footer, account settings): SPEC section 4's cookie, store and
// reload; a kept hl tracking parameter follows the new language, so internal links do not switch it back.
import { useCallback } from 'react';
import { useAppStore } from './app-state-context';
import { changeLocale, type Locale } from './locale';
import { localStore } from './storage';

export function useSwitchLocale(): (locale: Locale) => void {
  const store = useAppStore();
  return useCallback(
    (next: Locale) => {
      const setLocale = (l: Locale) => store.setState((s) => ({ locale: l, tracking: s.tracking.hl ? { ...s.tracking, hl: l } : s.tracking }));
      changeLocale(next, { document, location: window.location, storage: localStore, setLocale });
    },
    [store],
  );
}
