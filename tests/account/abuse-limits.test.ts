// Limits where a stranger can act on accounts: sign-in backs off per address from one IP, per IP and per address
// without locking the owner out; password resets are limited per address and IP and check the code before any
// hashing; common passwords are refused (NIST SP 800-63B).
import { startTestServer, type TestServer } from '../support/test-server.js';
import { PUBLIC_URL } from '../mail/support/fixtures.js';
import { startSmtpInbox, type SmtpInbox } from '../mail/support/smtp-inbox.js';
import { CONFIRM, codeIn, Member, newestMail, SIGN_IN, SIGN_UP } from './support.js';

let server: TestServer;
let inbox: SmtpInbox;
let nextIp = 1;
const member = () => new Member(server, `203.0.113.${nextIp++}`);
const PASSWORD = 'violet tram seventeen';
const RESET = `mutation ($input: PasswordResetInput!) { resetPassword(input: $input) { user { id } errors { code field retryAfterSeconds } } }`;

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

async function registered(email: string, visitor = member()): Promise<Member> {
  await visitor.graphql(SIGN_UP, { input: { name: 'Ada', email, password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } });
  const confirmed = await visitor.graphql(CONFIRM, { email, code: codeIn(await newestMail(server, inbox, email)) });
  expect(confirmed.data!.confirmSignUp.errors).toEqual([]);
  return visitor;
}

it('backs off an attacker per address and per IP with growing waits, and never locks the owner out', async () => {
  const email = 'owner@example.com';
  const owner = await registered(email);
  // The owner signs in once with the password from their own machine: that IP is now trusted for the address.
  expect((await owner.graphql(SIGN_IN, { email, password: PASSWORD })).data!.signIn.errors).toEqual([]);

  const attacker = member();
  for (let i = 0; i < 5; i += 1) {
    expect((await attacker.graphql(SIGN_IN, { email, password: `guess-${i}` })).data!.signIn.errors[0].code).toBe('WRONG_CREDENTIALS');
  }
  // The sixth failure from this IP makes it wait; a right password from it is refused too while it waits.
  await attacker.graphql(SIGN_IN, { email, password: 'guess-5' });
  const waiting = await attacker.graphql(SIGN_IN, { email, password: PASSWORD });
  expect(waiting.data!.signIn.errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
  expect(waiting.data!.signIn.errors[0].retryAfterSeconds).toBeGreaterThan(0);
  const rest = await attacker.rest('POST', '/user/login', { account: email, password: 'guess-6' });
  expect(rest.status).toBe(429);

  // Many machines: after ten failures on the address, a new IP waits too...
  for (let i = 0; i < 6; i += 1) await member().graphql(SIGN_IN, { email, password: `spread-${i}` });
  const stranger = await member().graphql(SIGN_IN, { email, password: PASSWORD });
  expect(stranger.data!.signIn.errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
  // ...but the owner, from the IP they signed in from before, still gets in.
  const again = new Member(server, owner.ip);
  expect((await again.graphql(SIGN_IN, { email, password: PASSWORD })).data!.signIn).toMatchObject({ user: { id: expect.any(String) }, errors: [] });
});

it('counts the waits up: each failure past the free ones doubles the wait', async () => {
  const { waitAfter, MAX_WAIT_MS } = await import('../../api/src/modules/rate-limit/sign-in-throttle.js');
  expect([4, 5, 6, 7].map((n) => waitAfter(n, 5))).toEqual([0, 1000, 2000, 4000]);
  expect(waitAfter(60, 5)).toBe(MAX_WAIT_MS);
});

it('checks the reset code before hashing anything and limits resets per address and IP', async () => {
  const email = 'reset-target@example.com';
  await registered(email);
  const attacker = member();
  const started = Date.now();
  const replies = [];
  for (let i = 0; i < 11; i += 1) {
    replies.push(await attacker.graphql(RESET, { input: { email, code: String(100000 + i), password: `new secret ${i} words`, confirmPassword: `new secret ${i} words` } }));
  }
  // Ten wrong codes answer quickly (no argon2 per try), the eleventh is refused outright.
  expect(replies.slice(0, 10).every((reply) => reply.data!.resetPassword.errors[0].code === 'CODE_INVALID')).toBe(true);
  expect(replies[10]!.data!.resetPassword.errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Date.now() - started).toBeLessThan(3000);
  const rest = await attacker.rest('POST', '/user/password/reset', { email, code: '123456', password: 'new secret words', confirmPassword: 'new secret words' });
  expect(rest.status).toBe(429);
  expect(rest.body.result).toBe(429);
});

it('refuses common, repeated, sequential and self-named passwords at sign-up, change and reset', async () => {
  const visitor = member();
  for (const password of ['12345678', 'password', '        ', 'Password123', 'qwertyuiop', 'aaaaaaaaaa', '87654321', 'mindprint2026', 'weakling@example.com']) {
    const reply = await visitor.graphql(SIGN_UP, { input: { name: 'Ada', email: 'weakling@example.com', password, confirmPassword: password, agreePrivacy: true } });
    expect({ password, errors: reply.data!.signUp.errors }).toEqual({ password, errors: [{ code: 'PASSWORD_TOO_COMMON', field: 'password' }] });
  }
  const fine = await visitor.graphql(SIGN_UP, { input: { name: 'Ada', email: 'weakling@example.com', password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } });
  expect(fine.data!.signUp.errors).toEqual([]);
  const reset = await visitor.graphql(RESET, { input: { email: 'weakling@example.com', code: '123456', password: 'iloveyou1', confirmPassword: 'iloveyou1' } });
  expect(reset.data!.resetPassword.errors).toEqual([{ code: 'PASSWORD_TOO_COMMON', field: 'password', retryAfterSeconds: null }]);
});
