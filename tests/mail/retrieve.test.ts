// Retrieve reports by email (SPEC sections 4, 5, 8) over REST and GraphQL: one mail lists every report of the
// address with its private link (the free result opens through GraphQL testResult by the link's token), the reply
// says only sent, failed or none found, empty and invalid emails are refused, and requests are rate limited per
// address and per IP (429) in the database.
import { limitMailRequest, MAIL_REQUESTS_PER_IP_PER_HOUR, MAILS_PER_ADDRESS_PER_HOUR } from '../../api/src/modules/mail/mail.limits.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { buy, deliver, PUBLIC_URL, rows, startAttempt, submitAttempt } from './support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';

let server: TestServer;
let inbox: SmtpInbox;
let nextIp = 1;

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

/** Each test's requests come from their own address (the server trusts X-Forwarded-For from loopback). */
const freshIp = () => `203.0.113.${nextIp++}`;

interface Reply {
  status: number;
  retryAfter: string | null;
  body: { result: number; data: Record<string, unknown> | null; msg: string };
}

async function retrieve(body: unknown, ip: string, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${server.baseUrl}/pay/exam/order/report/retrieve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Reply['body'] };
}

const MUTATION = `mutation ($email: String!, $locale: String) {
  retrieveReports(email: $email, locale: $locale) { status message errors { code field message retryAfterSeconds } }
}`;

interface RetrievePayload {
  retrieveReports: { status: string | null; message: string | null; errors: Array<{ code: string; field: string | null; message: string; retryAfterSeconds: number | null }> };
}

const retrieveGraphql = (email: string, ip: string, locale?: string) =>
  server.graphql<RetrievePayload>(MUTATION, { email, locale }, { 'x-forwarded-for': ip });

async function queuedFor(address: string): Promise<number> {
  return (await rows(server, `select id from mail_outbox where "to" = ? and data->>'context' = 'retrieve'`, [address])).length;
}

it('mails every report of the address in the asked language; the links open them and the reply lists none', async () => {
  const email = 'reader@example.com';
  const free = await submitAttempt(server, 'DE', email);
  const paidAttempt = await submitAttempt(server, 'DE', email);
  await buy(server, paidAttempt, email);
  const stranger = await submitAttempt(server, 'DE', 'stranger@example.com');

  const reply = await retrieve({ email: ' Reader@Example.COM ' }, freshIp(), { hl: 'de' });
  expect(reply).toEqual({ status: 200, retryAfter: null, body: { result: 200, data: { outcome: 'sent' }, msg: 'Report sent.' } });

  await deliver(server, inbox);
  const mails = inbox.to(email).filter((mail) => mail.subject === 'Deine Mindprint-Berichte');
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.text).toContain('Du hast uns gebeten');
  expect(mail.text).toContain('Ausführlicher Bericht');
  expect(mail.text).toContain('Kostenloses Ergebnis');
  const links = linksOf(mail);
  expect(links.every((link) => link.origin === PUBLIC_URL && link.searchParams.get('hl') === 'DE')).toBe(true);

  // The free result opens through the API by the token in its link.
  const freeLinks = links.filter((link) => link.pathname === '/report/result-free-test/BMBTI-1836');
  expect(freeLinks.map((link) => link.searchParams.get('t'))).toEqual([free]);
  const opened = await server.graphql<{ testResult: { resultToken: string; personality: { typeCode: string } } }>(
    'query ($token: String!) { testResult(token: $token) { resultToken personality { typeCode } } }', { token: freeLinks[0]!.searchParams.get('t') });
  expect(opened.data!.testResult.resultToken).toBe(free);
  expect(opened.data!.testResult.personality.typeCode).toMatch(/^[EI][NS][FT][JP]$/);

  // The paid report by its report token (never the attempt token), and nobody else's report.
  const [paid] = await rows<{ token: string }>(server,
    `select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ? and r.state = 'ready'`, [paidAttempt]);
  expect(links.filter((link) => link.pathname === '/report/result/BMBTI-1836').map((link) => link.searchParams.get('r'))).toEqual([paid!.token]);
  expect(mail.html).not.toContain(stranger);
  expect(mail.html).not.toContain(paidAttempt);
});

it('retrieves through GraphQL in the locale asked for', async () => {
  const email = 'graphql-reader@example.com';
  await submitAttempt(server, 'EN', email);
  const reply = await retrieveGraphql(email, freshIp(), 'JA');
  expect(reply.data!.retrieveReports).toEqual({ status: 'SENT', message: 'Report sent.', errors: [] });
  await deliver(server, inbox);
  expect(inbox.to(email).map((mail) => mail.subject)).toEqual(['Mindprint のレポートをお送りします']);
  const unknownLocale = await retrieveGraphql(email, freshIp(), 'xx');
  expect(unknownLocale.errors![0]!.extensions!.code).toBe('UNKNOWN_LOCALE');
});

it('says when the address has no retrievable report, and queues nothing', async () => {
  await startAttempt(server, 'EN', 'unfinished@example.com');
  for (const email of ['nobody@example.com', 'unfinished@example.com']) {
    const reply = await retrieve({ email }, freshIp());
    expect(reply).toMatchObject({ status: 404, body: { result: 404, data: { outcome: 'no_report' }, msg: 'No report can be retrieved for this email address.' } });
    expect(await queuedFor(email)).toBe(0);
  }
  const graphql = await retrieveGraphql('nobody@example.com', freshIp());
  expect(graphql.data!.retrieveReports).toMatchObject({ status: 'NO_REPORT', message: 'No report can be retrieved for this email address.' });
});

it('refuses an empty and an invalid email with their messages', async () => {
  for (const body of [{ email: '' }, { email: '   ' }, {}, { email: null }]) {
    expect(await retrieve(body, freshIp())).toMatchObject({ status: 400, body: { result: 400, data: { code: 'EMPTY_EMAIL' }, msg: 'Please enter your email address.' } });
  }
  for (const email of ['not-an-email', 'a@b', 'x@example.com<script>']) {
    expect(await retrieve({ email }, freshIp())).toMatchObject({ status: 400, body: { data: { code: 'INVALID_EMAIL' }, msg: 'Please enter a valid email address.' } });
  }
  const empty = await retrieveGraphql('', freshIp());
  expect(empty.data!.retrieveReports).toEqual({
    status: null, message: null, errors: [{ code: 'EMPTY_EMAIL', field: 'email', message: 'Please enter your email address.', retryAfterSeconds: null }],
  });
  const invalid = await retrieveGraphql('nope', freshIp());
  expect(invalid.data!.retrieveReports.errors[0]).toMatchObject({ code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' });
});

it('answers "The report could not be sent. Please try again." when the mail cannot be queued', async () => {
  const email = 'unlucky@example.com';
  await submitAttempt(server, 'EN', email);
  await rows(server, `alter table mail_outbox add constraint test_no_mail check ("to" <> '${email}')`);
  try {
    const reply = await retrieve({ email }, freshIp());
    expect(reply).toMatchObject({ status: 503, body: { result: 503, data: { outcome: 'failed' }, msg: 'The report could not be sent. Please try again.' } });
  } finally {
    await rows(server, 'alter table mail_outbox drop constraint test_no_mail');
  }
});

it(`limits each address to ${MAILS_PER_ADDRESS_PER_HOUR} requests an hour, from any IP (429)`, async () => {
  const email = 'popular@example.com';
  await submitAttempt(server, 'EN', email);
  for (let index = 0; index < MAILS_PER_ADDRESS_PER_HOUR; index += 1) {
    expect((await retrieve({ email }, freshIp())).status).toBe(200);
  }
  const refused = await retrieve({ email: 'Popular@example.com' }, freshIp());
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ result: 429, data: { code: 'RATE_LIMITED' }, msg: 'Too many requests. Please wait a while and try again.' });
  const retryAfter = Number(refused.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(refused.body.data!.retryAfterSeconds).toBe(retryAfter);
  const graphql = await retrieveGraphql(email, freshIp());
  expect(graphql.data!.retrieveReports.errors[0]).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
  expect(await queuedFor(email)).toBe(MAILS_PER_ADDRESS_PER_HOUR);
  // Another address is not affected, and the limit lifts with the next window.
  expect((await retrieve({ email: 'calm@example.com' }, freshIp())).status).toBe(404);
  const nextHour = new Date(Date.now() + 3600_000);
  expect(await limitMailRequest(server.database.orm.em.fork(), { kind: 'retrieve-reports', address: email, ip: freshIp() }, nextHour)).toEqual({ allowed: true });
});

it(`limits each IP to ${MAIL_REQUESTS_PER_IP_PER_HOUR} requests an hour over REST and GraphQL (429), and stores no address`, async () => {
  const ip = '198.51.100.7';
  for (let index = 0; index < MAIL_REQUESTS_PER_IP_PER_HOUR - 1; index += 1) {
    expect((await retrieve({ email: `visitor${index}@example.com` }, ip)).status).toBe(404);
  }
  expect((await retrieveGraphql('one-more@example.com', ip)).data!.retrieveReports.status).toBe('NO_REPORT');
  const refused = await retrieve({ email: 'too-many@example.com' }, ip);
  expect(refused).toMatchObject({ status: 429, body: { data: { code: 'RATE_LIMITED' } } });
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  const graphql = await retrieveGraphql('too-many@example.com', ip);
  expect(graphql.data!.retrieveReports.errors[0]).toMatchObject({ code: 'RATE_LIMITED', field: null });
  // Other callers are not affected.
  expect((await retrieve({ email: 'too-many@example.com' }, freshIp())).status).toBe(404);

  const keys = (await rows<{ key: string }>(server, 'select key from rate_limit')).map((row) => row.key);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.join(' ')).not.toMatch(/@|198\.51|203\.0/);
});
