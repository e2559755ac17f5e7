// The free result route rendered with its data from the mock API's MSW handlers (the same ones mock mode uses), in
// every locale: the screen shows the sitting's type in the visitor's language, and a server error its retry state.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LOCALES, type Locale } from '../../../../../api/src/shared/locale.js';
import { AppProviders } from '../../../app/App';
import cn from '../../../locales/cn.json' with { type: 'json' };
import de from '../../../locales/de.json' with { type: 'json' };
import es from '../../../locales/es.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import hk from '../../../locales/hk.json' with { type: 'json' };
import ja from '../../../locales/ja.json' with { type: 'json' };
import kr from '../../../locales/kr.json' with { type: 'json' };
import pt from '../../../locales/pt.json' with { type: 'json' };
import { createAppStore } from '../../../lib/app-state';
import type { Messages } from '../../../lib/intl';
import { createQueryCache } from '../../../lib/query-cache';
import { createMemoryStore } from '../../../lib/storage';
import { personalityTypeFactory } from '../../../mocks/factories/content';
import { scoreAnswers } from '../../../mocks/factories/result';
import { createHandlers } from '../../../mocks/handlers';
import type { Scenario } from '../../../mocks/scenario';
import { createStore, DEMO_ATTEMPT } from '../../../mocks/store';
import { FreeResultRoute } from './FreeResultRoute';

const MESSAGES: Record<Locale, Messages> = { EN: {}, CN: cn, FR: fr, ES: es, JA: ja, HK: hk, DE: de, PT: pt, KR: kr };
const ENDPOINT = 'http://mock.test/graphql';

async function render(locale: Locale, scenario: Scenario): Promise<string> {
  const server = setupServer(...createHandlers(createStore(scenario), scenario));
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const store = createAppStore({ session: createMemoryStore({ defaultTtlMs: null }), local: createMemoryStore() });
    store.setState({ locale });
    const client = new ApolloClient({ link: new HttpLink({ uri: ENDPOINT, headers: { hl: locale } }), cache: new InMemoryCache() });
    const tree = (
      <AppProviders store={store} messages={MESSAGES[locale]} queryCache={createQueryCache({ request: () => new Promise(() => {}) })} headers={() => ({})}>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[`/report/result-free-test/BMBTI-1836?t=${DEMO_ATTEMPT}`]}>
            <Routes><Route path="/report/result-free-test/:exam" element={<FreeResultRoute />} /></Routes>
          </MemoryRouter>
        </ApolloProvider>
      </AppProviders>
    );
    return (await prerenderStatic({ tree, renderFunction: renderToString })).result;
  } finally {
    server.close();
  }
}

const demoType = scoreAnswers({}).code;

it.each(LOCALES)('shows the sitting\'s type and its title in %s', async (locale) => {
  const html = await render(locale, 'free-result');
  expect(html).toContain(scoreAnswers({}).fullCode);
  expect(html).toContain(personalityTypeFactory(demoType, locale).title.replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
});

it('shows the retry state when the API fails', async () => {
  const html = await render('EN', 'server-error');
  expect(html).toContain('Loading failed, please retry.');
});
