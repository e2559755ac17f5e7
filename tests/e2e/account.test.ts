// Member accounts in a real browser against the real API: register with the emailed code, log out and in again (a
// wrong password first), a forgotten password reset by code, personal info with 'Invalid date.', a buyer opening the
// personal centre with an emailed sign-in link and finding the paid report, the login form by keyboard, and axe.
import type { Browser, Page } from 'playwright-core';
import { CARD_OK, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import type { TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, startAppServer } from './support/browser.js';
import { seriousAxeViolations } from './support/axe.js';

let server: TestServer;
let browser: Browser;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The data of the newest mail of a template to an address, as queued in the outbox (no SMTP in tests). */
async function latestMail(to: string, template: 'verification-code' | 'sign-in-link'): Promise<Record<string, unknown>> {
  const rows = await server.database.orm.em.fork().execute<Array<{ data: Record<string, unknown> }>>(
    'select data from mail_outbox where "to" = ? and template = ? order by created_at desc limit 1', [to, template]);
  if (!rows[0]) throw new Error(`no ${template} mail to ${to}`);
  return rows[0].data;
}

const latestCode = async (to: string) => String((await latestMail(to, 'verification-code')).code);

const focusedLabel = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  return el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
});

/** An account made through the API (sign-up and its code), for tests about what comes after. */
async function apiAccount(email: string, name = 'Api Member'): Promise<void> {
  await server.graphql('mutation ($input: SignUpInput!) { signUp(input: $input) { sent } }',
    { input: { name, email, password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } });
  const reply = await server.graphql<{ confirmSignUp: { user: { id: string } | null } }>(
    'mutation ($email: String!, $code: String!) { confirmSignUp(email: $email, code: $code) { user { id } } }', { email, code: await latestCode(email) });
  expect(reply.data?.confirmSignUp.user).toBeTruthy();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

it('registers with the emailed code, lands in the personal centre, logs out, and logs in again after a wrong password', async () => {
  const email = 'ada.member@example.test';
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/user/register/BMBTI-1836`);
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Every rule of SPEC section 5 before anything is sent; focus goes to the first field in error.
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Please enter your name.').waitFor();
  expect(await focusedLabel(page)).toBe('Name');
  await page.getByText('Please read and agree to the privacy policy to continue.').waitFor();
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email address').fill('ada@nowhere');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Incorrect email format.').waitFor();
  await page.getByText('The passwords do not match.').waitFor();
  expect(await focusedLabel(page)).toBe('Email address');
  expect(await page.getByRole('link', { name: /^privacy policy/ }).getAttribute('href')).toMatch(/^\/legal\/BMBTI-1836[^#]*#privacy$/);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I have read and agree to the privacy policy/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByRole('heading', { level: 2, name: 'Enter the code we emailed you' });
  await step.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enter the code we emailed you');
  await page.getByText(`We sent a 6-digit code to ${email}.`).waitFor();

  // A wrong code, then new codes until the per-address limit answers with the minutes to wait.
  const first = await latestCode(email);
  await page.getByLabel('Verification code').fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and log in' }).click();
  await page.getByText('This code is wrong or has expired.', { exact: false }).waitFor();
  const resend = () => Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send a new code' }).click(),
  ]);
  await resend();
  await page.getByText('Code sent. Check your inbox and your spam folder.').waitFor();
  // The limit counts per clock hour: a run that crosses the hour starts a new window, so keep asking (at most two windows).
  const tooMany = page.getByText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  for (let asked = 1; asked < 8 && !(await tooMany.isVisible()); asked += 1) await resend();
  await tooMany.waitFor();

  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Confirm and log in' }).click();
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836');
  await page.getByRole('heading', { level: 1, name: 'Hello, Ada' }).waitFor();
  await page.getByText('Welcome! Your account is ready and you are logged in.').waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }).waitFor();
  await page.getByRole('heading', { name: 'No reports yet' }).waitFor();
  expect(await page.getByRole('link', { name: 'Take the test' }).last().getAttribute('href')).toMatch(/^\/answer\/question\/BMBTI-1836/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The free tests section lists the professional tests with start links.
  await page.getByRole('link', { name: 'Free tests' }).click();
  await page.getByRole('heading', { level: 2, name: 'Free tests' }).waitFor();
  // The list comes from the API after the heading: wait for it before counting.
  await page.getByRole('link', { name: /^Start: / }).nth(3).waitFor();
  expect(await page.getByRole('link', { name: /^Start: / }).count()).toBe(4);

  // Log out from the settings: home again, the header offers login, the centre asks to log in and comes back.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/founder/BMBTI-1836' || url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in / Register' }).waitFor();
  await page.goto(`${server.baseUrl}/user/info/BMBTI-1836`);
  await page.waitForURL((url) => url.pathname === '/user/login/BMBTI-1836' && url.searchParams.get('next') === '/user/info/BMBTI-1836');

  await logIn(page, email, 'not my password');
  await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('The email or password is incorrect.');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836');
  await page.getByText('You are logged in.').waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

it('resets a forgotten password with the emailed code, logs in, then logs out on every device', async () => {
  const email = 'forgetful@example.test';
  await apiAccount(email);
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/user/login/BMBTI-1836`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Please enter your email address.').waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { level: 2, name: 'Choose a new password' }).waitFor();
  await page.getByText(`If an account exists for ${email}, we have sent it a 6-digit code.`, { exact: false }).waitFor();

  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Please enter the verification code.').waitFor();
  expect(await focusedLabel(page)).toBe('Verification code');
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836');
  await page.getByText('Your password has been reset and you are logged in.').waitFor();

  const old = await server.graphql<{ signIn: { errors: Array<{ code: string }> } }>(
    'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { errors { code } } }', { e: email, p: PASSWORD });
  expect(old.data?.signIn.errors.map((e) => e.code)).toEqual(['WRONG_CREDENTIALS']);
  const fresh = await server.graphql<{ signIn: { user: { email: string } | null } }>(
    'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { email } } }', { e: email, p: 'a brand new secret' });
  expect(fresh.data?.signIn.user?.email).toBe(email);

  // Logging out on every device from the settings ends this session too.
  await page.goto(`${server.baseUrl}/user/setting/BMBTI-1836`);
  await page.getByRole('button', { name: 'Log out on every device' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in / Register' }).waitFor();
  await page.goto(`${server.baseUrl}/user/info/BMBTI-1836`);
  await page.waitForURL((url) => url.pathname === '/user/login/BMBTI-1836');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('refuses an invalid birthday with "Invalid date." and saves a valid one', async () => {
  const email = 'profile.member@example.test';
  await apiAccount(email, 'Pro File');
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/user/info/BMBTI-1836?tab=info`);
  await page.waitForURL((url) => url.pathname === '/user/login/BMBTI-1836');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836' && url.searchParams.get('tab') === 'info');
  await page.getByRole('heading', { level: 2, name: 'Personal info' }).waitFor();

  await page.getByLabel('Nickname').fill('Pro');
  await page.getByLabel('Birthday').fill('2020-02-30');
  await page.getByLabel('Confidential').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Invalid date.').waitFor();
  expect(await focusedLabel(page)).toContain('Birthday');
  expect(await page.getByLabel('Birthday').getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('Birthday').fill('1990-04-23');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Hello, Pro' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Personal info' }).waitFor();
  expect(await page.getByLabel('Birthday').inputValue()).toBe('1990-04-23');
  expect(await page.getByLabel('Confidential').isChecked()).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("shows a buyer's paid report as completed after an emailed sign-in link, and opens it", async () => {
  const email = 'buyer.member@example.test';
  const sku = await skuIds(server);
  const attempt = await submittedAttempt(server);
  const order = (await restOrder(server, { attemptToken: attempt, skuId: sku.report, email })).body.data;
  expect((await restPay(server, { orderNumber: order.order.orderNumber, token: order.token }, 'card', { testCard: CARD_OK })).body.result).toBe(200);
  const unpaid = await submittedAttempt(server);
  await server.graphql('mutation ($t: String!, $e: String!) { captureEmail(token: $t, email: $e) { errors { code } } }', { t: unpaid, e: email });

  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/user/login/BMBTI-1836`);
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  await page.getByRole('heading', { level: 2, name: 'Get a sign-in link' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await page.getByText(`If an account exists for ${email}, we have sent it a sign-in link.`, { exact: false }).waitFor();

  // A made-up link is refused and explained; the real one logs in.
  await page.goto(`${server.baseUrl}/user/login/BMBTI-1836?s=${'A'.repeat(43)}`);
  await page.getByRole('heading', { level: 1, name: 'This link cannot log you in' }).waitFor();
  await page.getByText('This sign-in link has expired or was already used.').waitFor();
  const { path } = await latestMail(email, 'sign-in-link') as { path: string };
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836');
  await page.getByText('You are logged in.').waitFor();

  const completed = page.getByRole('listitem').filter({ has: page.getByText('Completed', { exact: true }) });
  await completed.waitFor();
  expect(await completed.getByRole('heading', { level: 3 }).innerText()).toMatch(/^Type [EI][SN][TF][JP]-[AT]$/);
  const pending = page.getByRole('listitem').filter({ has: page.getByText('Uncompleted', { exact: true }) });
  expect(await pending.getByRole('link', { name: /^Pay now: / }).getAttribute('href')).toBe(`/paying/scheme/BMBTI-1836?t=${unpaid}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), completed.getByRole('button', { name: /^Download PDF: / }).click()]);
  expect(download.suggestedFilename()).toBe(`${order.order.orderNumber}.pdf`);
  await completed.getByText(`Saved as ${order.order.orderNumber}.pdf.`).waitFor();

  await completed.getByRole('link', { name: /^View report: / }).click();
  await page.waitForURL((url) => url.pathname === '/report/result/BMBTI-1836' && url.searchParams.has('r'));
  await page.getByRole('tab', { name: 'Dimensions' }).waitFor();

  // A buyer's account has no password yet: one can be set without a current one.
  await page.goto(`${server.baseUrl}/user/setting/BMBTI-1836`);
  await page.getByRole('link', { name: 'Set a password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).waitFor();
  expect(await page.getByLabel('Current password').count()).toBe(0);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await page.getByLabel('Current password').waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

it('walks the login form by keyboard alone', async () => {
  const email = 'keyboard.member@example.test';
  await apiAccount(email, 'Key Board');
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.baseUrl}/user/login/BMBTI-1836`);
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Skip link first, then straight into the form.
  await page.keyboard.press('Tab');
  expect((await page.evaluate(() => document.activeElement?.textContent ?? '')).toLowerCase()).toContain('skip');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Email address');
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Password');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in');
  await page.keyboard.press('Enter');
  await page.getByText('Please enter your email address.').waitFor();
  expect(await focusedLabel(page)).toBe('Email address');

  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('wrong password');
  await page.keyboard.press('Enter');
  await page.getByText('The email or password is incorrect.').waitFor();
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Email address');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836');
  await page.getByRole('heading', { level: 1, name: 'Hello, Key Board' }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

it('fits a 360 px phone without sideways scrolling', async () => {
  const { page } = await openPage(browser, { width: 360, height: 780 });
  for (const path of ['/user/login/BMBTI-1836', '/user/register/BMBTI-1836', '/user/forgot-password/BMBTI-1836']) {
    await page.goto(`${server.baseUrl}${path}`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }
  await page.context().close();
});

it('keeps the personal centre sections in one row on a 390 px phone, scrolling sideways when the labels are long', async () => {
  const email = 'phone.member@example.test';
  await apiAccount(email, 'Phone Member');
  const { page, errors } = await openPage(browser, { width: 390, height: 844 });
  await page.goto(`${server.baseUrl}/user/login/BMBTI-1836`);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/user/info/BMBTI-1836');
  for (const hl of ['EN', 'DE', 'FR']) {
    await page.goto(`${server.baseUrl}/user/info/BMBTI-1836?hl=${hl}&tab=info`);
    await page.locator('.acc-nav__link[aria-current="page"]').waitFor();
    const layout = await page.evaluate(() => {
      const links = [...document.querySelectorAll('.acc-nav__link')].map((link) => link.getBoundingClientRect());
      const current = document.querySelector('.acc-nav__link[aria-current="page"]')!.getBoundingClientRect();
      return {
        rows: new Set(links.map((link) => Math.round(link.top))).size,
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        currentInView: current.left >= 0 && current.right <= window.innerWidth,
      };
    });
    expect({ hl, ...layout }).toEqual({ hl, rows: 1, pageOverflow: 0, currentInView: true });
  }
  // A button label that wraps stays centred.
  expect(await page.locator('main .button').first().evaluate((button) => getComputedStyle(button).textAlign)).toBe('center');
  expect(errors).toEqual([]);
  await page.context().close();
});
