// Data requests without an account in a real browser: the "My data" footer link, the privacy policy and the help centre
// lead to the page; it answers the same for a known and an unknown address and mails the link only to a known one; a
// French visitor reads it in French; a flood of requests meets the rate limit's message.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';
import { freeResultSitting } from './support/sitting.js';

const EXAM = 'BMBTI-1836';
const SENT = 'If we hold data for this address, we have emailed it a link. It works once, for one hour.';
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function privacyMails(to: string): Promise<Array<{ purpose: string; locale: string }>> {
  return server.database.orm.em.fork().execute(`select data->>'purpose' as purpose, locale from mail_outbox where template = 'privacy-link' and "to" = ?`, [to]);
}

async function ask(page: Page, email: string, action: 'A copy of my data (a readable page and a JSON file)' | 'Delete my data'): Promise<void> {
  await page.getByLabel(action).check();
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Email me the link' }).click();
}

it('is linked from the footer, the privacy policy and the help centre, and answers alike for known and unknown addresses', async () => {
  const known = 'data-owner@example.test';
  await freeResultSitting(server, known);
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/help/${EXAM}`);
  await page.getByRole('button', { name: 'Reject all' }).click();
  expect(await page.getByRole('link', { name: 'Download or delete my data' }).getAttribute('href')).toMatch(new RegExp(`^/privacy/request/${EXAM}`));
  expect(await page.getByRole('link', { name: 'Ask for a refund' }).getAttribute('href')).toMatch(/^\/support\/BMBTI-1836\?refund=1.*#support-form$/);
  await page.goto(`${server.baseUrl}/legal/${EXAM}`);
  expect(await page.getByRole('link', { name: 'Download or delete my data' }).getAttribute('href')).toMatch(new RegExp(`^/privacy/request/${EXAM}`));

  await page.getByRole('contentinfo').getByRole('link', { name: 'My data' }).click();
  await page.waitForURL((url) => url.pathname === `/privacy/request/${EXAM}`);
  await page.getByRole('heading', { level: 1, name: 'Download or delete my data' }).waitFor();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await ask(page, 'not-an-address', 'A copy of my data (a readable page and a JSON file)');
  await page.getByText('Please enter a valid email address.').waitFor();

  await ask(page, known, 'A copy of my data (a readable page and a JSON file)');
  await page.getByRole('status').getByText(SENT).waitFor();
  await ask(page, 'nobody-here@example.test', 'Delete my data');
  await page.getByText('Deleting cancels running plans first.', { exact: false }).waitFor();
  await page.getByRole('status').getByText(SENT).waitFor();
  expect(await privacyMails(known)).toEqual([{ purpose: 'export', locale: 'EN' }]);
  expect(await privacyMails('nobody-here@example.test')).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

it('speaks the visitor\'s language and shows the rate limit\'s message', async () => {
  const { page } = await openPage(browser, { locale: 'fr-FR' });
  await page.goto(`${server.baseUrl}/privacy/request/${EXAM}?hl=FR`);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.getByRole('heading', { level: 1, name: 'Télécharger ou supprimer mes données' }).waitFor();
  let limited = false;
  for (let round = 0; round < 8 && !limited; round += 1) {
    await page.getByLabel('Votre adresse e-mail').fill('flood@example.test');
    // Each request's answer is awaited: the page's load was idle long before, so waiting for an idle network could
    // return before the request left (a fast run checked all eight rounds before the limit's answer came).
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/privacy/request');
    await page.getByRole('button', { name: 'M’envoyer le lien par e-mail' }).click();
    const response = await answered;
    if (response.status() === 429) await page.getByRole('alert').getByText('Trop de demandes.', { exact: false }).waitFor();
    limited = await page.getByRole('alert').getByText('Trop de demandes.', { exact: false }).count() > 0;
  }
  expect(limited).toBe(true);
  await page.context().close();
}, 120_000);
