// The Chromium find-browser.ts picks, driven by playwright-core, and a page that records console errors.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT_DIR } from '../../../api/src/config.js';
import { BROWSER_FLAGS, findBrowser } from '../../support/find-browser.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

export const WEB_DIST = path.join(ROOT_DIR, 'web', 'dist');

export async function launchBrowser(): Promise<Browser> {
  const { executablePath } = await findBrowser();
  return chromium.launch({ executablePath, headless: true, args: BROWSER_FLAGS });
}

/** The API and the built web app on a private seeded database. */
export function startAppServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build --workspace web` (npm test does it first).');
  }
  return startTestServer({ env: { WEB_DIST, ...env } });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export interface PageOptions {
  locale?: string;
  width?: number;
  height?: number;
  /** A phone: touch events and a mobile viewport. */
  touch?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
