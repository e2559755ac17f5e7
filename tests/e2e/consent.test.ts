// The consent notice, Consent Mode v2 and ad pixels in a build whose script URLs are configured (they are configuration,
// empty by default): denied by default in the EEA, UK and CH until the visitor chooses; Accept all and Reject all with
// equal weight, Settings per purpose, the footer link to change the choice; a pixel loads only with its click id and
// when region and choice allow; gtag.js only with consent; ad click ids stay out of local storage without consent; the
// mapped ads events (Lead when an address is left, ViewContent when the offer shows, as well as the checkout's
// InitiateCheckout and Purchase) reach a consented pixel and nothing without consent.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../api/src/config.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './support/browser.js';
import { freeResultSitting } from './support/sitting.js';
import { startTestServer } from '../support/test-server.js';

const SCRIPT_ENV = {
  VITE_GTAG_URL: 'https://scripts.test/gtag.js?id=G-TEST',
  VITE_RECAPTCHA_URL: 'https://scripts.test/recaptcha.js',
  VITE_FACEBOOK_PIXEL_URL: 'https://scripts.test/facebook.js',
  VITE_TIKTOK_PIXEL_URL: 'https://scripts.test/tiktok.js',
  VITE_SNAP_PIXEL_URL: 'https://scripts.test/snap.js',
  VITE_BING_UET_URL: 'https://scripts.test/bing.js',
  VITE_KWAI_PIXEL_URL: 'https://scripts.test/kwai.js',
};

const FACEBOOK_RECORDER = 'window.fbq = function () { (window.__fbq = window.__fbq || []).push(Array.from(arguments)); };';

let dist: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'mindprint-web-ads-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: path.join(ROOT_DIR, 'web'),
    env: { ...process.env, ...SCRIPT_ENV },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
  [server, browser] = await Promise.all([startTestServer({ env: { WEB_DIST: dist, CSP_SCRIPT_ORIGINS: 'https://scripts.test' } }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

/** Opens a page as a visitor from `country`, answering third-party scripts locally, and lists the ones requested. */
async function visit(query: string, country?: string): Promise<{ page: Page; scripts: string[]; consent: () => Promise<unknown[][]> }> {
  const { page } = await openPage(browser);
  if (country) {
    await page.context().addInitScript((code) => {
      sessionStorage.setItem('MBTI-app-state', JSON.stringify({ value: { config: { countryCode: code } }, expiresAt: null }));
    }, country);
  }
  const scripts: string[] = [];
  await page.context().route('https://scripts.test/**', (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    // The Facebook pixel stand-in records what the app sends it.
    const body = route.request().url().endsWith('/facebook.js') ? FACEBOOK_RECORDER : '/* test script */';
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  await page.goto(`${server.baseUrl}/${query}`);
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
  const consent = () => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent'));
  return { page, scripts, consent };
}

/** The value once it equals `wanted`, or the last value after two seconds (scripts load after a click). */
async function settled<T>(read: () => T, wanted: T): Promise<T> {
  for (let waited = 0; waited < 2000; waited += 50) {
    if (JSON.stringify(read()) === JSON.stringify(wanted)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

const others = (scripts: string[]) => scripts.filter((script) => script !== '/recaptcha.js').sort();
const notice = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

async function storedTracking(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('MBTI-tracking') ?? '');
}

it('asks first in the EEA: everything denied and no pixel, gtag or stored click id until Accept all', async () => {
  const { page, scripts, consent } = await visit('?fbclid=fb-1&ttclid=tt-2', 'DE');
  const before = await consent();
  expect(before[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', region: expect.arrayContaining(['DE', 'GB', 'CH']) })]);
  expect(before).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' })]);
  expect(others(scripts)).toEqual([]);
  expect(await storedTracking(page)).not.toContain('fb-1');

  await notice(page).waitFor();
  const accept = page.getByRole('button', { name: 'Accept all' });
  const reject = page.getByRole('button', { name: 'Reject all' });
  // Equal prominence: the same style and the same size class.
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs(a!.height - r!.height)).toBeLessThan(2);
  const axe = await new AxeBuilder({ page }).include('[data-testid="consent-notice"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await accept.click();
  await notice(page).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  expect(await consent()).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' })]);
  expect(await settled(() => others(scripts), ['/facebook.js', '/gtag.js', '/tiktok.js'])).toEqual(['/facebook.js', '/gtag.js', '/tiktok.js']);
  expect(await storedTracking(page)).toContain('fb-1');
  await page.context().close();
});

it('loads nothing after Reject all, and the footer link changes the choice per purpose later', async () => {
  const { page, scripts, consent } = await visit('?fbclid=fb-1&msclkid=ms-1', 'FR');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await notice(page).waitFor({ state: 'detached' });
  await page.reload();
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await notice(page).count()).toBe(0);
  expect(others(scripts)).toEqual([]);
  expect(await storedTracking(page)).not.toContain('fb-1');

  await page.getByRole('button', { name: 'Privacy choices' }).click();
  await notice(page).waitFor();
  await page.getByRole('checkbox', { name: /Advertising/ }).check();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await notice(page).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  expect(await consent()).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'denied' })]);
  expect(await settled(() => others(scripts), ['/bing.js', '/facebook.js', '/gtag.js'])).toEqual(['/bing.js', '/facebook.js', '/gtag.js']);
  await page.context().close();
});

it('outside the consent regions loads the pixels of the click ids present until the visitor says no', async () => {
  const { page, scripts } = await visit('?fbclid=fb-1&ScCid=sc-1', 'US');
  expect(await settled(() => others(scripts), ['/facebook.js', '/gtag.js', '/snap.js'])).toEqual(['/facebook.js', '/gtag.js', '/snap.js']);
  await page.context().close();
  const declined = await visit('?ScCid=sc-1', 'US');
  await declined.page.getByRole('button', { name: 'Reject all' }).click();
  expect(await declined.consent()).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied' })]);
  await declined.page.context().close();
});

it('loads no pixel without its click id, even with consent, and reCAPTCHA when the mode has no fb', async () => {
  const { page, scripts } = await visit('', 'FR');
  await page.getByRole('button', { name: 'Accept all' }).click();
  expect(await settled(() => [...scripts].sort(), ['/gtag.js', '/recaptcha.js'])).toEqual(['/gtag.js', '/recaptcha.js']);
  await page.context().close();
});


it('sends Lead on the email step and ViewContent on the offer to the consented pixel, and nothing without consent', async () => {
  for (const choice of ['Accept all', 'Reject all'] as const) {
    const token = await freeResultSitting(server);
    const { page, scripts } = await visit('?fbclid=fb-events', 'DE');
    await page.getByRole('button', { name: choice }).click();
    await notice(page).waitFor({ state: 'detached' });
    const tracked = async () => {
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => ((window as unknown as { __fbq?: unknown[][] }).__fbq ?? []).filter((call) => call[0] === 'track').map((call) => call[1]));
    };

    await page.goto(`${server.baseUrl}/answer/email/BMBTI-1836?t=${token}`);
    await page.getByLabel('Email address').fill('ads-lead@example.com');
    await page.getByRole('button', { name: 'See my result' }).click();
    await page.waitForURL(/\/report\/result-free-test\//);
    expect(await tracked()).toEqual(choice === 'Accept all' ? ['Lead'] : []);

    await page.goto(`${server.baseUrl}/paying/scheme/BMBTI-1836?t=${token}`);
    await page.locator('main h1').waitFor();
    expect(await settledAsync(tracked, choice === 'Accept all' ? ['ViewContent'] : [])).toEqual(choice === 'Accept all' ? ['ViewContent'] : []);
    // A reload of the offer counts nothing twice.
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await tracked()).toEqual([]);
    if (choice === 'Reject all') expect(others(scripts)).toEqual([]);
    await page.context().close();
  }
});

/** Like settled, for a value read asynchronously. */
async function settledAsync<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  for (let waited = 0; waited < 3000; waited += 100) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(wanted)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}
