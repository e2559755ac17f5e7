// The member areas in a real browser against the real API: a visitor buys the monthly plan on the offer page with the
// local provider (the offer then marks the report owned), opens their account with the mailed link (the personal centre
// links to the member areas), then every member area (each a real page, axe-clean and reachable by keyboard), reads a
// skill pack tailored to their type and downloads its PDF, and is promised priority support on the support form; an
// account without a plan sees the areas locked with the way to the store, and the personal centre says what
// membership gives.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { readPdf } from '../support/pdf-text.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';
import { freeResultSitting, gql as apiCall } from './support/sitting.js';
import { seriousAxeViolations } from './support/axe.js';

const CARD_OK = '4242 4242 4242 4242';
const EXAM = 'BMBTI-1836';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) => apiCall<T>(server, query, variables);

async function latestMail(to: string, template: string): Promise<Record<string, unknown>> {
  const rows = await server.database.orm.em.fork().execute<Array<{ data: Record<string, unknown> }>>(
    'select data from mail_outbox where "to" = ? and template = ? order by created_at desc limit 1', [to, template]);
  if (!rows[0]) throw new Error(`no ${template} mail to ${to}`);
  return rows[0].data;
}

/** Tabs forward until the focused element is the link named `name`, then follows it with Enter. */
async function followByKeyboard(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (focused === name) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`no link named ${name} reached by keyboard`);
}

const AREAS = [
  { path: 'member', heading: 'Member centre', shows: 'Open Resource downloads' },
  { path: 'store', heading: 'My store', shows: 'Purchase history' },
  { path: 'member/downloads', heading: 'Resource downloads', shows: 'Skill resource packs' },
  { path: 'member/advanced', heading: 'Advanced centre', shows: 'In-depth chapters' },
  { path: 'member/services', heading: 'Advanced services', shows: 'Priority support' },
  { path: 'member/lab', heading: 'Psychology lab', shows: 'Take the test again' },
  { path: 'member/tests', heading: 'Testing hall', shows: 'Matrix reasoning, adaptive' },
];

it('buys the monthly plan, then opens every member area, reads a pack tailored to the type and downloads its PDF', async () => {
  const email = 'monthly.browser@example.test';
  const token = await freeResultSitting(server);
  const { page, errors } = await openPage(browser);

  // The purchase, in the browser, with the local provider's test card.
  await page.goto(`${server.baseUrl}/paying/scheme/${EXAM}?t=${token}`);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByLabel(/Monthly excellence/).check();
  await page.getByLabel('Email address for your report').fill(email);
  // A plan asks for its own consent; its terms appear once the plan is chosen (checking waits for them).
  await page.getByLabel('I agree to these subscription terms').check();
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole('button', { name: 'Unlock personality type report' }).click();
  await page.waitForURL((url) => url.pathname === `/paying/payment/${EXAM}`);
  await page.getByLabel('Card number').fill(CARD_OK);
  await page.getByRole('button', { name: /^Pay \$49\.99/ }).click();
  await page.waitForURL((url) => url.pathname === `/paying/success/${EXAM}`, { timeout: 30_000 });
  await server.drainJobs();

  // The account the purchase made, opened with the link it mailed.
  const { path } = await latestMail(email, 'sign-in-link') as { path: string };
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === `/user/info/${EXAM}`);
  // The personal centre leads into the member areas.
  const membership = page.getByTestId('centre-membership');
  await membership.getByRole('heading', { name: 'Your membership' }).waitFor();
  expect(await membership.getByRole('link').allTextContents()).toEqual(
    ['Member centre', 'Resource downloads', 'Advanced services', 'Psychology lab', 'Advanced centre', 'Testing hall', 'My store']);
  await membership.getByRole('link', { name: 'Member centre' }).click();
  await page.getByRole('heading', { level: 1, name: 'Member centre' }).waitFor();

  // The offer of the sitting the plan was bought from sells nothing again.
  await page.goto(`${server.baseUrl}/paying/scheme/${EXAM}?t=${token}`);
  await page.getByText('You already have everything this page offers for this test.').waitFor();
  expect(await page.getByRole('button', { name: 'Unlock personality type report' }).count()).toBe(0);

  // Priority support: the support form promises an answer within one working day.
  await page.goto(`${server.baseUrl}/support/${EXAM}`);
  await page.getByTestId('support-promise').getByText(/You have priority support as a member: .* within one working day/).waitFor();

  for (const area of AREAS) {
    await page.goto(`${server.baseUrl}/${area.path}/${EXAM}`);
    await page.getByRole('heading', { level: 1, name: area.heading }).waitFor();
    await page.getByText(area.shows, { exact: false }).first().waitFor();
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    expect(await page.getByText('Not included in your membership yet').count()).toBe(0);
    expect({ area: area.path, violations: await seriousAxeViolations(page) }).toEqual({ area: area.path, violations: [] });
  }

  // The store marks the plan owned.
  await page.goto(`${server.baseUrl}/store/${EXAM}`);
  const monthly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Monthly excellence/ }) });
  await monthly.getByText('Owned', { exact: true }).waitFor();

  // The testing hall starts the IQ test at its own exam route.
  await page.goto(`${server.baseUrl}/member/tests/${EXAM}`);
  const iqStart = page.getByRole('link', { name: /^Start .*IQ/i });
  expect(await iqStart.getAttribute('href')).toMatch(/^\/answer\/question\/MRIQ-2047/);

  // A pack, reached by keyboard from the downloads list, tailored to the buyer's type.
  await page.goto(`${server.baseUrl}/member/downloads/${EXAM}`);
  await page.getByRole('heading', { level: 2, name: 'Skill resource packs' }).waitFor();
  await followByKeyboard(page, 'Read Focus and deep work');
  await page.waitForURL((url) => url.pathname === `/member/reading/${EXAM}` && url.searchParams.get('id') === 'focus-and-deep-work');
  await page.getByRole('heading', { level: 2, name: 'Focus and deep work' }).waitFor();
  await page.getByText(/Tailored to your type, [EI][SN][TF][JP]-[AT]/).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF: Focus and deep work' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mindprint-focus-and-deep-work-[a-z]{4}-[at]-en\.pdf$/);
  await page.getByText(/^Saved as mindprint-focus-and-deep-work/).waitFor();
  const pdf = await readPdf(await readFile((await download.path())!));
  expect(pdf).toMatchObject({ tagged: true, title: 'Focus and deep work' });
  expect(pdf.text).toMatch(/Tailored to your type, [EI][SN][TF][JP]-[AT]/);

  // The same pack in Japanese: text, interface and the PDF button all follow the language.
  await page.goto(`${server.baseUrl}/member/reading/${EXAM}?kind=pack&id=focus-and-deep-work&hl=JA`);
  await page.getByRole('heading', { level: 1, name: 'リソースのダウンロード' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '集中力とディープワーク' }).waitFor();
  expect(await page.getByRole('button', { name: 'PDFをダウンロード: 集中力とディープワーク' }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}, 360_000);

it('shows an account without a plan the areas locked, with the way to the store', async () => {
  const email = 'no.plan.browser@example.test';
  const password = 'correct horse battery';
  await gql('mutation ($input: SignUpInput!) { signUp(input: $input) { sent } }',
    { input: { name: 'No Plan', email, password, confirmPassword: password, agreePrivacy: true } });
  const { code } = await latestMail(email, 'verification-code') as { code: string };
  await gql('mutation ($email: String!, $code: String!) { confirmSignUp(email: $email, code: $code) { errors { code } } }', { email, code });

  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/member/downloads/${EXAM}`);
  await page.waitForURL((url) => url.pathname === `/user/login/${EXAM}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/member/downloads/${EXAM}`);
  await page.getByRole('heading', { level: 2, name: 'Not included in your membership yet' }).waitFor();
  await page.getByText('You are not a member yet').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Open my store' }).click();
  await page.waitForURL((url) => url.pathname === `/store/${EXAM}`);
  await page.getByText('No purchases yet.').waitFor();

  // The personal centre says what membership gives and leads to the plans.
  await page.goto(`${server.baseUrl}/user/info/${EXAM}`);
  const membership = page.getByTestId('centre-membership');
  await membership.getByRole('heading', { name: 'What membership gives' }).waitFor();
  expect(await membership.getByRole('listitem').count()).toBe(4);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await membership.getByRole('link', { name: 'See the plans' }).click();
  await page.waitForURL((url) => url.pathname === `/store/${EXAM}`);
  // And the support form promises the standard answer time.
  await page.goto(`${server.baseUrl}/support/${EXAM}`);
  await page.getByTestId('support-promise').getByText(/usually within two working days/).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);
