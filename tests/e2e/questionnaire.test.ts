// The whole free funnel in a real browser, by keyboard: landing, 60 answers (one changed on the way back), a reload
// midway that resumes, the tips between parts, calculating, answer-complete, email capture and the free result.
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';

let server: TestServer;
let browser: Browser;
/** Statement text -> the pole agreement points to. */
let keyedByText: Map<string, string>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const reply = await server.graphql<{ questions: Array<{ text: string; keyed: string }> }>(
    '{ questions(examId: 1836, locale: "EN") { text keyed } }');
  keyedByText = new Map(reply.data!.questions.map((question) => [question.text, question.keyed]));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function heading(page: Page): Promise<string> {
  return (await page.locator('main h1').first().innerText()).trim();
}

/** Waits until the main heading is no longer `previous`. */
async function headingChanges(page: Page, previous: string): Promise<void> {
  await page.waitForFunction((text) => {
    const current = document.querySelector('main h1')?.textContent?.trim();
    return Boolean(current) && current !== text;
  }, previous);
}

/** Full agreement with statements keyed to E, S, T, J, A and none with the others: an ESTJ-A profile. */
function answerFor(text: string): string {
  const keyed = keyedByText.get(text);
  if (!keyed) throw new Error(`not a known statement: ${text}`);
  return keyed === 'FIRST' ? '7' : '1';
}

it('takes the test by keyboard from the landing page to the free result', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/`);
  await page.locator('main h1').waitFor();
  const start = page.locator('main a[href^="/answer/question/"]').first();
  await start.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/answer/question/BMBTI-1836' && url.searchParams.has('t'));

  let answered = 0;
  let changedBack = false;
  let reloaded = false;
  const tips: string[] = [];
  while (new URL(page.url()).pathname.startsWith('/answer/question/')) {
    await page.locator('main h1').first().waitFor();
    const text = await heading(page);
    if ((await page.locator('main input[type="radio"]').count()) === 0) {
      tips.push(text);
      await page.keyboard.press('Enter');
      await headingChanges(page, text);
      continue;
    }
    await page.keyboard.press(answerFor(text));
    await page.keyboard.press('Enter');
    answered += 1;

    if (answered === 10 && !changedBack) {
      // Back to question 10 by keyboard, change the answer to neutral, then on again.
      changedBack = true;
      await headingChanges(page, text);
      const next = await heading(page);
      await page.getByRole('button', { name: 'Back' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((expected) => document.querySelector('main h1')?.textContent?.trim() === expected, text);
      expect(await page.locator('main input[type="radio"]:checked').getAttribute('value')).toBe(answerFor(text));
      await page.keyboard.press('4');
      await page.keyboard.press('Enter');
      await page.waitForFunction((expected) => document.querySelector('main h1')?.textContent?.trim() === expected, next);
      continue;
    }
    if (answered === 30 && !reloaded) {
      reloaded = true;
      await headingChanges(page, text);
      const next = await heading(page);
      await page.getByText('All answers saved').waitFor();
      await page.reload();
      // The sitting resumes at the first unanswered question, with every answer kept.
      await page.waitForFunction((expected) => document.querySelector('main h1')?.textContent?.trim() === expected, next);
      await page.getByText('30 of 60 answered').waitFor();
      continue;
    }
    if (answered < 60) await headingChanges(page, text);
    else await page.waitForURL((url) => !url.pathname.startsWith('/answer/question/'), { timeout: 30_000 });
  }
  expect(answered).toBe(60);
  expect(tips).toHaveLength(2);

  await page.waitForURL((url) => url.pathname === '/answer/submit/BMBTI-1836', { timeout: 30_000 });
  const getReport = page.getByRole('button', { name: 'Get my report' });
  await getReport.waitFor();
  expect(await page.getByRole('button', { name: 'Edit my answers' }).count()).toBe(1);
  await getReport.focus();
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.pathname === '/answer/email/BMBTI-1836');
  const email = page.getByLabel('Email address');
  await email.focus();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  await page.getByText('Please enter a valid email address.').first().waitFor();
  await email.fill('');
  await page.keyboard.type('keyboard.person@example.test');
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.pathname === '/report/result-free-test/BMBTI-1836');
  await page.getByText('ESTJ-A').first().waitFor();
  const token = new URL(page.url()).searchParams.get('t')!;
  const result = await server.graphql<{ testResult: { personality: { fullCode: string; indicators: Array<{ indicator: string; score: number }> } } }>(
    `{ testResult(token: "${token}") { personality { fullCode indicators { indicator score } } } }`);
  expect(result.data!.testResult.personality.fullCode).toBe('ESTJ-A');
  // The changed answer (neutral on one item) pulled exactly one indicator below 100.
  expect(result.data!.testResult.personality.indicators.filter((indicator) => indicator.score < 100)).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();
}, 180_000);
