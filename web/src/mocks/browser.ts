// Mock mode in the browser (npm run dev:mock): a service worker answers the API from the mock handlers, so the app
// runs with no API and no database. Loaded only when Vite runs in mock mode (see main.tsx).
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { chooseScenario } from './scenario';
import { createStore } from './store';

export async function startMockApi(): Promise<void> {
  const scenario = chooseScenario(window.location.search, window.sessionStorage);
  const store = createStore(scenario, window.sessionStorage);
  const worker = setupWorker(...createHandlers(store, scenario));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  console.info(`[mock] API mocked in the browser, scenario "${scenario}" (?scenario=${['free-result', 'paid-report', 'payment-declined', 'server-error', 'slow-network'].join('|')})`);
}
