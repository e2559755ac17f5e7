// Retrieve report by email in the browser: the empty and invalid messages, 'no retrievable report' for an unknown
// address, and 'Report sent.' (with the mail in the outbox) for an address with a result.
import type { Browser, Page } from 'playwright-core';
import { submittedAttempt } from '../payments/support/checkout.js';
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

async function ask(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('Email address');
  await field.fill(email);
  await field.press('Enter');
}

it('answers with the messages of SPEC sections 5 and 8', async () => {
  const email = 'found.me@example.test';
  const token = await submittedAttempt(server);
  await server.graphql('mutation ($t: String!, $e: String!) { captureEmail(token: $t, email: $e) { errors { code } } }', { t: token, e: email });
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/retrieve/BMBTI-1836`);
  await page.getByRole('heading', { level: 1, name: 'Retrieve your report' }).waitFor();

  await ask(page, '');
  await page.getByText('Please enter your email address.').waitFor();
  await ask(page, 'not-an-address');
  await page.getByText('Please enter a valid email address.').waitFor();
  await ask(page, 'nobody.here@example.test');
  await page.getByText('No report can be retrieved for this email address.').waitFor();
  await ask(page, email);
  await page.getByText('Report sent.').waitFor();

  const rows = await server.database.orm.em.fork().execute<Array<{ n: string }>>(
    "select count(*) as n from mail_outbox where template = 'report-ready' and \"to\" = ?", [email]);
  expect(Number(rows[0]!.n)).toBe(1);
  expect(errors).toEqual([]);
  await page.context().close();
});
