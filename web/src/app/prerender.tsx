// The server-side entry of the web build (vite build --ssr, run by web/build/prerender.ts): renders one page of the
// route tree to HTML with React's static prerender, which waits for the lazy content pages, in one locale and theme.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import { PersonalityTypeListDocument, type PersonalityTypeListQuery } from '../features/types/api';
import { createAppStore } from '../lib/app-state';
import type { Messages } from '../lib/intl';
import { BCP47, type Locale } from '../lib/locale';
import type { Theme } from '../lib/paths';
import { createQueryCache } from '../lib/query-cache';
import { createMemoryStore } from '../lib/storage';
import { AppProviders } from './App';
import { pageHead, type PrerenderPage } from './prerender-pages';
import { prerenderAppState, type PrerenderInfo } from './prerender-state';
import { AppRoutes } from './routes';

export { prerenderPages } from './prerender-pages';
export { PRERENDER_INFO_ID, serializeInfo } from './prerender-state';
export { BCP47, LOCALES } from '../lib/locale';
export { THEMES } from '../lib/paths';

/** Content known at build time, from the API's seed data (web/build/prerender.ts reads it). */
export interface BuildContent {
  /** The types page's list per locale, in display order, as the personalityTypes query answers it. */
  personalityTypes(locale: Locale): PersonalityTypeListQuery['personalityTypes'];
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  title: string;
  description: string;
  info: PrerenderInfo;
}

const NO_HEADERS = () => ({});
/** Markup of a boundary that was not ready: a template or an inline script. */
const SUSPENDED = /<template|<script/;

/** A client that never answers: a query with no build-time answer stays loading, as on a slow first visit. */
const idleClient = { request: () => new Promise<never>(() => undefined) };

export async function renderPage(page: PrerenderPage, locale: Locale, theme: Theme, messages: Messages, content: BuildContent): Promise<RenderedPage> {
  const state = prerenderAppState({ locale, theme }, page.path);
  const store = createAppStore({ session: createMemoryStore(), local: createMemoryStore() });
  store.setState(state);
  const queryCache = createQueryCache(idleClient);
  const data: Record<string, unknown> = {};
  if (page.path.startsWith('/types/')) {
    const key = queryCache.key(PersonalityTypeListDocument, { locale });
    data[key] = { personalityTypes: content.personalityTypes(locale) } satisfies PersonalityTypeListQuery;
  }
  for (const [key, answer] of Object.entries(data)) queryCache.prime(key, answer);

  const render = async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders store={store} serverState={state} messages={messages} queryCache={queryCache} headers={NO_HEADERS}>
          <StaticRouter location={page.path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Large boundaries are otherwise sent as a separate chunk revealed by an inline script (blocked by the CSP).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  // A lazy module met for the first time suspends, and React then streams the boundary with an inline script, which
  // the Content-Security-Policy blocks. Once loaded, the render is plain markup.
  let html = await render();
  for (let attempt = 0; SUSPENDED.test(html); attempt += 1) {
    if (attempt === 2) throw new Error(`${page.path} still suspends after ${attempt + 1} renders`);
    html = await render();
  }
  const intl = createIntl({ locale: BCP47[locale], defaultLocale: 'en', messages, onError: () => undefined });
  return { html, ...pageHead(page, intl), info: { locale, theme, data } };
}
