// What a new visitor sees, checked in a real browser: every theme's landing page, a question, the free result and the
// paid report, in EN, JA and DE, on a phone (390x844) and a desktop (1366x900). Each page is screenshotted (the folder
// is printed) and checked for horizontal overflow, overlapping text or controls, and English left on a JA or DE page
// (visible texts compared with the English catalogue values that have a translation). One browser, one context per
// language and size, pages reused.
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../../api/src/i18n/catalogue.js';
import { ROOT_DIR } from '../../api/src/config.js';
import type { Locale } from '../../api/src/shared/locale.js';
import { CARD_OK, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import { webCatalogue } from '../support/copy-corpus.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, startAppServer } from './support/browser.js';
import { inspectPage, type CopyCheckInput } from './support/layout-checks.js';
import { freeResultSitting } from './support/sitting.js';

/** The themes as the web app lists them (web/src/lib/paths.ts THEMES; read as text, the module is browser code). */
const THEMES = JSON.parse(/export const THEMES = (\[[^\]]*\])/.exec(readFileSync(path.join(ROOT_DIR, 'web/src/lib/paths.ts'), 'utf8'))![1]!.replace(/'/g, '"')) as string[];
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const LANGUAGES = ['EN', 'JA', 'DE'] as const satisfies readonly Locale[];
const SHOTS = path.join(os.tmpdir(), `mindprint-screens-${new Date().toISOString().replace(/[:.]/g, '-')}`);

let server: TestServer;
let browser: Browser;
let resultToken: string;
let reportToken: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  resultToken = await freeResultSitting(server);
  const paidAttempt = await submittedAttempt(server);
  const order = (await restOrder(server, { attemptToken: paidAttempt, skuId: (await skuIds(server)).report })).body.data;
  expect((await restPay(server, { orderNumber: order.order.orderNumber, token: order.token }, 'card', { testCard: CARD_OK })).body.result).toBe(200);
  const rows = await server.database.orm.em.fork().execute<Array<{ token: string }>>(
    'select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ?', [paidAttempt]);
  reportToken = rows[0]!.token;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`Screenshots of tests/e2e/visual-check.test.ts: ${SHOTS}`);
});

/** English texts that must not show on a page in `locale`: messages whose translation differs, of two words or more. */
function copyInput(locale: Locale): CopyCheckInput {
  if (locale === 'EN') return { english: [], latinRuns: false };
  const web = webCatalogue(locale);
  const server = CATALOGUES[locale] as Record<string, string>;
  const pairs = [
    ...Object.entries(webCatalogue('EN')).map(([key, text]) => [text, web[key]] as const),
    ...Object.entries(CATALOGUES.EN).map(([id, text]) => [text, server[id]] as const),
  ];
  const english = pairs
    .filter(([text, translated]) => !text.includes('{') && text.trim().split(/\s+/).length >= 2 && translated !== text)
    .map(([text]) => text.trim().replace(/\s+/g, ' '));
  return { english: [...new Set(english)], latinRuns: locale === 'JA' };
}

interface Screen { name: string; path: string }

function screens(locale: Locale): Screen[] {
  const hl = `hl=${locale}`;
  return [
    ...THEMES.map((theme) => ({ name: `landing-${theme}`, path: `/landing/${theme}/BMBTI-1836?${hl}` })),
    // The question, result and report after the founder landing (the default theme).
    { name: 'question', path: `/answer/question/BMBTI-1836?${hl}` },
    { name: 'free-result', path: `/report/result-free-test/BMBTI-1836?t=${encodeURIComponent(resultToken)}&${hl}` },
    { name: 'report', path: `/report/result/BMBTI-1836?r=${encodeURIComponent(reportToken)}&${hl}` },
  ];
}

async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  // Fonts and the images already on their way; lazy images below the fold never load without scrolling, and no
  // wait may hang the run.
  await page.evaluate(async () => {
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy')
      .map((image) => new Promise((done) => { image.addEventListener('load', done); image.addEventListener('error', done); }));
    await Promise.race([Promise.all([document.fonts.ready, ...pending]), new Promise((done) => setTimeout(done, 5_000))]);
  });
}

describe.each(Object.entries(SIZES))('%s', (size, viewport) => {
  it.each([...LANGUAGES])('lays out every screen without overflow, overlaps or English left over in %s', async (locale) => {
    const context = await browser.newContext({ viewport, locale: locale === 'EN' ? 'en-US' : locale === 'JA' ? 'ja-JP' : 'de-DE', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const input = copyInput(locale);
    const findings: string[] = [];
    try {
      for (const [index, screen] of screens(locale).entries()) {
        await page.goto(`${server.baseUrl}${screen.path}`);
        try {
          await settle(page);
          if (index === 0) {
            // The consent notice, in the page's language, answered once per visitor.
            await page.getByRole('button', { name: webCatalogue(locale)['consent.rejectAll'] }).click({ timeout: 10_000 });
          }
        } catch (error) {
          findings.push(`${screen.name} did not settle: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`);
        }
        await page.screenshot({ path: path.join(SHOTS, `${locale}-${size}-${screen.name}.png`), fullPage: true });
        const found = await inspectPage(page, input);
        for (const [kind, list] of Object.entries(found)) for (const item of list) findings.push(`${screen.name} ${kind}: ${item}`);
      }
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  }, 180_000);
});
