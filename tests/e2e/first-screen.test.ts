// The first screen of every theme's landing: on a phone (390x844) the consent notice leaves the main call to action
// visible and clear of it, in EN, JA and DE; on a desktop (1366x900) the page does not shift while it loads.
import type { Browser } from 'playwright-core';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';

const THEMES = ['founder', 'free', 'girl', 'girl-old', 'home', 'new', 'personal', 'relax', 'roles', 'third', 'types', 'young'];
const landing = (theme: string, hl: string) => `${theme === 'founder' ? '/' : `/landing/${theme}/BMBTI-1836`}?hl=${hl}`;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it.each(['en', 'ja', 'de'])('keeps the call to action above the consent notice on a phone in %s', async (hl) => {
  const { page } = await openPage(browser, { width: 390, height: 844 });
  const failures: string[] = [];
  for (const theme of THEMES) {
    await page.goto(`${server.baseUrl}${landing(theme, hl)}`);
    const notice = page.locator('[data-testid="consent-notice"]');
    await notice.waitFor();
    const cta = await page.locator('.hero .button--primary').boundingBox();
    const box = await notice.boundingBox();
    if (!cta || !box) {
      failures.push(`${theme}: no call to action or notice`);
      continue;
    }
    const summary = `button ${Math.round(cta.y)}-${Math.round(cta.y + cta.height)}, notice from ${Math.round(box.y)}`;
    if (cta.y < 0 || cta.y + cta.height > box.y) failures.push(`${theme}: ${summary}`);
  }
  expect(failures).toEqual([]);
  await page.context().close();
}, 120_000);

it('does not shift the landing of any theme while it loads on a desktop', async () => {
  const { page } = await openPage(browser, { width: 1366, height: 900 });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts: Record<string, number> = {};
  for (const theme of THEMES) {
    await page.goto(`${server.baseUrl}${landing(theme, 'en')}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="consent-notice"]').waitFor();
    shifts[theme] = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  }
  const over = Object.entries(shifts).filter(([, value]) => value > 0.02);
  expect(over).toEqual([]);
  await page.context().close();
}, 120_000);
