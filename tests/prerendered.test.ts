// The web build's prerendered pages (web/build/prerender.ts) as files and as the server answers them: every theme and
// locale with its lang, language alternates and description; the visitor's language and theme chosen by the server;
// the sitemap and robots.txt. Needs the web build (npm test runs it first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../api/src/shared/locale.js';
import { loadPrerenderManifest, prerenderedPage, type PrerenderManifest } from '../api/src/http/prerendered.js';
import { startAppServer, WEB_DIST } from './e2e/support/browser.js';
import type { TestServer } from './support/test-server.js';

const PUBLIC_URL = 'https://mindprint.example';
const manifest = loadPrerenderManifest(WEB_DIST) as PrerenderManifest;
let server: TestServer;

beforeAll(async () => {
  server = await startAppServer({ PUBLIC_URL });
});

afterAll(async () => {
  await server?.close();
});

const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

describe('the prerendered files', () => {
  it('cover the landings, theme homes and content pages', () => {
    expect(manifest).not.toBeNull();
    expect(manifest.locales).toEqual([...LOCALES]);
    expect(manifest.themes).toHaveLength(12);
    const paths = manifest.pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/landing/girl/BMBTI-1836', '/relaxPage/BMBTI-1836', '/types/BMBTI-1836', '/help/BMBTI-1836', '/methodology/BMBTI-1836']));
  });

  it('exist for every theme and locale with lang, theme, nine alternates, a description and the rendered page', () => {
    const problems: string[] = [];
    for (const page of manifest.pages) {
      const descriptions = new Set<string>();
      for (const theme of page.theme ? [page.theme] : manifest.themes) {
        for (const locale of LOCALES) {
          const found = prerenderedPage(manifest, { path: page.path, hl: locale, cookie: `theme=${theme}`, acceptLanguage: undefined });
          const file = path.join(WEB_DIST, found?.file ?? 'missing');
          if (!existsSync(file)) {
            problems.push(`${page.path} ${theme} ${locale}: no file`);
            continue;
          }
          const html = readFileSync(file, 'utf8');
          if (!html.includes(`<html lang="${manifest.languageTags[locale]}" data-theme="${theme}">`)) problems.push(`${file}: lang or theme`);
          if ((html.match(/<link rel="alternate" hreflang=/g) ?? []).length !== LOCALES.length + 1) problems.push(`${file}: alternates`);
          if (description(html).length < 12) problems.push(`${file}: description`);
          if (!/<div id="root">.*<h1[ >]/s.test(html)) problems.push(`${file}: no rendered h1`);
          if (!html.includes('<script type="application/json" id="prerender-info">')) problems.push(`${file}: no state`);
          descriptions.add(description(html));
        }
      }
      // The nine languages have their own descriptions (landings may share one across themes).
      if (descriptions.size < LOCALES.length) problems.push(`${page.path}: ${descriptions.size} distinct descriptions`);
    }
    expect(problems).toEqual([]);
  });

  it('carry the types from the seed data on the types page', () => {
    const html = readFileSync(path.join(WEB_DIST, 'prerendered/types/BMBTI-1836/founder.de.html'), 'utf8');
    expect(html.match(/class="type-card type-card--/g)?.length).toBe(16);
  });
});

describe('the server', () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${url}`, { headers: { accept: 'text/html', ...headers } });
    return { response, html: await response.text() };
  };

  it('answers in the language of hl, the locale cookie or Accept-Language, with absolute alternates', async () => {
    const byHl = await page('/?hl=ja', { 'accept-language': 'de' });
    expect(byHl.response.status).toBe(200);
    expect(byHl.html).toContain('<html lang="ja" data-theme="founder">');
    expect(byHl.response.headers.get('content-language')).toBe('ja');
    expect(byHl.response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(byHl.html).toContain(`<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/?hl=de">`);
    expect(byHl.html).not.toContain('__MINDPRINT_ORIGIN__');
    expect((await page('/landing/relax/BMBTI-1836', { cookie: 'locale=FR' })).html).toContain('<html lang="fr" data-theme="relax">');
    expect((await page('/landing/relax/BMBTI-1836', { 'accept-language': 'de-DE,de;q=0.9' })).html).toContain('<html lang="de" data-theme="relax">');
  });

  it('gives content pages the remembered theme, and other pages the app shell', async () => {
    expect((await page('/types/BMBTI-1836', { cookie: 'theme=young' })).html).toContain('data-theme="young"');
    const question = await page('/answer/question/BMBTI-1836');
    expect(question.response.status).toBe(200);
    expect(question.html).toContain('<div id="root"></div>');
    const missing = await page('/no/such/page');
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect((await page('/prerendered/index/founder.en.html')).response.status).toBe(404);
  });

  it('serves the sitemap and robots.txt', async () => {
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml.match(/<loc>/g)).toHaveLength(manifest.pages.length);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/types/BMBTI-1836</loc>`);
    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
