// Prerendered pages in a real browser: the server's HTML already shows the page, and the app hydrates it in place
// (the same elements stay, no mismatch reported) in EN, JA and DE, for every landing theme and the content pages.
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

/** Keeps the prerendered header and h1 as parsed, before any script ran, to compare with those after hydration. */
async function watchPrerendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { parsed: Array<Element | null> };
      w.parsed = [document.querySelector('.site-header'), document.querySelector('main h1')];
    }, { once: true });
  });
}

/**
 * Hydrated in place: the consent notice (rendered right after hydration for a new visitor) is up, and the parsed header
 * is still the page's (a client render would have replaced it). The parsed h1 is there too, unless the page's own
 * data replaced it meanwhile (methodology's loading heading).
 */
async function hydratedInPlace(page: Page): Promise<boolean> {
  await page.locator('[data-testid="consent-notice"]').waitFor({ timeout: 20_000 });
  return page.evaluate(() => {
    const [header, h1] = (window as unknown as { parsed: Array<Element | null> }).parsed;
    return Boolean(header?.isConnected && header === document.querySelector('.site-header') && h1);
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
    if (!(await hydratedInPlace(page))) failures.push(`${path}: the prerendered markup was replaced`);
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
  expect(await hydratedInPlace(page)).toBe(true);
  expect(catalogues).toEqual([]);
  await page.getByRole('link', { name: '16タイプすべてを見る' }).click();
  // The types page's intro comes from the full catalogue, fetched with the page's lazy chunk.
  await page.getByText('4つの傾向、それぞれ2つの極で').waitFor();
  expect(catalogues).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();
}, 60_000);
