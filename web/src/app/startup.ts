// Start-up wiring: the app store with the URL's tracking, locale, theme and exam, the visitor id and the API clients.
import { config } from '../config';
import { createAppStore, type AppStore } from '../lib/app-state';
import { installPreloadErrorHandler } from '../lib/chunk-reload';
import { createGraphQLClient } from '../lib/graphql-fetch';
import { detectLocale, LOCALE_STORAGE_KEY } from '../lib/locale';
import { createQueryCache, type QueryCache } from '../lib/query-cache';
import { localStore, sessionStore } from '../lib/storage';
import { apiHeaders, getOrCreateUid, rememberTracking } from '../lib/tracking';
import { consentStore } from '../lib/consent-store';
import { routeInfo } from './route-info';

export interface Startup {
  store: AppStore;
  /** SPEC section 7 headers, read per call: both the light client and Apollo send them. */
  headers: () => Record<string, string>;
  queryCache: QueryCache;
}

/** Keeps what an entry URL says (theme, exam, landing query) in the app state; called at start and on navigation. */
export function rememberRoute(store: AppStore, location: { pathname: string; search: string; href?: string }): void {
  const { theme, exam, isEntry } = routeInfo(location.pathname);
  const current = store.getState();
  const update: Parameters<AppStore['setState']>[0] = { config: {} };
  if (theme && theme !== current.config.theme) update.config = { ...update.config, theme };
  if (exam && (exam.examId !== current.config.examId || exam.code !== current.config.code)) {
    update.config = { ...update.config, examId: exam.examId, code: exam.code };
  }
  if (isEntry) {
    update.config = { ...update.config, query: Object.fromEntries(new URLSearchParams(location.search)) };
    if (location.href) update.landingPageHref = location.href;
  }
  if (Object.keys(update.config ?? {}).length > 0 || update.landingPageHref) store.setState(update);
}

export function startApp(win: Window): Startup {
  installPreloadErrorHandler(win);
  const keepAdClicks = () => consentStore.get().choice?.ads === true;
  const store = createAppStore({ session: sessionStore, local: localStore, keepAdClicks });
  const { search } = win.location;
  const tracking = rememberTracking(search, localStore, keepAdClicks());
  const locale = detectLocale({ search, saved: localStore.get(LOCALE_STORAGE_KEY), languages: win.navigator.languages });
  // A kept hl parameter must follow the chosen language, or internal links would switch it back.
  store.setState({ locale, tracking: tracking.hl && tracking.hl !== locale ? { ...tracking, hl: locale } : tracking });
  rememberRoute(store, win.location);
  const uid = getOrCreateUid(localStore);
  const headers = () => apiHeaders(store.getState(), { uid, config });
  return { store, headers, queryCache: createQueryCache(createGraphQLClient({ headers })) };
}
