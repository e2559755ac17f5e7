// The built web app boots in a real browser against the real API, with no console errors.
import type { Browser } from 'playwright-core';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('renders the home page from the API without console errors', async () => {
  const { page, errors } = await openPage(browser);
  const response = await page.goto(`${server.baseUrl}/`);
  expect(response?.status()).toBe(200);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect((await page.locator('#root').innerText()).length).toBeGreaterThan(20);
  expect(errors).toEqual([]);
  await page.context().close();
});
