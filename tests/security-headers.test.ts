// Security headers on every kind of response (web page, asset, GraphQL, REST, 404, health, webhook refusal), HSTS
// and the __Host- cookie in production only, schema suggestions hidden in production, and no token in any log line.
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/test-server.js';

let webDist: string;
let development: TestServer;
let production: TestServer;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mindprint-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Mindprint</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'index-AbCdEf12.js'), 'console.log("app")');
  [development, production] = await Promise.all([
    startTestServer({ env: { WEB_DIST: webDist } }),
    startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://mindprint.test', WEB_DIST: webDist } }),
  ]);
});

afterAll(async () => {
  await Promise.all([development.close(), production.close()]);
  await rm(webDist, { recursive: true, force: true });
});

const REQUESTS: Array<[string, string, RequestInit]> = [
  ['a web page', '/', { headers: { accept: 'text/html' } }],
  ['a hashed asset', '/assets/index-AbCdEf12.js', {}],
  ['GraphQL', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }],
  ['a REST call', '/api/app/language/list/1836', {}],
  ['a REST refusal', '/api/unsubscribe/check/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
  ['an unknown API path', '/api/nothing-here', {}],
  ['health', '/healthz', {}],
  ['a refused webhook', '/webhooks/stripe', { method: 'POST', body: '{}' }],
];

it.each(REQUESTS)('sets the security headers on %s', async (_kind, requestPath, init) => {
  for (const server of [development, production]) {
    const response = await fetch(`${server.baseUrl}${requestPath}`, init);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com /);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBe(server === production ? 'max-age=31536000; includeSubDomains' : null);
  }
});

it('hides schema suggestions in production', async () => {
  const typo = '{ exm(id: 1) { id } }';
  const prod = await production.graphql(typo);
  expect(prod.errors?.[0]?.message).toBeDefined();
  expect(prod.errors?.[0]?.message).not.toMatch(/Did you mean/);
});

it('writes no token into any log line, the access log included', async () => {
  const token = 'Zq8vX1sT4mN7pL0kJ3hG6fD9sA2wE5rT8yU1iO4pQ7c';
  await fetch(`${development.baseUrl}/api/report/pdf/${token}`);
  await fetch(`${development.baseUrl}/report/view/BMBTI-1836/${token}?s=${token}`, { headers: { accept: 'text/html' } });
  await fetch(`${development.baseUrl}/api/exam/order/info/${token}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const lines = development.logs.map((line) => JSON.stringify(line));
  expect(lines.some((line) => line.includes('/api/report/pdf/[token]'))).toBe(true);
  expect(lines.filter((line) => line.includes(token))).toEqual([]);
});
