// The questionnaire in a real browser. By keyboard from the landing page to the free result: 60 answers that move on
// by themselves (one changed on the way back), a reload midway that resumes, the tips between parts, calculating,
// answer-complete, email capture and the free result. By touch on a phone: one tap per statement, a change of mind
// inside the pause, back one tap. Both print how many keys and taps the 60 statements took (it was 120 with a
// 'Next step' per statement). And the 404 page, with a 404 status, for an unknown exam, report or order.
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';
import { Effort, heading, headingChanges, headingIs, isStatement } from './support/question-screen.js';
import { gql } from './support/sitting.js';

const ITEMS = 60;
/** What one 'Next step' per statement cost before: an answer and a confirmation each. */
const BEFORE = 120;

let server: TestServer;
let browser: Browser;
/** Statement text -> its key and the pole agreement points to. */
let statements: Map<string, { key: string; keyed: string }>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const { questions } = await gql<{ questions: Array<{ key: string; text: string; keyed: string }> }>(server,
    '{ questions(examId: 1836, locale: "EN") { key text keyed } }');
  statements = new Map(questions.map((question) => [question.text, question]));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function statement(text: string): { key: string; keyed: string } {
  const found = statements.get(text);
  if (!found) throw new Error(`not a known statement: ${text}`);
  return found;
}

/** Full agreement with statements keyed to E, S, T, J, A and none with the others: an ESTJ-A profile. */
function answerFor(text: string): string {
  return statement(text).keyed === 'FIRST' ? '7' : '1';
}

/** The statement, the scale and the way on share one centred column; the circles grow towards the two ends. */
async function expectCentredSizedScale(page: Page): Promise<void> {
  const layout = await page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { left: rect.left, right: rect.right, centre: (rect.left + rect.right) / 2 };
    };
    const dots = [...document.querySelectorAll('.q-scale__dot')].map((dot) => dot.getBoundingClientRect().width);
    const text = document.querySelector('.q-question__text')!;
    return { text: box('.q-question__text'), scale: box('.q-scale__points'), nav: box('.q-question__nav'), dots, align: getComputedStyle(text).textAlign };
  });
  expect(layout.align).toBe('center');
  expect(Math.abs(layout.text.centre - layout.scale.centre)).toBeLessThanOrEqual(2);
  expect(Math.abs(layout.nav.left - layout.scale.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(layout.nav.right - layout.scale.right)).toBeLessThanOrEqual(1);
  const [d1, d2, d3, d4, d5, d6, d7] = layout.dots as [number, number, number, number, number, number, number];
  expect(d1).toBeGreaterThan(d2);
  expect(d2).toBeGreaterThan(d3);
  expect(d3).toBeGreaterThan(d4);
  expect(d4).toBeLessThan(d5);
  expect(d5).toBeLessThan(d6);
  expect(d6).toBeLessThan(d7);
  expect(d1).toBe(d7);
}

it('takes the test by keyboard from the landing page to the free result, one key per statement', async () => {
  const { page, errors } = await openPage(browser);
  const effort = new Effort(page);
  await page.goto(`${server.baseUrl}/`);
  await page.locator('main h1').waitFor();
  const start = page.locator('main a[href^="/answer/question/"]').first();
  await start.focus();
  await effort.press('Enter');
  await page.waitForURL((url) => url.pathname === '/answer/question/BMBTI-1836' && url.searchParams.has('t'));
  const before = effort.keys;

  let answered = 0;
  let changedBack = false;
  let reloaded = false;
  const tips: string[] = [];
  while (new URL(page.url()).pathname.startsWith('/answer/question/')) {
    await page.locator('main h1').first().waitFor();
    const text = await heading(page);
    if (!(await isStatement(page))) {
      tips.push(text);
      await effort.press('Enter');
      await headingChanges(page, text);
      continue;
    }
    if (answered === 0) await expectCentredSizedScale(page);
    await effort.press(answerFor(text));
    answered += 1;
    if (answered < ITEMS) await headingChanges(page, text);

    if (answered === 1) {
      // The next statement has the focus (a screen reader reads it) and the position is announced.
      await page.waitForFunction(() => document.activeElement === document.querySelector('main h1'));
      await page.waitForFunction(() => /Question 2 of 60/.test(document.querySelector('main [role="status"][aria-live="polite"]')?.textContent ?? ''));
    }
    if (answered === 10 && !changedBack) {
      // A change of mind: Backspace returns to question 10 with its answer, a new answer goes on again.
      changedBack = true;
      const next = await heading(page);
      await effort.press('Backspace');
      await headingIs(page, text);
      expect(await page.locator('main input[type="radio"]:checked').getAttribute('value')).toBe(answerFor(text));
      await effort.press('4');
      await headingIs(page, next);
    }
    if (answered === 30 && !reloaded) {
      reloaded = true;
      const next = await heading(page);
      await page.getByText('All answers saved').waitFor();
      await page.reload();
      // The sitting resumes at the first unanswered question, with every answer kept.
      await headingIs(page, next);
      await page.getByText('30 of 60 answered').waitFor();
    }
    if (answered === ITEMS) await page.waitForURL((url) => !url.pathname.startsWith('/answer/question/'), { timeout: 30_000 });
  }
  const onQuestions = effort.keys - before;
  expect(answered).toBe(ITEMS);
  expect(tips).toHaveLength(2);

  await page.waitForURL((url) => url.pathname === '/answer/submit/BMBTI-1836', { timeout: 30_000 });
  const getReport = page.getByRole('button', { name: 'Get my report' });
  await getReport.waitFor();
  expect(await page.getByRole('button', { name: 'Edit my answers' }).count()).toBe(1);
  await getReport.focus();
  await effort.press('Enter');

  await page.waitForURL((url) => url.pathname === '/answer/email/BMBTI-1836');
  const email = page.getByLabel('Email address');
  await email.focus();
  await page.keyboard.type('not-an-email');
  await effort.press('Enter');
  await page.getByText('Please enter a valid email address.').first().waitFor();
  await email.fill('');
  await page.keyboard.type('keyboard.person@example.test');
  await effort.press('Enter');

  await page.waitForURL((url) => url.pathname === '/report/result-free-test/BMBTI-1836');
  await page.getByText('ESTJ-A').first().waitFor();
  const token = new URL(page.url()).searchParams.get('t')!;
  const result = await gql<{ testResult: { personality: { fullCode: string; indicators: Array<{ indicator: string; score: number }> } } }>(server,
    `{ testResult(token: "${token}") { personality { fullCode indicators { indicator score } } } }`);
  expect(result.testResult.personality.fullCode).toBe('ESTJ-A');
  // The changed answer (neutral on one item) pulled exactly one indicator below 100.
  expect(result.testResult.personality.indicators.filter((indicator) => indicator.score < 100)).toHaveLength(1);
  expect(errors).toEqual([]);

  console.log(`questionnaire: ${ITEMS} items, ${onQuestions} keystrokes (keyboard path: ${ITEMS} answers, 2 tips, 2 to go back and change one answer; `
    + `${effort.keys} for the whole test besides typing the email address)`);
  expect(onQuestions).toBe(ITEMS + 2 + 2);
  expect(onQuestions).toBeLessThan(BEFORE / 1.5);
  await page.context().close();
}, 180_000);

it('takes the test by touch on a phone, one tap per statement, with a change of mind and a step back', async () => {
  const { page, errors } = await openPage(browser, { width: 390, height: 844, touch: true, reducedMotion: 'reduce' });
  const effort = new Effort(page);
  await page.clock.install();
  await page.goto(`${server.baseUrl}/answer/question/BMBTI-1836`);
  await effort.tap(page.getByRole('button', { name: 'Reject all' }));
  await page.waitForURL((url) => url.searchParams.has('t'));
  const before = effort.taps;
  const point = (value: string) => page.locator(`main label.q-scale__point--${value}`);

  let answered = 0;
  let mindChanged: { key: string; value: number } | null = null;
  while (new URL(page.url()).pathname.startsWith('/answer/question/')) {
    await page.locator('main h1').first().waitFor();
    const text = await heading(page);
    if (!(await isStatement(page))) {
      await effort.tap(page.getByRole('button', { name: 'Continue', exact: true }));
      await headingChanges(page, text);
      continue;
    }
    if (answered === 0) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Without motion, a new statement simply appears.
      expect(await page.locator('.q-question__legend').evaluate((legend) => getComputedStyle(legend).animationName)).toBe('none');
    }
    // The opposite profile of the keyboard test: INFP-T.
    const value = answerFor(text) === '7' ? '1' : '7';
    if (answered === 4) {
      // A change of mind inside the pause: the second answer counts, and the screen moves on once. The page's clock
      // stands still while the two taps land, so a slow machine cannot stretch them past the pause.
      const [first, second] = await Promise.all([point(value === '7' ? '2' : '6').boundingBox(), point(value).boundingBox()]);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await effort.tapAt(first!);
      await effort.tapAt(second!);
      expect(await heading(page)).toBe(text);
      await page.clock.resume();
      mindChanged = { key: statement(text).key, value: Number(value) };
    } else {
      await effort.tap(point(value));
    }
    answered += 1;
    if (answered === ITEMS) {
      await page.waitForURL((url) => !url.pathname.startsWith('/answer/question/'), { timeout: 30_000 });
      break;
    }
    await headingChanges(page, text);
    if (answered === 5) expect(await page.locator('.q-question__number').innerText()).toBe(`Question 6 of ${ITEMS}`);
    if (answered === 12) {
      // The previous statement is one tap away, its answer kept; the same answer again goes on.
      const next = await heading(page);
      await effort.tap(page.getByRole('button', { name: 'Back', exact: true }));
      await headingIs(page, text);
      expect(await page.locator('main input[type="radio"]:checked').getAttribute('value')).toBe(value);
      await effort.tap(point(value));
      await headingIs(page, next);
    }
  }
  const onQuestions = effort.taps - before;
  await page.waitForURL((url) => url.pathname === '/answer/submit/BMBTI-1836', { timeout: 30_000 });
  const token = new URL(page.url()).searchParams.get('t')!;
  const { attempt } = await gql<{ attempt: { answers: Array<{ questionKey: string; value: number }> } }>(server,
    `{ attempt(token: "${token}") { answers { questionKey value } } }`);
  expect(attempt.answers).toHaveLength(ITEMS);
  expect(attempt.answers.find((answer) => answer.questionKey === mindChanged?.key)?.value).toBe(mindChanged?.value);
  expect(errors).toEqual([]);

  console.log(`questionnaire: ${ITEMS} items, ${onQuestions} taps (touch path: ${ITEMS} answers, 2 tips, 1 change of mind in the pause, `
    + `2 to go back and answer again; ${effort.taps} for the whole test with the cookie notice)`);
  expect(onQuestions).toBe(ITEMS + 2 + 1 + 2);
  expect(onQuestions).toBeLessThan(BEFORE / 1.5);
  await page.context().close();
}, 180_000);

it('answers the question Backspace returned to when a digit follows at once', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/answer/question/BMBTI-1836`);
  await page.waitForURL((url) => url.searchParams.has('t'));
  await page.locator('main h1').first().waitFor();
  const first = await heading(page);
  await page.keyboard.press('5');
  await headingChanges(page, first);
  const second = await heading(page);
  // Both keys as fast as a keyboard sends them, before the browser paints: the digit is for the first statement again
  // (a key handler swapped only after the paint once answered the second one and moved on to the third).
  await page.keyboard.press('Backspace');
  await page.keyboard.press('3');
  await headingIs(page, second);
  await page.getByText('1 of 60 answered').first().waitFor();
  await page.keyboard.press('Backspace');
  await headingIs(page, first);
  expect(await page.locator('main input[type="radio"]:checked').getAttribute('value')).toBe('3');
  expect(errors).toEqual([]);
  await page.context().close();
}, 60_000);

it('shows the 404 page with a 404 status for an unknown exam, report or order', async () => {
  const { page, errors } = await openPage(browser);
  const unknown = 'A'.repeat(43);
  for (const address of ['/answer/question/BMBTI-99999', `/report/result/BMBTI-1836?r=${unknown}`,
    `/paying/payment/BMBTI-1836?o=MP2611260000000000&k=${unknown}`]) {
    const response = await page.goto(`${server.baseUrl}${address}`);
    expect(response?.status()).toBe(404);
    const path = new URL(address, server.baseUrl).pathname;
    await page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` }).waitFor();
    await page.getByRole('link', { name: 'Go back home' }).waitFor();
    expect(await page.getByText('Loading failed').count()).toBe(0);
  }
  // Chromium reports the 404 status of the page (and of the API's not-found answers) as console errors; nothing else.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  await page.context().close();
}, 60_000);
