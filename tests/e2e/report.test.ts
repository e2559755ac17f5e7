// The paid report in a real browser against the real API: a report bought through the API (card payment), opened by
// its token; both tabs by keyboard, the dimension table, every section, axe; the PDF saved as <order number>.pdf; a
// failed download that says so and a retry that works; invalid, locked and failing links; phone and print layouts.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { CARD_OK, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';
import { seriousAxeViolations } from './support/axe.js';

let server: TestServer;
let browser: Browser;
let reportToken: string;
let orderNumber: string;
let unpaidToken: string;
let expected: { fullCode: string; sections: string[]; dimensions: string[] };

async function reportTokenOf(attemptToken: string): Promise<string> {
  const rows = await server.database.orm.em.fork().execute<Array<{ token: string }>>(
    'select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ?', [attemptToken]);
  return rows[0]!.token;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const sku = await skuIds(server);
  const paidAttempt = await submittedAttempt(server);
  const order = (await restOrder(server, { attemptToken: paidAttempt, skuId: sku.report })).body.data;
  orderNumber = order.order.orderNumber;
  const paid = await restPay(server, { orderNumber, token: order.token }, 'card', { testCard: CARD_OK });
  expect(paid.body.result).toBe(200);
  reportToken = await reportTokenOf(paidAttempt);
  const unpaidAttempt = await submittedAttempt(server);
  await restOrder(server, { attemptToken: unpaidAttempt, skuId: sku.report });
  unpaidToken = await reportTokenOf(unpaidAttempt);
  const reply = await server.graphql<{ report: { document: { type: { fullCode: string }; sections: Array<{ title: string }>; dimensions: Array<{ name: string }> } } }>(
    'query ($token: String!) { report(token: $token, locale: "EN") { document { type { fullCode } sections { title } dimensions { name } } } }', { token: reportToken });
  const report = reply.data!.report.document;
  expected = { fullCode: report.type.fullCode, sections: report.sections.map((s) => s.title), dimensions: report.dimensions.map((d) => d.name) };
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const reportPath = (token: string) => `/report/result/BMBTI-1836?r=${encodeURIComponent(token)}`;

async function openReport(page: Page, token = reportToken): Promise<void> {
  await page.goto(`${server.baseUrl}${reportPath(token)}`);
  await page.locator('main h1').waitFor();
}

it('shows the paid report with both tabs working by keyboard, five dimension rows, every section, and no axe or console errors', async () => {
  const { page, errors } = await openPage(browser);
  await openReport(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('h1').count()).toBe(1);
  await expect(page.locator('main h1').innerText()).resolves.toContain(expected.fullCode);

  const overviewTab = page.getByRole('tab', { name: 'Overview' });
  const dimensionsTab = page.getByRole('tab', { name: 'Dimensions' });
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const dimensions = page.getByRole('tabpanel', { name: 'Dimensions' });
  expect(await overviewTab.getAttribute('aria-selected')).toBe('true');
  expect(await dimensions.isHidden()).toBe(true);
  // Every section in SPEC order; the tabs never repeat each other, so the Overview only points to the dimensions.
  const titles = await overview.locator('h2.report-section__title').allInnerTexts();
  expect(titles.filter((t) => expected.sections.includes(t))).toEqual(expected.sections);
  expect(await overview.locator('table').count()).toBe(0);
  // One paid order: no country ranking of a single order, and no empty ranking score section.
  expect(await page.getByText('United States: 1').count()).toBe(0);
  expect(await page.getByText('No ranking score').count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'Share your type' }).count()).toBe(0);
  expect(await seriousAxeViolations(page, { settle: false })).toEqual([]);

  await overviewTab.focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dimensions');
  expect(await dimensionsTab.getAttribute('aria-selected')).toBe('true');
  expect(await overviewTab.getAttribute('aria-selected')).toBe('false');
  expect(await dimensionsTab.getAttribute('tabindex')).toBe('0');
  await dimensions.waitFor();
  expect(await overview.isHidden()).toBe(true);
  const rows = dimensions.getByRole('row').filter({ has: page.getByRole('rowheader') });
  expect(await rows.count()).toBe(5);
  expect(await dimensions.getByRole('rowheader').allInnerTexts()).toEqual(expected.dimensions.map((name) => expect.stringContaining(name)));
  expect(await dimensions.locator('.report-bar').count()).toBe(5);
  // All-neutral answers: every letter is borderline, flagged and explained.
  expect(await dimensions.locator('.report-flag').count()).toBe(5);
  expect(await dimensions.locator('.report-table__borderline').count()).toBe(5);
  expect(await seriousAxeViolations(page, { settle: false })).toEqual([]);

  // Tab moves into the panel; the arrows wrap around, Home and End jump.
  await dimensionsTab.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('report-panel-dimensions');
  await dimensionsTab.focus();
  await page.keyboard.press('ArrowRight');
  expect(await overviewTab.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('End');
  expect(await dimensionsTab.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Home');
  expect(await overviewTab.getAttribute('aria-selected')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  await overview.waitFor();
  // The Overview's pointer opens the Dimensions tab and lands at the start of its panel.
  await overview.getByRole('button', { name: 'Show my five dimensions' }).click();
  expect(await dimensionsTab.getAttribute('aria-selected')).toBe('true');
  await page.waitForFunction(() => document.activeElement?.id === 'report-panel-dimensions');

  expect(errors).toEqual([]);
  await page.context().close();
});

it('saves the PDF named by the order number, from the report page and from the download page', async () => {
  const { page, errors } = await openPage(browser);
  await openReport(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${orderNumber}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  await page.getByText(`Your PDF is saved as ${orderNumber}.pdf.`).waitFor();

  await page.goto(`${server.baseUrl}/report/result-download/BMBTI-1836?r=${reportToken}`);
  await page.getByRole('heading', { level: 1, name: 'Download your report' }).waitFor();
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(again.suggestedFilename()).toBe(`${orderNumber}.pdf`);
  expect(await seriousAxeViolations(page, { settle: false })).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('tells the user when the download fails and downloads on retry', async () => {
  const { page } = await openPage(browser);
  await openReport(page);
  let failures = 0;
  await page.route('**/api/report/pdf/**', (route) => {
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"result":500,"data":null,"msg":"boom"}' });
  });
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The download failed' });
  await alert.waitFor();
  expect(failures).toBe(1);
  expect(downloads).toEqual([]);

  await page.unroute('**/api/report/pdf/**');
  const retry = page.getByRole('button', { name: 'Retry the download' });
  expect(await retry.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
  const [download] = await Promise.all([page.waitForEvent('download'), retry.click()]);
  expect(download.suggestedFilename()).toBe(`${orderNumber}.pdf`);
  await alert.waitFor({ state: 'detached' });
  await page.context().close();
});

it('shows the 404 page for an unknown link, says an incomplete one is not valid, and a locked report points to the offer', async () => {
  const { page, errors } = await openPage(browser);
  for (const token of ['A'.repeat(43), reportToken.slice(0, -1) + (reportToken.endsWith('A') ? 'B' : 'A')]) {
    await openReport(page, token);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found: /report/result/BMBTI-1836' }).waitFor();
  }
  await openReport(page, '');
  expect(await page.locator('main h1').innerText()).toBe('This report link is not valid');
  expect(await page.getByRole('link', { name: 'Send me my report links' }).getAttribute('href')).toMatch(/^\/report\/retrieve\/BMBTI-1836(\?|$)/);
  expect(await seriousAxeViolations(page, { settle: false })).toEqual([]);
  await openReport(page, unpaidToken);
  expect(await page.locator('main h1').innerText()).toBe('This report is not unlocked yet');
  expect(await page.getByRole('link', { name: 'See the offer' }).getAttribute('href')).toMatch(/^\/paying\/scheme\/BMBTI-1836(\?|$)/);
  // Unknown tokens: the page's own 404 status is the only console error (the API answers 200 with a GraphQL error).
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  await page.context().close();
});

it('offers a retry when the report cannot be loaded', async () => {
  const { page } = await openPage(browser);
  let blocked = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (blocked && body.includes('ReportView')) return route.abort('failed');
    return route.continue();
  });
  await openReport(page);
  await page.getByText('Loading failed, please retry.').waitFor();
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  expect(await page.locator('main h1').innerText()).toContain(expected.fullCode);
  await page.context().close();
});

it('fits a 360 px phone as stacked cards, and prints both panels without the site chrome or buttons', async () => {
  const { page } = await openPage(browser, { width: 360, height: 780 });
  await openReport(page);
  await page.getByRole('tab', { name: 'Dimensions' }).click();
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    rowDisplay: getComputedStyle(document.querySelector('#report-panel-dimensions tbody tr')!).display,
  }));
  expect(layout).toEqual({ overflow: 0, rowDisplay: 'block' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => {
    const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((el) => el.checkVisibility());
    return {
      header: shown('.site-header'),
      footer: shown('.site-footer'),
      nav: shown('nav'),
      buttons: shown('main button'),
      panels: shown('[role="tabpanel"]'),
      rows: getComputedStyle(document.querySelector('#report-panel-dimensions tbody tr')!).breakInside,
    };
  });
  expect(printed).toEqual({ header: [false], footer: [false], nav: printed.nav.map(() => false), buttons: printed.buttons.map(() => false), panels: [true, true], rows: 'avoid' });
  expect(printed.buttons.length).toBeGreaterThan(0);
  await page.context().close();
});
