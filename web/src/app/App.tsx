// The application frame: app state, messages, the light API client and the router.
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { AppState, AppStore } from '../lib/app-state';
import { AppStateProvider } from '../lib/app-state-context';
import type { Messages } from '../lib/intl';
import type { QueryCache } from '../lib/query-cache';
import { GraphQLProvider } from '../lib/use-graphql';
import { IntlRoot } from './IntlRoot';
import { AppRoutes } from './routes';

export interface AppProps {
  store: AppStore;
  messages: Messages;
  queryCache: QueryCache;
  headers: () => Record<string, string>;
  /** Set when hydrating a prerendered page: the state it was built with (prerender-state.ts). */
  serverState?: AppState;
}

/** Everything but the router, so tests can render the routes under a MemoryRouter. */
export function AppProviders({ store, serverState, messages, queryCache, headers, children }: AppProps & { children: ReactNode }) {
  return (
    <AppStateProvider store={store} serverState={serverState}>
      <IntlRoot locale={store.getState().locale} messages={messages}>
        <GraphQLProvider cache={queryCache} headers={headers}>
          {children}
        </GraphQLProvider>
      </IntlRoot>
    </AppStateProvider>
  );
}

export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
