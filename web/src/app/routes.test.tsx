// The route tree rendered on the server: 404s for unknown paths and bad segments, landmarks, themes and languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import fr from '../locales/fr.json' with { type: 'json' };
import { createAppStore } from '../lib/app-state';
import type { GraphQLClient } from '../lib/graphql-fetch';
import type { Messages } from '../lib/intl';
import { createQueryCache } from '../lib/query-cache';
import { createMemoryStore } from '../lib/storage';
import { AppProviders } from './App';
import { AppRoutes } from './routes';
import { rememberRoute } from './startup';

/** A client whose answers never arrive: the server render shows loading states and sends nothing. */
const silent: GraphQLClient = { request: () => new Promise(() => {}) };

function render(url: string, messages: Messages = {}, locale: 'EN' | 'FR' = 'EN'): string {
  const store = createAppStore({ session: createMemoryStore({ defaultTtlMs: null }), local: createMemoryStore() });
  const [pathname = '/', search = ''] = url.split('?');
  store.setState({ locale, tracking: { logid: 'L1' } });
  rememberRoute(store, { pathname, search: search ? `?${search}` : '' });
  return renderToStaticMarkup(
    <AppProviders store={store} messages={messages} queryCache={createQueryCache(silent)} headers={() => ({})}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('AppRoutes', () => {
  it.each(['/nope', '/help/BMBTI_1836', '/answer/question', '/landing/bogus/BMBTI-1836', '/relaxPage/1836'])('shows the 404 page for %s', (path) => {
    const html = render(path);
    expect(html).toContain(`Page Not Found: ${path}`);
    expect(html).toContain('404');
    expect(html).toContain('Go back home');
  });

  it('sends "Go back home" to the theme home with the stored exam, the current query and tracking', () => {
    const html = render('/young/MRIQ-2047');
    expect(html).toContain('href="/young/MRIQ-2047?logid=L1"');
    const notFound = render('/missing?utm=x');
    expect(notFound).toContain('href="/founder/BMBTI-1836?utm=x&amp;logid=L1"');
  });

  it('renders the founder home with one h1, a skip link and the landmarks', () => {
    const html = render('/');
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(html).toContain('Discover the personality behind your choices');
    expect(html).toContain('href="#main"');
    for (const tag of ['<header', '<nav', '<main', '<footer']) expect(html).toContain(tag);
    expect(html).toContain('href="/answer/question/BMBTI-1836?logid=L1"');
    expect(html).toContain('What users say');
  });

  it('lays out each theme its own way; testimonials only on founder', () => {
    const relax = render('/relaxPage/BMBTI-1836');
    expect(relax).toContain('Take a breath and meet yourself');
    expect(relax).toContain('hero--centered');
    expect(relax).toContain('src="/themes/relax/hero.svg"');
    expect(relax).not.toContain('What users say');
    expect(render('/landing/girl-old/BMBTI-1836')).toContain('hero--split-reverse');
  });

  it('translates the page with the locale catalogue', () => {
    const html = render('/', fr as Messages, 'FR');
    expect(html).toContain('Découvrez la personnalité derrière vos choix');
    expect(html).toContain('Aller au contenu principal');
  });

  it('keeps later and lazy screens from crashing: they render a loading state', () => {
    for (const path of ['/types/BMBTI-1836', '/paying/paypage%20copy/BMBTI-1836', '/report', '/user/login/BMBTI-1836']) {
      const html = render(path);
      expect(html).toContain('role="status"');
      expect(html).not.toContain('Page Not Found');
    }
  });
});
