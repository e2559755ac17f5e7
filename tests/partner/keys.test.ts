// Partner keys from the operator's command to the wire: shown once and stored hashed, accepted as a bearer key until
// revoked; per-key rate limits answer 429 with Retry-After; CORS answers only the origins partners registered.
import { createHash } from 'node:crypto';
import { runPartnerCommand } from '../../api/src/modules/partner/partner.command.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, makePartner, partnerRest } from './support.js';

let server: TestServer;
const ME = '{ partner { name scopes } }';
const run = (...argv: string[]) => runPartnerCommand(server.database.orm.em.fork(), argv);
const keyIn = (output: string) => /API key(?: for [^:]+)?:\s+(mp_\S+)/.exec(output)![1]!;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

it('creates a partner with a key shown once and stored only as a hash, then revokes it', async () => {
  const output = await run('create', 'Gamma', 'Labs', '--scopes', 'reports,stats', '--origin', 'https://gamma.example');
  const key = keyIn(output);
  expect(output).toMatch(/partner Gamma Labs created/);
  expect(output).toMatch(/webhook secret: whsec_/);
  const stored = await server.database.orm.em.fork().execute<Array<Record<string, unknown>>>('select * from partner_api_key');
  expect(JSON.stringify(stored)).not.toContain(key);
  expect(stored.map((row) => row.hash)).toContain(createHash('sha256').update(key).digest('hex'));

  expect((await server.graphql(ME, undefined, bearer(key))).data).toEqual({ partner: { name: 'Gamma Labs', scopes: ['REPORTS', 'STATS'] } });
  // Rotation: a second key works beside the first until the first is revoked.
  const second = keyIn(await run('key', 'Gamma', 'Labs', '--scopes', 'stats'));
  expect((await server.graphql(ME, undefined, bearer(second))).data).toEqual({ partner: { name: 'Gamma Labs', scopes: ['STATS'] } });
  expect(await run('revoke', key.split('_').slice(0, 2).join('_'))).toMatch(/revoked key/);
  const refused = await server.graphql(ME, undefined, bearer(key));
  expect(refused.status).toBe(401);
  expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_API_KEY');
  expect((await server.graphql(ME, undefined, bearer(second))).status).toBe(200);

  expect(await run('list')).toMatch(/Gamma Labs .*origins https:\/\/gamma\.example[\s\S]*revoked[\s\S]*active/);
  await run('revoke', 'Gamma Labs');
  expect((await server.graphql(ME, undefined, bearer(second))).status).toBe(401);
  expect((await partnerRest(server, '/stats', bearer(second))).status).toBe(401);
  expect(await run('list')).toMatch(/Gamma Labs \(revoked\)/);
  await expect(run('create', 'Bad', '--scopes', 'everything')).rejects.toThrow(/Unknown scope/);
  await expect(run('create', 'Bad', '--origin', 'https://x.example/path')).rejects.toThrow(/Not an origin/);
});

it('limits each key per minute with 429 and Retry-After', async () => {
  const partner = await makePartner(server, { name: 'Tiny Quota', rateLimitPerMinute: 3 });
  // Three a minute: the fourth call of a window is refused (a minute boundary may fall in between, hence up to seven).
  let limited: Awaited<ReturnType<typeof partnerRest>> | undefined;
  let sent = 0;
  while (!limited && sent < 7) {
    const reply = await partnerRest(server, '/stats', bearer(partner.key));
    sent += 1;
    if (reply.status === 429) limited = reply;
    else expect(reply.status).toBe(200);
  }
  expect(sent).toBeGreaterThanOrEqual(4);
  if (!limited) throw new Error('never limited');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  const overGraphql = await server.graphql(ME, undefined, bearer(partner.key));
  expect([overGraphql.status, overGraphql.errors?.[0]?.extensions?.code]).toEqual([429, 'RATE_LIMITED']);
  // Another partner's key is counted apart.
  const other = await makePartner(server, { name: 'Other Quota', rateLimitPerMinute: 3 });
  expect((await partnerRest(server, '/stats', bearer(other.key))).status).toBe(200);
});

describe('CORS', () => {
  const preflight = (origin: string) => fetch(`${server.baseUrl}/graphql`, {
    method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });

  it('answers a preflight only for a registered origin', async () => {
    await makePartner(server, { name: 'Delta Apps', origins: ['https://delta.example'] });
    const allowed = await preflight('https://delta.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://delta.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets a key be used only from its own partner's origins", async () => {
    const delta = await makePartner(server, { name: 'Delta Two', origins: ['https://two.delta.example'] });
    const call = (origin: string) => fetch(`${server.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin, ...bearer(delta.key) }, body: JSON.stringify({ query: ME }),
    });
    const own = await call('https://two.delta.example');
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('https://two.delta.example');
    // Registered, but by another partner: this key may not be used from there.
    const foreign = await call('https://delta.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'ORIGIN_NOT_ALLOWED' } }] });
    // A cross-origin call without a key gets no CORS grant, so a browser will not show it the answer.
    const anonymous = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(anonymous.headers.get('access-control-allow-origin')).toBeNull();
  });
});
