// Consent and ad pixels in a build whose script URLs are configured (they are configuration, empty by default):
// consent turns granted only for the euro region, and each pixel loads only with its click parameter and consent.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../api/src/config.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './support/browser.js';
import { startTestServer } from '../support/test-server.js';

const SCRIPT_ENV = {
  VITE_RECAPTCHA_URL: 'https://scripts.test/recaptcha.js',
  VITE_FACEBOOK_PIXEL_URL: 'https://scripts.test/facebook.js',
  VITE_TIKTOK_PIXEL_URL: 'https://scripts.test/tiktok.js',
  VITE_SNAP_PIXEL_URL: 'https://scripts.test/snap.js',
  VITE_BING_UET_URL: 'https://scripts.test/bing.js',
  VITE_KWAI_PIXEL_URL: 'https://scripts.test/kwai.js',
};

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
  [server, browser] = await Promise.all([startTestServer({ env: { WEB_DIST: dist } }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

/** Opens a page as a visitor from `country`, answering third-party scripts locally, and lists the ones requested. */
async function visit(query: string, country?: string): Promise<{ page: Page; scripts: string[]; consent: unknown[][] }> {
  const { page } = await openPage(browser);
  if (country) {
    await page.context().addInitScript((code) => {
      sessionStorage.setItem('MBTI-app-state', JSON.stringify({ value: { config: { countryCode: code } }, expiresAt: null }));
    }, country);
  }
  const scripts: string[] = [];
  await page.context().route('https://scripts.test/**', (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* test script */' });
  });
  await page.goto(`${server.baseUrl}/${query}`);
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
  const consent = await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent'));
  return { page, scripts, consent };
}

it('grants consent for a euro-region visitor and loads exactly the pixels whose click ids are present', async () => {
  const { page, scripts, consent } = await visit('?fbclid=fb-1&ttclid=tt-2', 'DE');
  expect(consent[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })]);
  expect(consent).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
  expect(scripts.filter((script) => script !== '/recaptcha.js').sort()).toEqual(['/facebook.js', '/tiktok.js']);
  await page.context().close();
});

it('loads no pixel without consent, even with click ids', async () => {
  const { page, scripts, consent } = await visit('?fbclid=fb-1&ScCid=sc-1&msclkid=ms-1', 'US');
  expect(consent.some((entry) => entry[1] === 'update')).toBe(false);
  expect(scripts.filter((script) => script !== '/recaptcha.js')).toEqual([]);
  await page.context().close();
});

it('loads no pixel without its click id, and reCAPTCHA when the mode has no fb', async () => {
  const { page, scripts } = await visit('', 'FR');
  expect(scripts).toEqual(['/recaptcha.js']);
  await page.context().close();
});
