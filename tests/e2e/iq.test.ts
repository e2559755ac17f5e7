// The IQ test in a real browser against the real API, taken entirely by keyboard (digits 1-8, arrow keys, Enter) in
// English and in Japanese: instructions, the practice pair with its feedback, the adaptive puzzles, a reload in the
// middle that resumes at the same puzzle, axe on every screen (also at 390 px), the free result; then the IQ report
// bought with the local test card, its page, its PDF (the score in its text) and its mail in the test SMTP server.
// API shortcuts only where the screen is not the point: reading which option is right (so the score is not chance)
// and moving the server's clock back (so answers are not flagged as rapid guessing).
import type { Browser, Page } from 'playwright-core';
import { reportPdfAttachments } from '../../api/src/modules/report/view/report-attachments.js';
import { deliver, PUBLIC_URL } from '../mail/support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { elapse, secret } from '../iq/support/iq-api.js';
import { readPdf } from '../support/pdf-text.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';
import { seriousAxeViolations } from './support/axe.js';

const CARD_OK = '4242 4242 4242 4242';
const EXAM = 'MRIQ-2047';

let server: TestServer;
let browser: Browser;
let inbox: SmtpInbox;

beforeAll(async () => {
  [server, browser, inbox] = await Promise.all([startAppServer({ PUBLIC_URL }), launchBrowser(), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox?.stop();
  await browser?.close();
  await server?.close();
});

interface Copy {
  readonly hl: string;
  readonly browserLocale: string;
  readonly rejectAll: string;
  readonly start: string;
  readonly continue: string;
  readonly practice: RegExp;
  readonly puzzle: RegExp;
  readonly resultTitle: string;
}

const EN: Copy = {
  hl: 'EN', browserLocale: 'en-US', rejectAll: 'Reject all', start: 'Start the practice', continue: 'Continue',
  practice: /^Practice (\d) of 2$/, puzzle: /^Puzzle (\d+) \(at most 25\)$/, resultTitle: 'Your matrix reasoning result',
};
const JA: Copy = {
  hl: 'JA', browserLocale: 'ja-JP', rejectAll: 'すべて拒否', start: '練習を始める', continue: '次へ',
  practice: /^練習 (\d)\/2$/, puzzle: /^問題 (\d+)（最大25問）$/, resultTitle: 'マトリックス推理テストの結果',
};

const sittingToken = (page: Page) => new URL(page.url()).searchParams.get('t')!;

/** The heading that says where the sitting stands ("Practice 1 of 2", "Puzzle 5 (at most 25)"). */
const progress = (page: Page) => page.locator('h1.iq-test__progress');

/**
 * Answers the question on screen by keyboard only: the right option on items easier than `ability`, another one
 * otherwise; chosen with its digit, or (every other item) with the digit 1 and then arrow keys; confirmed with Enter.
 */
async function answerByKeyboard(page: Page, token: string, ability: number, step: number, practice: boolean): Promise<void> {
  const { position, b } = await secret(server, token);
  const chosen = practice || b < ability ? position : (position + 3) % 8;
  // As if the person had looked at the puzzle for 20 s (the server times every answer).
  await elapse(server, token, 20_000);
  if (step % 2 === 0) {
    await page.keyboard.press(String(chosen + 1));
  } else {
    await page.keyboard.press('1');
    for (let k = 0; k < chosen; k++) await page.keyboard.press('ArrowRight');
  }
  expect(await page.locator('.iq-option__input').nth(chosen).isChecked()).toBe(true);
  await page.keyboard.press('Enter');
}

/** Takes a whole sitting by keyboard from the instructions to the free result; reloads once in the middle. */
async function takeByKeyboard(page: Page, copy: Copy, ability: number, checks: { axeAt?: number } = {}): Promise<string> {
  await page.goto(`${server.baseUrl}/answer/question/${EXAM}?hl=${copy.hl}`);
  await page.getByRole('button', { name: copy.rejectAll }).click();
  const start = page.getByRole('button', { name: copy.start });
  await start.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.has('t'));
  const token = sittingToken(page);

  for (let step = 0; step < 30; step++) {
    await progress(page).waitFor();
    const heading = await progress(page).innerText();
    if (step === 0) expect(heading).toMatch(copy.practice);
    if (checks.axeAt === step) expect(await seriousAxeViolations(page)).toEqual([]);
    if (step === 6) {
      // A reload in the middle shows the same puzzle, with the same figures.
      const matrix = await page.locator('img.iq-matrix').getAttribute('src');
      await page.reload();
      await progress(page).waitFor();
      expect(await progress(page).innerText()).toBe(heading);
      expect(await page.locator('img.iq-matrix').getAttribute('src')).toBe(matrix);
    }
    const before = heading;
    const practice = copy.practice.test(before);
    if (!practice) expect(heading).toMatch(copy.puzzle);
    await answerByKeyboard(page, token, ability, step, practice);
    if (practice) {
      // Practice feedback, then Continue, which has the focus.
      const next = page.getByRole('button', { name: copy.continue });
      await next.waitFor();
      expect(await next.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
    }
    const moved = await Promise.race([
      page.waitForURL((url) => url.pathname.startsWith('/report/result-free-test/'), { timeout: 15_000 }).then(() => 'result'),
      progress(page).filter({ hasNotText: before }).waitFor({ timeout: 15_000 }).then(() => 'next'),
    ]);
    if (moved === 'result') return token;
  }
  throw new Error('the sitting did not finish within 30 answers');
}

it('takes the IQ test by keyboard in English, resumes after a reload, shows the free result, and sells the IQ report', async () => {
  const { page, errors } = await openPage(browser);
  const token = await takeByKeyboard(page, EN, 0.3, { axeAt: 3 });
  await page.getByRole('heading', { level: 1, name: EN.resultTitle }).waitFor();
  const iqText = await page.getByText(/^IQ \d+$/).first().innerText();
  const iq = Number(iqText.replace(/\D/g, ''));
  expect(iq).toBeGreaterThan(70);
  expect(iq).toBeLessThan(140);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Buy the report with the local test card.
  const email = 'iq.e2e@example.test';
  await page.getByRole('link', { name: 'Get the full IQ report' }).click();
  await page.waitForURL((url) => url.pathname === `/paying/scheme/${EXAM}`);
  await page.getByText('Total due today').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The offer preselects the trial; this buyer takes the one-time IQ report.
  await page.getByRole('radio', { name: /Full IQ report/ }).check();
  await page.getByLabel('Email address for your report').fill(email);
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole('button', { name: /Unlock/ }).click();
  await page.waitForURL((url) => url.pathname === `/paying/payment/${EXAM}`);
  const orderNumber = new URL(page.url()).searchParams.get('o')!;
  await page.getByLabel('Card number').fill(CARD_OK);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === `/paying/success/${EXAM}`, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Open my report now' }).or(page.getByRole('button', { name: 'Open my report now' })).click();
  await page.waitForURL((url) => url.pathname === `/report/result/${EXAM}` && url.searchParams.has('r'));
  const reportToken = new URL(page.url()).searchParams.get('r')!;
  await page.getByRole('heading', { level: 1, name: 'Your IQ report' }).waitFor();
  expect(await page.locator('main').innerText()).toContain(`IQ ${iq}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /PDF/ }).click()]);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const text = (await readPdf(new Uint8Array(Buffer.concat(chunks)))).text.replace(/\s+/g, '');
  expect(text).toContain(`IQ${iq}`);

  // The report-ready mail reaches the SMTP server and links to this report.
  await server.drainJobs();
  await deliver(server, inbox, new Date(), { attachments: reportPdfAttachments(server.database.orm) });
  const mail = inbox.to(email).find((candidate) => linksOf(candidate).some((url) => url.pathname === `/report/result/${EXAM}`));
  expect(mail).toBeDefined();
  expect(linksOf(mail!).find((url) => url.pathname === `/report/result/${EXAM}`)!.searchParams.get('r')).toBe(reportToken);
  expect(orderNumber).toMatch(/^MP/);
  expect(token).toBeTruthy();
  expect(errors).toEqual([]);
  await page.context().close();
}, 240_000);

it('takes the IQ test by keyboard in Japanese on a 390 px phone, with no axe violations', async () => {
  const { page, errors } = await openPage(browser, { locale: JA.browserLocale, width: 390, height: 844 });
  await takeByKeyboard(page, JA, 0, { axeAt: 4 });
  await page.getByRole('heading', { level: 1, name: JA.resultTitle }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('ja');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await page.context().close();
}, 240_000);
