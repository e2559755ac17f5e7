// Browser entry point: start-up wiring, the active language's messages, then the first render: hydration of a
// prerendered page (web/build/prerender.ts) in the same language, a client render otherwise.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startConsentAndAds } from './app/consent-startup';
import { runEffectsInNextTask } from './app/effect-timing';
import { applyLang, applyTheme } from './app/dom';
import { prerenderAppState, readPrerenderInfo } from './app/prerender-state';
import { startApp } from './app/startup';
import { config } from './config';
import { deferMessages } from './lib/deferred-messages';
import { loadMessages } from './lib/intl';
import { DEFAULT_THEME, parseTheme } from './lib/paths';
import './themes/index.css';

// Mock mode (npm run dev:mock): the API is answered in the browser. Any other build drops this branch, and msw with it.
if (import.meta.env.MODE === 'mock') await (await import('./mocks/browser')).startMockApi();

runEffectsInNextTask();
const { store, headers, queryCache } = startApp(window);
const { locale, config: appConfig } = store.getState();
// Before the first paint, so the page never flashes in another theme or language tag.
applyTheme(document, parseTheme(appConfig.theme) ?? DEFAULT_THEME);
applyLang(document, locale);
startConsentAndAds(store, config, window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = readPrerenderInfo(document);
// A page prerendered in another language (the server guessed from Accept-Language) is rendered anew instead.
const hydrating = prerendered !== null && prerendered.locale === locale && root.firstElementChild !== null;
// A prerendered landing carries the messages its first chunk uses; the rest waits for the first lazy screen.
const partial = hydrating ? prerendered.messages : undefined;
// Over the part, so a failed load (which gives {}) keeps the page's language.
if (partial) deferMessages(async () => ({ ...partial, ...(await loadMessages(locale)) }));
const messages = partial ?? (await loadMessages(locale));
if (hydrating) {
  for (const [key, data] of Object.entries(prerendered.data)) queryCache.prime(key, data);
  const serverState = prerenderAppState(prerendered, window.location.pathname);
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task: the page stays
  // responsive while it becomes interactive (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(root, (
      <StrictMode>
        <App store={store} serverState={serverState} messages={messages} queryCache={queryCache} headers={headers} />
      </StrictMode>
    ));
  });
} else {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App store={store} messages={messages} queryCache={queryCache} headers={headers} />
    </StrictMode>,
  );
}
