// A buyer's account and reports: the first purchase makes the account and mails a one-time link that opens it; the
// personal centre lists the member's reports (completed, uncompleted) and opens the member's own, never another's.
// The REST facade (SPEC section 7) serves the same accounts with the same cookie.
import { startTestServer, type TestServer } from '../support/test-server.js';
import { buy, PUBLIC_URL, submitAttempt } from '../mail/support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { codeIn, ME, Member, MY_REPORTS, newestMail, SIGN_UP, CONFIRM } from './support.js';

let server: TestServer;
let inbox: SmtpInbox;
let nextIp = 1;
const member = () => new Member(server, `192.0.2.${nextIp++}`);
const BUYER = 'buyer@example.com';
const LINK_SIGN_IN = `mutation ($token: String!) { signInWithLink(token: $token) { user { email hasPassword emailVerified } errors { code } } }`;
const MEMBER_REPORT = `query ($id: String!) { memberReport(id: $id, locale: "EN") { reportToken status document { type { fullCode } } } }`;
const MY_SUBSCRIPTIONS = '{ me { email subscriptions { id status planCode } } }';
let orderNumber: string;

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
  orderNumber = await buy(server, await submitAttempt(server, 'DE', BUYER), BUYER);
  // A second test under the same address, left unpaid.
  await submitAttempt(server, 'EN', BUYER);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

function signInToken(): string {
  const mail = inbox.to(BUYER).find((m) => m.subject === 'Dein Mindprint-Konto ist bereit');
  expect(mail).toBeDefined();
  const link = linksOf(mail!).find((url) => url.pathname.startsWith('/user/login/'));
  expect(link?.pathname).toBe('/user/login/BMBTI-1836');
  return link!.searchParams.get('s')!;
}

it('mails the buyer a one-time link that opens the account made by the purchase, and lists the reports', async () => {
  await newestMail(server, inbox, BUYER);
  const token = signInToken();
  const visitor = member();
  const opened = await visitor.graphql(LINK_SIGN_IN, { token });
  expect(opened.data!.signInWithLink).toEqual({ user: { email: BUYER, hasPassword: false, emailVerified: true }, errors: [] });
  expect((await member().graphql(LINK_SIGN_IN, { token })).data!.signInWithLink.errors).toEqual([{ code: 'LINK_INVALID' }]);

  type Row = Record<'id' | 'kind' | 'status' | 'exam' | 'reportToken' | 'resultToken' | 'orderNumber', string | null> & { personality: { fullCode: string } };
  const reports = (await visitor.graphql(MY_REPORTS)).data!.myReports as Row[];
  expect(reports.map((r) => r.status).sort()).toEqual(['COMPLETED', 'UNCOMPLETED']);
  const paid = reports.find((r) => r.status === 'COMPLETED')!;
  expect(paid).toMatchObject({ kind: 'PERSONALITY', exam: 'BMBTI-1836', orderNumber });
  expect(paid.reportToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const free = reports.find((r) => r.status === 'UNCOMPLETED')!;
  expect(free.reportToken).toBeNull();
  expect(free.resultToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

  const read = await visitor.graphql(MEMBER_REPORT, { id: paid.id });
  expect(read.data!.memberReport).toMatchObject({ reportToken: paid.reportToken, status: 'COMPLETED' });
  expect(read.data!.memberReport.document.type.fullCode).toBe(paid.personality.fullCode);
  expect((await visitor.graphql(MEMBER_REPORT, { id: free.id })).errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');
});

/** Signs in with the newest one-time link mailed to the address (an account-ready or sign-in-link mail). */
async function signInByMail(visitor: Member, address: string, subject: RegExp): Promise<void> {
  await newestMail(server, inbox, address);
  const mail = inbox.to(address).filter((m) => subject.test(m.subject ?? '')).at(-1);
  const token = mail && linksOf(mail).find((url) => url.pathname.startsWith('/user/login/'))?.searchParams.get('s');
  if (!token) throw new Error(`no sign-in link mailed to ${address}`);
  expect((await visitor.graphql(LINK_SIGN_IN, { token })).data!.signInWithLink.errors).toEqual([]);
}

it('lets a member read their own subscriptions (me { subscriptions }), and nobody else', async () => {
  const email = 'subscriber@example.com';
  await buy(server, await submitAttempt(server, 'EN', email), email, 'trial-weekly');
  const subscriber = member();
  await signInByMail(subscriber, email, /^Your Mindprint account is ready$/);
  const own = (await subscriber.graphql(MY_SUBSCRIPTIONS)).data!.me;
  expect(own.email).toBe(email);
  expect(own.subscriptions).toEqual([{ id: expect.any(String), status: 'TRIALING', planCode: expect.any(String) }]);

  // The buyer of a one-off report has none; a visitor has no `me` to ask.
  const buyer = member();
  await buyer.rest('GET', `/email/captcha/send?type=login&email=${BUYER}`);
  await signInByMail(buyer, BUYER, /sign-in link|Anmeldelink/);
  expect((await buyer.graphql(MY_SUBSCRIPTIONS)).data!.me.subscriptions).toEqual([]);
  expect((await member().graphql(MY_SUBSCRIPTIONS)).data!.me).toBeNull();
});

it('a second purchase sends no second account mail', async () => {
  const before = inbox.to(BUYER).filter((m) => m.subject === 'Dein Mindprint-Konto ist bereit').length;
  await buy(server, await submitAttempt(server, 'DE', BUYER), BUYER);
  await newestMail(server, inbox, BUYER);
  expect(inbox.to(BUYER).filter((m) => m.subject === 'Dein Mindprint-Konto ist bereit')).toHaveLength(before);
});

it('never shows a report to another member or to a visitor who is not signed in', async () => {
  const owner = member();
  await owner.rest('GET', `/email/captcha/send?type=login&email=${BUYER}`);
  const mail = await newestMail(server, inbox, BUYER);
  const token = linksOf(mail).find((url) => url.pathname.startsWith('/user/login/'))!.searchParams.get('s')!;
  await owner.graphql(LINK_SIGN_IN, { token });
  const paid = ((await owner.graphql(MY_REPORTS)).data!.myReports as Array<{ id: string; status: string }>).find((r) => r.status === 'COMPLETED')!;

  const other = member();
  const email = 'other@example.com';
  await other.graphql(SIGN_UP, { input: { name: 'Other', email, password: 'other password!', confirmPassword: 'other password!', agreePrivacy: true } });
  await other.graphql(CONFIRM, { email, code: codeIn(await newestMail(server, inbox, email)) });
  expect((await other.graphql(ME)).data!.me.email).toBe(email);
  expect((await other.graphql(MY_REPORTS)).data!.myReports).toEqual([]);
  expect((await other.graphql(MEMBER_REPORT, { id: paid.id })).errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');

  const anonymous = member();
  expect((await anonymous.graphql(MY_REPORTS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await anonymous.graphql(MEMBER_REPORT, { id: paid.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await anonymous.rest('GET', '/user/order/list/1836')).status).toBe(401);
});

it('serves the same accounts over the REST facade', async () => {
  const visitor = member();
  expect((await visitor.rest('GET', '/user/get')).status).toBe(401);
  const email = 'rest@example.com';
  const password = 'rest password 1';
  const asked = await visitor.rest('POST', '/user/register', { name: 'Rest', email, password, confirmPassword: password, agree: true });
  expect(asked).toMatchObject({ status: 200, body: { result: 200, data: { sent: true }, msg: 'code sent' } });
  const verified = await visitor.rest('POST', '/user/verify', { email, code: codeIn(await newestMail(server, inbox, email)) });
  expect(verified.status).toBe(200);
  expect(verified.setCookie).toMatch(/HttpOnly/);
  await visitor.rest('POST', '/user/logout');
  expect((await visitor.rest('GET', '/user/get')).status).toBe(401);

  const badFormat = await visitor.rest('POST', '/user/login', { account: 'nope', password });
  expect(badFormat).toMatchObject({ status: 400, body: { result: 400, msg: 'Incorrect email format.' } });
  expect((await visitor.rest('POST', '/user/login', { account: email, password: 'wrong password' })).status).toBe(401);
  const login = await visitor.rest('POST', '/user/login', { account: email, password });
  expect(login).toMatchObject({ status: 200, body: { result: 200, msg: 'login successful', data: { email } } });
  expect((await visitor.rest('GET', '/user/get')).body.data).toMatchObject({ email, name: 'Rest', hasPassword: true });

  const invalid = await visitor.rest('POST', '/user/update', { birthday: '2001-13-01' });
  expect(invalid).toMatchObject({ status: 400, body: { msg: 'Invalid date.' } });
  expect((await visitor.rest('POST', '/user/update', { birthday: '2001-12-01', sex: 'female' })).body.data).toMatchObject({ birthday: '2001-12-01', sex: 'female' });
  expect((await visitor.rest('GET', '/user/order/list/1836')).body).toMatchObject({ result: 200, data: [] });
  expect((await visitor.rest('GET', '/user/privilege')).body.data).toMatchObject({ vip: false });

  const mismatch = await visitor.rest('POST', '/user/password/update', { oldPassword: password, newPassword: 'new password 22', confirmPassword: 'different one' });
  expect(mismatch).toMatchObject({ status: 400, body: { msg: 'The passwords do not match.' } });
  expect((await visitor.rest('POST', '/user/password/update', { oldPassword: password, newPassword: 'new password 22' })).body.msg).toBe('saved');

  expect((await visitor.rest('GET', `/email/captcha/send?email=${email}`)).body.msg).toBe('code sent');
  const reset = await visitor.rest('POST', '/user/password/reset', { account: email, code: codeIn(await newestMail(server, inbox, email)), password: 'reset password 3' });
  expect(reset).toMatchObject({ status: 200, body: { msg: 'password reset' } });
});
