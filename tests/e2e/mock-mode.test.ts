// Mock mode (npm run dev:mock) in a real browser: Vite in mock mode, MSW's service worker answering the API, no API
// server and no database. The funnel from the landing page to the paid report, a declined card, a paid report opened
// from its link, a server error; and the production build carries none of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../api/src/config.js';
import { launchBrowser, openPage, WEB_DIST } from './support/browser.js';

const CARD_OK = '4242 4242 4242 4242';
/** The demo sitting and paid report of the mock scenarios (web/src/mocks/store.ts). */
const DEMO_ATTEMPT = 'mockSittingDemo000000000000001';
const DEMO_REPORT_TOKEN = 'mockReportDemo000000000000001';
const DEMO_EMAIL = 'ana.lima@example.com';

let vite: ChildProcess;
let baseUrl: string;
let browser: Browser;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite --mode mock did not answer at ${url}`);
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  vite = spawn(process.execPath, [path.join(ROOT_DIR, 'node_modules', 'vite', 'bin', 'vite.js'), '--mode', 'mock', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: path.join(ROOT_DIR, 'web'),
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: '' },
  });
  [browser] = await Promise.all([launchBrowser(), waitForServer(`${baseUrl}/mockServiceWorker.js`, Date.now() + 60_000)]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  vite?.kill();
});

/** Answers the consent notice a first visit shows at the bottom of the page (needed cookies only). */
async function rejectCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Reject all' }).waitFor({ state: 'detached' });
}

/** Answers every statement (5, "agree a little") and goes through the two encouragement tips. */
async function answerAll(page: Page): Promise<void> {
  while (new URL(page.url()).pathname.startsWith('/answer/question/')) {
    await page.locator('main h1').first().waitFor();
    const text = (await page.locator('main h1').first().innerText()).trim();
    // An answer moves on by itself; a tip goes on with Enter.
    const isQuestion = (await page.locator('main input[type="radio"]').count()) > 0;
    await page.keyboard.press(isQuestion ? '5' : 'Enter');
    await page.waitForFunction((previous) => {
      const current = document.querySelector('main h1')?.textContent?.trim();
      return !location.pathname.startsWith('/answer/question/') || (Boolean(current) && current !== previous);
    }, text, { timeout: 30_000 });
  }
}

/** Buys the in-depth report; the offer fills in the address the visitor left on the sitting, which may be changed. */
async function buyReport(page: Page, email: { left: string; use?: string }): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Unlock your in-depth personality report' }).waitFor();
  await page.getByLabel(/In-depth personality report/).check();
  const field = page.getByLabel('Email address for your report');
  expect(await field.inputValue()).toBe(email.left);
  if (email.use) await field.fill(email.use);
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole('button', { name: 'Unlock personality type report' }).click();
  await page.waitForURL((url) => url.pathname === '/paying/payment/BMBTI-1836');
  await page.getByLabel('Card number').fill(CARD_OK);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
}

it('leaves msw and the mock data out of the production build', async () => {
  const assets = path.join(WEB_DIST, 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const code = await readFile(path.join(assets, file), 'utf8');
    expect({ file, msw: /mockServiceWorker|setupWorker|mindprint-mock-store|mockSittingDemo/.test(code) }).toEqual({ file, msw: false });
  }
});

it('walks the funnel with no API: landing, 60 statements, email, free result, offer, payment, report', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${baseUrl}/?scenario=free-result`);
  await page.locator('main h1').waitFor();
  await rejectCookies(page);
  await page.locator('main a[href^="/answer/question/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/answer/question/BMBTI-1836' && url.searchParams.has('t'));
  await answerAll(page);

  await page.waitForURL((url) => url.pathname === '/answer/submit/BMBTI-1836', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Get my report' }).click();
  await page.waitForURL((url) => url.pathname === '/answer/email/BMBTI-1836');
  await page.getByLabel('Email address').fill('mock.visitor@example.test');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/report/result-free-test/BMBTI-1836');
  await page.getByText(/^[EI][SN][TF][JP]-[AT]$/).first().waitFor();

  await page.locator('main a[href*="/paying/scheme/"]').first().click();
  await buyReport(page, { left: 'mock.visitor@example.test' });
  await page.waitForURL((url) => url.pathname === '/paying/success/BMBTI-1836', { timeout: 30_000 });
  await page.waitForURL((url) => url.pathname.startsWith('/report/result'), { timeout: 60_000 });
  await page.locator('main h1').first().waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}, 240_000);

it('shows Payment failed in the payment-declined scenario', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${baseUrl}/paying/scheme/BMBTI-1836?t=${DEMO_ATTEMPT}&scenario=payment-declined`);
  await rejectCookies(page);
  await buyReport(page, { left: DEMO_EMAIL, use: 'declined@example.test' });
  await page.waitForURL((url) => url.pathname === '/paying/failed/BMBTI-1836', { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
  await page.context().close();
}, 120_000);

it('opens the paid report from its link in the paid-report scenario, in German', async () => {
  const { page, errors } = await openPage(browser, { locale: 'de-DE' });
  await page.goto(`${baseUrl}/report/result/BMBTI-1836?r=${DEMO_REPORT_TOKEN}&hl=DE&scenario=paid-report`);
  await page.locator('main h1').first().waitFor();
  expect(await page.locator('html').getAttribute('lang')).toMatch(/^de/);
  await page.locator('main').getByText(/[äöüß]/).first().waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

it('shows the retry state when the server fails', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${baseUrl}/report/result-free-test/BMBTI-1836?t=${DEMO_ATTEMPT}&scenario=server-error`);
  await page.getByText('Loading failed, please retry.').first().waitFor({ timeout: 30_000 });
  await page.context().close();
}, 120_000);
