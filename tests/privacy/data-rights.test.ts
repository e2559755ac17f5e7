// GDPR self-service end to end: a member downloads everything (JSON and a readable page) and erases it from the
// personal centre; a buyer without an account does both by mailed link; running plans are cancelled first, the orders
// and payments the law requires are kept without the address; the retention job enforces the policy's periods.
import { startTestServer, type TestServer } from '../support/test-server.js';
import { Member } from '../account/support.js';
import { CARD_OK, CONSENT, countRows, rest, restOrder, restPay, skuIds, startedAttempt } from '../payments/support/checkout.js';
import { JOB_HANDLERS } from '../../api/src/jobs/jobs.js';

let server: TestServer;
let sku: Record<string, number>;
let ip = 1;
const member = () => new Member(server, `198.51.100.${200 + ip++}`);

beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@mindprint.test' } });
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

async function buyTrial(email: string): Promise<string> {
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku['trial-weekly'], trialConsent: CONSENT, email });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  await server.drainJobs();
  return order.orderNumber;
}

async function linkIn(email: string, pattern: RegExp): Promise<string> {
  const rows = await server.database.orm.em.fork().execute<Array<{ data: { path?: string } }>>(
    `select data from mail_outbox where "to" = ? order by created_at desc`, [email]);
  const path = rows.map((row) => row.data.path ?? '').find((candidate) => pattern.test(candidate));
  if (!path) throw new Error(`no link like ${pattern} to ${email}`);
  return new URL(path, 'http://x').searchParams.get('s')!;
}

async function signedIn(email: string): Promise<Member> {
  const visitor = member();
  const token = await linkIn(email, /^\/user\/login\//);
  const reply = await visitor.graphql('mutation ($t: String!) { signInWithLink(token: $t) { user { id } errors { code } } }', { t: token });
  expect(reply.data!.signInWithLink.errors).toEqual([]);
  return visitor;
}

async function get(visitor: Member | null, path: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: visitor?.cookie ? { cookie: visitor.cookie } : {} });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

it('gives a member all their data as JSON and as a readable page, and nothing to anyone else', async () => {
  const email = 'export-me@example.com';
  const orderNumber = await buyTrial(email);
  await rest(server, 'POST', '/support/request', { email, message: 'Where is my weekly tip?' });
  const visitor = await signedIn(email);

  const json = await get(visitor, '/api/privacy/export/json');
  expect(json.status).toBe(200);
  const data = JSON.parse(json.body) as Record<string, Array<Record<string, unknown>>> & { account: Record<string, unknown> };
  expect(data.account).toMatchObject({ email });
  expect(data.account).not.toHaveProperty('password_hash');
  expect(data.sittings.length).toBeGreaterThanOrEqual(1);
  expect(data.sittings[0]).toHaveProperty('answers');
  expect(data.orders).toContainEqual(expect.objectContaining({ order_number: orderNumber, status: 'paid' }));
  expect(data.payments.length).toBeGreaterThanOrEqual(1);
  expect(data.subscriptions).toContainEqual(expect.objectContaining({ status: 'trialing' }));
  expect(data.mails.map((mail) => mail.template)).toEqual(expect.arrayContaining(['sign-in-link', 'support-confirmation']));
  expect(data.consents).toContainEqual(expect.objectContaining({ order: orderNumber, text: expect.stringContaining('Free for 3 days') }));
  expect(data.supportRequests).toContainEqual(expect.objectContaining({ message: 'Where is my weekly tip?' }));
  expect(json.body).not.toMatch(/token|secret_hash|password/i);

  const html = await get(visitor, '/api/privacy/export/html?hl=FR');
  expect(html.type).toMatch(/^text\/html/);
  expect(html.body).toContain('<html lang="fr');
  expect(html.body).toContain('Vos données chez Mindprint');
  expect(html.body).toContain(orderNumber);
  expect(html.body).toContain('href="/api/privacy/export/json?hl=FR"');

  expect((await get(null, '/api/privacy/export/json')).status).toBe(404);
  expect((await get(null, '/api/privacy/export/html?s=' + 'x'.repeat(43))).status).toBe(404);
});

it('erases a member: plan cancelled first, account, sittings, answers, results and mails gone, orders kept without the address', async () => {
  const email = 'erase-me@example.com';
  const orderNumber = await buyTrial(email);
  const visitor = await signedIn(email);
  expect((await rest(server, 'POST', '/privacy/delete', {}, { cookie: visitor.cookie! })).status).toBe(400);
  const erased = await fetch(`${server.baseUrl}/api/privacy/delete`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie: visitor.cookie! }, body: JSON.stringify({ confirm: true }),
  });
  expect(erased.status).toBe(200);
  expect(((await erased.json()) as { data: { cancelledPlans: number } }).data.cancelledPlans).toBe(1);
  expect(erased.headers.get('set-cookie')).toMatch(/Max-Age=0/);

  const db = server.database.orm.em.fork();
  const anywhere = await db.execute<Array<{ n: number }>>(
    `select (select count(*) from app_user where email = ?) + (select count(*) from attempt where email = ?)
      + (select count(*) from report where email = ?) + (select count(*) from mail_outbox where "to" = ?)
      + (select count(*) from purchase_order where email = ?) + (select count(*) from subscription where email = ?)
      + (select count(*) from entitlement where holder_email = ?) + (select count(*) from support_request where email = ?) as n`,
    Array(8).fill(email));
  expect(Number(anywhere[0]!.n)).toBe(0);
  const kept = await db.execute<Array<{ status: string; email: string | null; amount_minor: number }>>(`select status, email, amount_minor from purchase_order where order_number = ?`, [orderNumber]);
  expect(kept).toEqual([{ status: 'paid', email: null, amount_minor: 0 }]);
  const plans = await db.execute<Array<{ status: string; email: string }>>(`select s.status, s.email from subscription s join purchase_order o on o.id = s.order_id where o.order_number = ?`, [orderNumber]);
  expect(plans).toEqual([{ status: 'cancelled', email: expect.stringMatching(/@erased\.invalid$/) }]);
  expect(await countRows(server, `select count(*) as n from payment_attempt p join purchase_order o on o.id = p.order_id where o.order_number = ?`, [orderNumber])).toBeGreaterThanOrEqual(1);
  expect((await visitor.graphql('{ me { id } }')).data!.me).toBeNull();
});

it('serves people without an account by mailed link: the same answer for unknown addresses, export for an hour, erasure after a confirmation', async () => {
  const email = 'no-account@example.com';
  await server.database.orm.em.fork().execute(`update attempt set email = ? where id = (select id from attempt where email is null order by created_at desc limit 1)`, [email]);
  const known = await rest(server, 'POST', '/privacy/request', { email, action: 'export', hl: 'DE' });
  const unknown = await rest(server, 'POST', '/privacy/request', { email: 'stranger@example.com', action: 'export' });
  expect(known.body).toEqual(unknown.body);
  expect(await countRows(server, `select count(*) as n from mail_outbox where "to" = 'stranger@example.com'`)).toBe(0);

  const exportToken = await linkIn(email, /^\/api\/privacy\/export\/html/);
  const page = await get(null, `/api/privacy/export/html?s=${exportToken}&hl=DE`);
  expect(page.status).toBe(200);
  expect(page.body).toContain('Deine Daten bei Mindprint');
  expect((await get(null, `/api/privacy/export/json?s=${exportToken}`)).status).toBe(200);

  await rest(server, 'POST', '/privacy/request', { email, action: 'delete' });
  const deleteToken = await linkIn(email, /^\/api\/privacy\/delete/);
  const confirm = await get(null, `/api/privacy/delete?s=${deleteToken}`);
  expect(confirm.body).toContain('<form method="post" action="/api/privacy/delete?hl=EN">');
  // Opening the page (as a mail scanner would) erased nothing.
  expect(await countRows(server, `select count(*) as n from attempt where email = ?`, [email])).toBe(1);
  const done = await fetch(`${server.baseUrl}/api/privacy/delete`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `s=${deleteToken}` });
  expect(done.status).toBe(200);
  expect(await countRows(server, `select count(*) as n from attempt where email = ?`, [email])).toBe(0);
  const again = await fetch(`${server.baseUrl}/api/privacy/delete`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `s=${deleteToken}` });
  expect(again.status).toBe(404);
});

it('limits link requests per address with 429', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await rest(server, 'POST', '/privacy/request', { email: 'flood@example.com', action: 'export' }, { 'x-forwarded-for': '203.0.113.77' })).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
});

it('enforces the retention periods from the pg-boss job', async () => {
  const db = server.database.orm.em.fork();
  const old = new Date(Date.now() - 800 * 24 * 3600_000);
  await db.execute(`update attempt set email = 'old@example.com', tracking = '{"fbclid":"x"}', updated_at = ?, created_at = ? where id = (select id from attempt where email is null order by created_at limit 1)`, [old, old]);
  await db.execute(`insert into mail_outbox (id, "to", template, locale, data, status, attempts, next_attempt_at, created_at) values (gen_random_uuid(), 'old@example.com', 'verification-code', 'EN', '{}', 'sent', 1, ?, ?)`, [old, old]);
  const report = await JOB_HANDLERS['privacy-retention']({ orm: server.database.orm } as never, new Date()) as Record<string, number>;
  expect(report.sittings).toBeGreaterThanOrEqual(1);
  expect(report.mails).toBeGreaterThanOrEqual(1);
  expect(await countRows(server, `select count(*) as n from attempt where email = 'old@example.com' or tracking <> '{}'::jsonb and created_at < now() - interval '90 days'`)).toBe(0);
  expect(await countRows(server, `select count(*) as n from mail_outbox where "to" = 'old@example.com'`)).toBe(0);
});
