// The state a prerendered page is built with (web/build/prerender.ts) and hydrated with (main.tsx): the default app
// state in the page's locale and theme, the route's own theme and exam, and the API answers known at build time.
import type { AppState } from '../lib/app-state';
import { createAppStore } from '../lib/app-state';
import type { Messages } from '../lib/intl';
import { parseLocale, type Locale } from '../lib/locale';
import { parseTheme, type Theme } from '../lib/paths';
import { createMemoryStore } from '../lib/storage';
import { rememberRoute } from './startup';

/** The id of the JSON script element that carries PrerenderInfo in a prerendered page. */
export const PRERENDER_INFO_ID = 'prerender-info';

export interface PrerenderInfo {
  locale: Locale;
  theme: Theme;
  /** Query-cache key -> answer, primed before hydration so the first render matches the HTML. */
  data: Record<string, unknown>;
  /**
   * A landing's part of its language's catalogue (the ids its first chunk uses): main.tsx hydrates with it and loads
   * the rest with the first lazy screen. Absent on English pages and pages that load a lazy route at once.
   */
  messages?: Messages;
}

export function prerenderAppState({ locale, theme }: Pick<PrerenderInfo, 'locale' | 'theme'>, pathname: string): AppState {
  const store = createAppStore({ session: createMemoryStore(), local: createMemoryStore() });
  store.setState({ locale, config: { theme } });
  rememberRoute(store, { pathname, search: '' });
  return store.getState();
}

/** `</script` must not end the element early; JSON allows the escaped form. */
export function serializeInfo(info: PrerenderInfo): string {
  return JSON.stringify(info).replace(/</g, '\\u003c');
}

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');
}

/** The info of a prerendered page, or null for the plain app shell (or anything that does not parse). */
export function readPrerenderInfo(doc: Document): PrerenderInfo | null {
  const text = doc.getElementById(PRERENDER_INFO_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<PrerenderInfo>;
    const locale = parseLocale(parsed.locale);
    const theme = parseTheme(parsed.theme);
    if (!locale || !theme || typeof parsed.data !== 'object' || parsed.data === null) return null;
    const messages = isMessages(parsed.messages) ? { messages: parsed.messages } : {};
    return { locale, theme, data: parsed.data, ...messages };
  } catch {
    return null;
  }
}
