// The developer platform's published parts: the contract file as committed, Sandbox with cookies and example
// operations in development, and a developers page whose limits and error codes match what the API enforces.
import { readFileSync } from 'node:fs';
import { CONTRACT_FILE } from '../api/src/http/contract.js';
import { QUERY_LIMITS, QueryLimitCode } from '../api/src/http/query-limits.js';
import { MAX_PAGE, PartnerErrorCode } from '../api/src/modules/partner/partner.access.js';
import { Partner } from '../api/src/modules/partner/partner.entity.js';
import { TOLERANCE_SECONDS } from '../api/src/modules/webhook/signature.js';
import { ERRORS, LIMITS } from '../web/src/features/developers/developers.content.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

it('serves the committed contract as a download', async () => {
  const response = await fetch(`${server.baseUrl}/schema.graphql`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toBe(readFileSync(CONTRACT_FILE, 'utf8'));
  expect(text).toMatch(/^type Report \{/m);
  expect(text).toMatch(/^type User \{/m);
});

it('opens Sandbox with cookies included and example operations', async () => {
  const response = await fetch(`${server.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/"includeCookies":\s*true/);
  expect(html).toMatch(/query PartnerReports/);
  expect(html).toMatch(/query Me/);
});

it('states the limits the API enforces and every code it answers', () => {
  expect(LIMITS).toMatchObject({
    bodyBytes: QUERY_LIMITS.bodyBytes, tokens: QUERY_LIMITS.tokens, depth: QUERY_LIMITS.depth, aliases: QUERY_LIMITS.aliases,
    directives: QUERY_LIMITS.directives, cost: QUERY_LIMITS.cost, pageSize: MAX_PAGE, webhookToleranceSeconds: TOLERANCE_SECONDS,
    requestsPerMinute: new Partner().rateLimitPerMinute,
  });
  const documented = ERRORS.map((row) => row.code);
  for (const code of [...Object.values(QueryLimitCode), ...Object.values(PartnerErrorCode), 'INVALID_API_KEY', 'ORIGIN_NOT_ALLOWED', 'RATE_LIMITED']) {
    expect(documented).toContain(code);
  }
});
