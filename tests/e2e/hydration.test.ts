// Prerendered pages in a real browser: the server's HTML already shows the page, and the app hydrates it in place
// (the same elements stay, no error reported) in EN, JA and DE, for every landing theme and the content pages.
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';

const LANDING_THEMES = ['founder', 'free', 'girl', 'girl-old', 'home', 'new', 'personal', 'relax', 'roles', 'third', 'types', 'young'];
const CONTENT = ['/types/BMBTI-1836', '/professional/BMBTI-1836', '/help/BMBTI-1836', '/methodology/BMBTI-1836', '/support/BMBTI-1836', '/legal/BMBTI-1836'];
const BROWSER_LOCALES = { en: 'en-US', ja: 'ja-JP', de: 'de-DE' } as const;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Keeps the prerendered elements as parsed, before any script ran, to compare with those after hydration. */
async function watchPrerendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { parsed: Array<Element | null>; parsedAll: Element[] };
      w.parsed = [document.querySelector('.site-header'), document.querySelector('main h1')];
      w.parsedAll = [...document.querySelectorAll('#root *')];
    }, { once: true });
  });
}

/**
 * Hydrated in place: the consent notice (rendered right after hydration for a new visitor) is up, the parsed header
 * is still the page's (a client render would have replaced it), and so is every other parsed element but those the
 * page's own data replaces (a loading line; the methodology page's header while its content loads). The browser's
 * renderer (Preact) repairs a mismatch silently, by building that part anew: a mismatch shows up as parsed elements
 * gone. Returns what is wrong, or an empty list.
 */
async function hydrationProblems(page: Page): Promise<string[]> {
  await page.locator('[data-testid="consent-notice"]').waitFor({ timeout: 20_000 });
  return page.evaluate(() => {
    const { parsed, parsedAll } = window as unknown as { parsed: Array<Element | null>; parsedAll: Element[] };
    const [header, h1] = parsed;
    if (!header?.isConnected || header !== document.querySelector('.site-header') || !h1) return ['the prerendered markup was replaced'];
    const replacedByData = (element: Element) => element.closest('.loading, .page__header') !== null;
    return parsedAll.filter((element) => !element.isConnected && !replacedByData(element))
      .map((element) => `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> was built anew`);
  });
}

it.each(Object.entries(BROWSER_LOCALES))('hydrates every prerendered page without a mismatch in %s', async (hl, browserLocale) => {
  const { page, errors } = await openPage(browser, { locale: browserLocale, width: 390, height: 844 });
  await watchPrerendered(page);
  const failures: string[] = [];
  const paths = [...LANDING_THEMES.map((theme) => (theme === 'founder' ? '/' : `/landing/${theme}/BMBTI-1836`)), ...CONTENT];
  for (const path of paths) {
    const response = await page.goto(`${server.baseUrl}${path}`);
    const html = await response?.text() ?? '';
    if (!html.includes('id="prerender-info"')) failures.push(`${path}: not prerendered`);
    if (!html.includes(`lang="${hl}"`)) failures.push(`${path}: served in another language than the browser's (${hl})`);
    failures.push(...(await hydrationProblems(page)).map((problem) => `${path}: ${problem}`));
    if (errors.length > 0) failures.push(`${path}: ${errors.splice(0).join(' | ')}`);
  }
  expect(failures).toEqual([]);
  await page.context().close();
}, 240_000);

it('renders anew, without errors, a page prerendered in another language than the stored one', async () => {
  const { page, errors } = await openPage(browser, { locale: 'en-US' });
  // The stored choice (local storage) wins over the browser language the server went by.
  await page.addInitScript(() => localStorage.setItem('MBTI-locale', JSON.stringify({ value: 'JA', expiresAt: null })));
  const response = await page.goto(`${server.baseUrl}/landing/girl/BMBTI-1836`);
  expect(await response?.text()).toContain('<html lang="en"');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.locator('[data-testid="consent-notice"]').waitFor();
  expect(await page.locator('main h1').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.context().close();
}, 60_000);

it('hydrates a Japanese landing with the messages it carries and loads the rest of the catalogue with the first lazy screen', async () => {
  const { page, errors } = await openPage(browser, { locale: 'ja-JP' });
  const catalogues: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ja-[\w-]+\.js$/.test(request.url())) catalogues.push(request.url());
  });
  await watchPrerendered(page);
  await page.goto(`${server.baseUrl}/landing/types/BMBTI-1836`);
  expect(await hydrationProblems(page)).toEqual([]);
  expect(catalogues).toEqual([]);
  await page.getByRole('link', { name: '16タイプすべてを見る' }).click();
  // The types page's intro comes from the full catalogue, fetched with the page's lazy chunk.
  await page.getByText('4つの傾向、それぞれ2つの極で').waitFor();
  expect(catalogues).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();
}, 60_000);

it('fetches the types landing grid\'s sixteen pictures once the page is hydrated, keeping its elements, and shows them', async () => {
  const { page, errors } = await openPage(browser, { locale: 'en-US' });
  await watchPrerendered(page);
  const response = await page.goto(`${server.baseUrl}/landing/types/BMBTI-1836`);
  const html = await response!.text();
  // The prerendered grid reserves each picture's space without naming its file.
  const pictures = html.match(/<img class="type-art types-grid__art"[^>]*>/g) ?? [];
  expect(pictures).toHaveLength(16);
  expect(pictures.filter((img) => img.includes('src=') || !img.includes('width="56"'))).toEqual([]);
  expect(await hydrationProblems(page)).toEqual([]);
  await page.locator('img.types-grid__art').last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img.types-grid__art')]
    .filter((img) => img.complete && img.naturalWidth > 0).length === 16, null, { timeout: 10_000 });
  expect(errors).toEqual([]);
  await page.context().close();
}, 60_000);
