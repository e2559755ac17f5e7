// Accounts over GraphQL (SPEC sections 2, 4, 5, 6): sign-up finished by a mailed code, sign-in with the password or a
// mailed link, forgotten password, change of password, personal info, sign-out; sessions in an HttpOnly cookie; the
// answers never tell whether an address has an account; sign-in and mails are rate limited.
import { JOB_HANDLERS } from '../../api/src/jobs/jobs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { PUBLIC_URL, rows } from '../mail/support/fixtures.js';
import { startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { CONFIRM, codeIn, ME, Member, newestMail, SIGN_IN, SIGN_UP } from './support.js';

let server: TestServer;
let inbox: SmtpInbox;
let nextIp = 1;
const member = () => new Member(server, `198.51.100.${nextIp++}`);
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

async function registered(email: string, password = PASSWORD): Promise<Member> {
  const visitor = member();
  const asked = await visitor.graphql(SIGN_UP, { input: { name: 'Ada', email, password, confirmPassword: password, agreePrivacy: true } });
  expect(asked.data!.signUp).toEqual({ sent: true, errors: [] });
  const confirmed = await visitor.graphql(CONFIRM, { email, code: codeIn(await newestMail(server, inbox, email)) });
  expect(confirmed.data!.confirmSignUp.errors).toEqual([]);
  return visitor;
}

it('checks the sign-up form field by field and mails nothing when it is wrong', async () => {
  const visitor = member();
  const reply = await visitor.graphql(SIGN_UP, { input: { name: ' ', email: 'not-an-email', password: 'short', confirmPassword: 'other', agreePrivacy: false } });
  expect(reply.data!.signUp.sent).toBe(false);
  expect(reply.data!.signUp.errors).toEqual([
    { code: 'NAME_REQUIRED', field: 'name' },
    { code: 'INVALID_EMAIL', field: 'email' },
    { code: 'PASSWORD_TOO_SHORT', field: 'password' },
    { code: 'PRIVACY_NOT_AGREED', field: 'agreePrivacy' },
  ]);
  const mismatch = await visitor.graphql(SIGN_UP, { input: { name: 'Ada', email: 'ada@example.com', password: PASSWORD, confirmPassword: 'something else', agreePrivacy: true } });
  expect(mismatch.data!.signUp.errors).toEqual([{ code: 'PASSWORDS_DO_NOT_MATCH', field: 'confirmPassword' }]);
  expect(await rows(server, `select 1 from mail_outbox where "to" = 'ada@example.com'`)).toHaveLength(0);
});

it('makes the account only when the mailed code is entered, then keeps the member signed in with an HttpOnly cookie', async () => {
  const email = 'grace@example.com';
  const visitor = member();
  await visitor.graphql(SIGN_UP, { input: { name: 'Grace', email, password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } });
  expect(await rows(server, 'select 1 from app_user where email = ?', [email])).toHaveLength(0);
  const mail = await newestMail(server, inbox, email);
  expect(mail.subject).toBe('Your Mindprint verification code');
  const code = codeIn(mail);
  const wrong = await visitor.graphql(CONFIRM, { email, code: code === '000000' ? '111111' : '000000' });
  expect(wrong.data!.confirmSignUp.errors).toEqual([{ code: 'CODE_INVALID', field: 'code' }]);
  expect(wrong.setCookie).toBeNull();
  const right = await visitor.graphql(CONFIRM, { email, code });
  expect(right.data!.confirmSignUp.user).toMatchObject({ email, name: 'Grace' });
  expect(right.setCookie).toMatch(/^mp_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
  expect((await visitor.graphql(ME)).data!.me).toMatchObject({ email, name: 'Grace', hasPassword: true, emailVerified: true });
  // A code works once.
  expect((await member().graphql(CONFIRM, { email, code })).data!.confirmSignUp.errors[0].code).toBe('CODE_INVALID');
  const [user] = await rows<{ password_hash: string }>(server, 'select password_hash from app_user where email = ?', [email]);
  expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  const [session] = await rows<{ token_hash: string }>(server, 'select token_hash from user_session s join app_user u on u.id = s.user_id where u.email = ?', [email]);
  expect(visitor.cookie).not.toContain(session!.token_hash);
});

it('spends a code after five wrong guesses', async () => {
  const email = 'guess@example.com';
  const visitor = member();
  await visitor.graphql(SIGN_UP, { input: { name: 'G', email, password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } });
  const code = codeIn(await newestMail(server, inbox, email));
  const wrong = code === '123456' ? '654321' : '123456';
  for (let i = 0; i < 5; i += 1) await visitor.graphql(CONFIRM, { email, code: wrong });
  expect((await visitor.graphql(CONFIRM, { email, code })).data!.confirmSignUp.errors[0].code).toBe('CODE_INVALID');
});

it('signs in with the password, refuses a wrong one without saying which part was wrong, and signs out', async () => {
  const email = 'linus@example.com';
  await registered(email);
  const visitor = member();
  const wrong = await visitor.graphql(SIGN_IN, { email, password: 'not the password' });
  const unknown = await visitor.graphql(SIGN_IN, { email: 'nobody@example.com', password: PASSWORD });
  expect(wrong.data!.signIn.errors).toEqual([{ code: 'WRONG_CREDENTIALS', field: null, retryAfterSeconds: null }]);
  expect(unknown.data!.signIn.errors).toEqual(wrong.data!.signIn.errors);
  expect((await visitor.graphql(SIGN_IN, { email: 'bad', password: '' })).data!.signIn.errors.map((e: { code: string }) => e.code))
    .toEqual(['INVALID_EMAIL', 'PASSWORD_REQUIRED']);
  const right = await visitor.graphql(SIGN_IN, { email: ' Linus@Example.com ', password: PASSWORD });
  expect(right.data!.signIn.user.email).toBe(email);
  expect((await visitor.graphql(ME)).data!.me.email).toBe(email);
  const out = await visitor.graphql('mutation { signOut }');
  expect(out.setCookie).toMatch(/^mp_session=; .*Max-Age=0/);
  expect((await visitor.graphql(ME)).data!.me).toBeNull();
});

it('resets a forgotten password with a mailed code, ends the old sessions and never tells whether the address exists', async () => {
  const email = 'forgetful@example.com';
  const old = await registered(email);
  const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email, locale: "FR") { sent errors { code } } }`;
  const stranger = member();
  expect((await stranger.graphql(RESET, { email: 'no-account@example.com' })).data!.requestPasswordReset).toEqual({ sent: true, errors: [] });
  expect(await rows(server, `select 1 from mail_outbox where "to" = 'no-account@example.com'`)).toHaveLength(0);
  expect((await stranger.graphql(RESET, { email })).data!.requestPasswordReset.sent).toBe(true);
  const mail = await newestMail(server, inbox, email);
  expect(mail.subject).toMatch(/code/i);
  const DO_RESET = `mutation ($input: PasswordResetInput!) { resetPassword(input: $input) { user { email } errors { code field } } }`;
  const newPassword = 'a brand new passphrase';
  expect((await stranger.graphql(DO_RESET, { input: { email, code: '', password: newPassword, confirmPassword: newPassword } })).data!.resetPassword.errors)
    .toEqual([{ code: 'CODE_REQUIRED', field: 'code' }]);
  const done = await stranger.graphql(DO_RESET, { input: { email, code: codeIn(mail), password: newPassword, confirmPassword: newPassword } });
  expect(done.data!.resetPassword).toEqual({ user: { email }, errors: [] });
  expect((await stranger.graphql(ME)).data!.me.email).toBe(email);
  expect((await old.graphql(ME)).data!.me).toBeNull();
  expect((await member().graphql(SIGN_IN, { email, password: PASSWORD })).data!.signIn.errors[0].code).toBe('WRONG_CREDENTIALS');
  expect((await member().graphql(SIGN_IN, { email, password: newPassword })).data!.signIn.errors).toEqual([]);
});

it('changes the password when the current one is right, keeping this session and ending the others', async () => {
  const email = 'changer@example.com';
  const here = await registered(email);
  const elsewhere = member();
  await elsewhere.graphql(SIGN_IN, { email, password: PASSWORD });
  const CHANGE = `mutation ($input: PasswordChangeInput!) { changePassword(input: $input) { user { email } errors { code field } } }`;
  const next = 'another good password';
  expect((await member().graphql(CHANGE, { input: { currentPassword: PASSWORD, password: next, confirmPassword: next } })).errors?.[0]?.extensions?.code)
    .toBe('UNAUTHENTICATED');
  expect((await here.graphql(CHANGE, { input: { currentPassword: 'wrong password', password: next, confirmPassword: next } })).data!.changePassword.errors)
    .toEqual([{ code: 'WRONG_PASSWORD', field: 'currentPassword' }]);
  expect((await here.graphql(CHANGE, { input: { currentPassword: PASSWORD, password: next, confirmPassword: next } })).data!.changePassword.errors).toEqual([]);
  expect((await here.graphql(ME)).data!.me.email).toBe(email);
  expect((await elsewhere.graphql(ME)).data!.me).toBeNull();
});

it('updates personal info and refuses an invalid date', async () => {
  const visitor = await registered('profile@example.com');
  const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { user { name nickName phone birthday sex } errors { code field } } }`;
  for (const birthday of ['2020-02-30', '01/02/2000', '2999-01-01']) {
    expect((await visitor.graphql(UPDATE, { input: { birthday } })).data!.updateProfile.errors).toEqual([{ code: 'INVALID_DATE', field: 'birthday' }]);
  }
  expect((await visitor.graphql(UPDATE, { input: { phone: 'call me' } })).data!.updateProfile.errors).toEqual([{ code: 'INVALID_PHONE', field: 'phone' }]);
  const saved = await visitor.graphql(UPDATE, { input: { name: 'Ada L.', nickName: 'ada', phone: '+44 20 7946 0000', birthday: '1990-12-10', sex: 'CONFIDENTIAL' } });
  expect(saved.data!.updateProfile).toEqual({
    user: { name: 'Ada L.', nickName: 'ada', phone: '+44 20 7946 0000', birthday: '1990-12-10', sex: 'CONFIDENTIAL' },
    errors: [],
  });
  const cleared = await visitor.graphql(UPDATE, { input: { nickName: '', birthday: '' } });
  expect(cleared.data!.updateProfile.user).toMatchObject({ nickName: null, birthday: null, name: 'Ada L.' });
});

it('rate limits code mails per address', async () => {
  const email = 'flood@example.com';
  const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { sent errors { code retryAfterSeconds } } }`;
  const replies = [];
  for (let i = 0; i < 4; i += 1) replies.push((await member().graphql(RESET, { email })).data!.requestPasswordReset);
  expect(replies.slice(0, 3).every((reply) => reply.sent)).toBe(true);
  expect(replies[3]).toMatchObject({ sent: false, errors: [{ code: 'RATE_LIMITED' }] });
});

it('drops ended sessions and spent codes in the hourly job, and a session past its 30 days opens nothing', async () => {
  const visitor = await registered('old-session@example.com');
  const later = new Date(Date.now() + 31 * 24 * 3600_000);
  const pruned = await JOB_HANDLERS['accounts-prune']({ orm: server.database.orm, payments: server.payments }, later);
  expect(pruned).toMatchObject({ sessions: expect.any(Number), codesAndLinks: expect.any(Number) });
  expect((pruned as { sessions: number }).sessions).toBeGreaterThan(0);
  expect(await rows(server, `select 1 from account_token where email = 'old-session@example.com'`)).toHaveLength(0);
  expect((await visitor.graphql(ME)).data!.me).toBeNull();
});

it('logs out on every device at once', async () => {
  const email = 'everywhere@example.com';
  const phone = await registered(email);
  const laptop = member();
  await laptop.graphql(SIGN_IN, { email, password: PASSWORD });
  const other = await registered('bystander@example.com');
  const out = await laptop.graphql('mutation { signOut(everywhere: true) }');
  expect(out.data!.signOut).toBe(true);
  expect(out.setCookie).toMatch(/Max-Age=0/);
  expect((await laptop.graphql(ME)).data!.me).toBeNull();
  expect((await phone.graphql(ME)).data!.me).toBeNull();
  expect((await other.graphql(ME)).data!.me.email).toBe('bystander@example.com');
  // Over REST too.
  const desk = member();
  await desk.rest('POST', '/user/login', { account: 'bystander@example.com', password: PASSWORD });
  expect((await desk.rest('POST', '/user/logout', { everywhere: true })).status).toBe(200);
  expect((await other.graphql(ME)).data!.me).toBeNull();
});
