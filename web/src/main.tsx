// Browser entry point: start-up wiring, the active language's messages, then the first render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startConsentAndAds } from './app/consent-startup';
import { applyLang, applyTheme } from './app/dom';
import { startApp } from './app/startup';
import { config } from './config';
import { loadMessages } from './lib/intl';
import { DEFAULT_THEME, parseTheme } from './lib/paths';
import './themes/index.css';

// Mock mode (npm run dev:mock): the API is answered in the browser. Any other build drops this branch, and msw with it.
if (import.meta.env.MODE === 'mock') await (await import('./mocks/browser')).startMockApi();

const { store, headers, queryCache } = startApp(window);
const { locale, config: appConfig } = store.getState();
// Before the first paint, so the page never flashes in another theme or language tag.
applyTheme(document, parseTheme(appConfig.theme) ?? DEFAULT_THEME);
applyLang(document, locale);
startConsentAndAds(store, config, window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const messages = await loadMessages(locale);
createRoot(root).render(
  <StrictMode>
    <App store={store} messages={messages} queryCache={queryCache} headers={headers} />
  </StrictMode>,
);
