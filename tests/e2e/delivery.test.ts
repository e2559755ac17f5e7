// What the customer pays for, delivered on every channel: from payment success in the browser to the report page,
// its PDF download and the report-ready mail in the development mailbox.
import type { Browser } from 'playwright-core';
import { CARD_OK, submittedAttempt } from '../payments/support/checkout.js';
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

it('goes from payment success to the report page, the PDF and the mail', async () => {
  const email = 'delivery.buyer@example.test';
  const token = await submittedAttempt(server);
  await server.graphql('mutation ($t: String!, $e: String!) { captureEmail(token: $t, email: $e) { errors { code } } }', { t: token, e: email });
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/paying/scheme/BMBTI-1836?t=${token}`);
  await page.getByText('Total due today').waitFor();
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByLabel(/In-depth personality report/).check();
  await page.getByLabel('Email address for your report').fill(email);
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole('button', { name: 'Unlock personality type report' }).click();
  await page.waitForURL((url) => url.pathname === '/paying/payment/BMBTI-1836');
  const orderNumber = new URL(page.url()).searchParams.get('o')!;
  await page.getByLabel('Card number').fill(CARD_OK);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/paying/success/BMBTI-1836', { timeout: 30_000 });

  // The success page opens the report (here without waiting for its countdown).
  await page.getByRole('link', { name: 'Open my report now' }).or(page.getByRole('button', { name: 'Open my report now' })).click();
  await page.waitForURL((url) => url.pathname === '/report/result/BMBTI-1836' && url.searchParams.has('r'));
  await page.getByRole('tab', { name: /Dimensions/ }).waitFor();
  expect(await page.locator('main h1').innerText()).toMatch(/^[EI][SN][TF][JP]-[AT]/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).first().click()]);
  expect(download.suggestedFilename()).toBe(`${orderNumber}.pdf`);
  const file = await download.path();
  expect(file).toBeTruthy();

  // Without SMTP the mail waits in the outbox, which the development mailbox shows.
  await page.goto(`${server.baseUrl}/dev/mailbox`);
  await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
  const mailbox = await page.locator('body').innerText();
  expect(mailbox).toContain(email);
  expect(mailbox).toMatch(/Your Mindprint report is ready/i);
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);
