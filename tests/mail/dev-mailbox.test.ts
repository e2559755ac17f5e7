// The development mailbox (no SMTP configured): GET /dev/mailbox lists the outbox newest first with each mail
// rendered, GET /dev/mailbox/{id} shows one; production, an unset NODE_ENV and any visitor not on loopback get 404.
import type { Locale } from '../../api/src/shared/locale.js';
import { MailTemplate } from '../../api/src/modules/mail/mail-outbox.entity.js';
import { enqueueMail } from '../../api/src/modules/mail/mail.service.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let development: TestServer;
let production: TestServer;
let implicit: TestServer;

beforeAll(async () => {
  // Each kept as soon as it runs, so that afterAll closes those that started should the others run out of time.
  await Promise.all([
    startTestServer({ env: { PUBLIC_URL: 'https://dev.mindprint.test' } }).then((server) => (development = server)),
    startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://mindprint.test' } }).then((server) => (production = server)),
    // NODE_ENV unset: development defaults, but not the development tools.
    startTestServer({ env: { NODE_ENV: '' } }).then((server) => (implicit = server)),
  ]);
  // Three servers at once: on a machine at half speed, beside the other test worker, they took over 60 s.
}, 120_000);

afterAll(async () => {
  await Promise.all([development?.close(), production?.close(), implicit?.close()]);
});

async function queue(server: TestServer, to: string, locale: Locale, createdAt: Date): Promise<string> {
  const em = server.database.orm.em.fork();
  const id = await enqueueMail(em, { to, locale, template: MailTemplate.VERIFICATION_CODE, data: { code: '731904', expiresInMinutes: 10 } });
  await em.execute('update mail_outbox set created_at = ? where id = ?', [createdAt, id]);
  return id;
}

async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, type: response.headers.get('content-type'), csp: response.headers.get('content-security-policy'), body: await response.text() };
}

it('lists the outbox newest first, each mail rendered, and shows one mail on its own page', async () => {
  const older = await queue(development, 'older@example.com', 'FR', new Date(Date.now() - 60_000));
  const newer = await queue(development, 'newer@example.com', 'KR', new Date());

  const list = await get(development, '/dev/mailbox');
  expect(list.status).toBe(200);
  expect(list.type).toMatch(/^text\/html/);
  expect(list.body).toContain('No SMTP server is configured');
  const newerAt = list.body.indexOf('Mindprint 인증 코드');
  const olderAt = list.body.indexOf('Votre code de vérification Mindprint');
  expect(newerAt).toBeGreaterThan(0);
  expect(olderAt).toBeGreaterThan(newerAt);
  expect(list.body).toContain(`/dev/mailbox/${newer}/html`);
  expect(list.body).toContain('731904');
  expect(list.csp).toContain("default-src 'none'");

  const one = await get(development, `/dev/mailbox/${older}`);
  expect(one.status).toBe(200);
  expect(one.body).toContain('<h1 id="mail-');
  expect(one.body).toContain('older@example.com');
  expect(one.body).toContain('pending, 0 attempt(s)');
  expect(one.body).toContain('Saisissez ce code pour continuer.');

  const html = await get(development, `/dev/mailbox/${older}/html`);
  expect(html.status).toBe(200);
  expect(html.body).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
  expect(html.csp).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'");

  expect((await get(development, '/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await get(development, '/dev/mailbox/not-a-mail')).status).toBe(404);
});

it.each([
  ['in production', () => production, {}],
  ['when NODE_ENV is not set explicitly', () => implicit, {}],
  ['to a visitor forwarded by a proxy', () => development, { 'x-forwarded-for': '203.0.113.9' }],
])('is 404 %s', async (_case, server: () => TestServer, headers: Record<string, string>) => {
  const id = await queue(server(), 'private@example.com', 'EN', new Date());
  for (const path of ['/dev/mailbox', `/dev/mailbox/${id}`, `/dev/mailbox/${id}/html`]) {
    const reply = await get(server(), path, headers);
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('private@example.com');
    expect(reply.body).not.toContain('731904');
  }
});
