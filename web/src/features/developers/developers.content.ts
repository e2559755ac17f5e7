// The developers page's reference data: limits, error codes and example requests. The limits mirror the API's
// QUERY_LIMITS and partner defaults (tests/developers.test.ts fails when they drift apart).
export const LIMITS = {
  bodyBytes: 64 * 1024,
  tokens: 1000,
  depth: 10,
  aliases: 15,
  directives: 20,
  cost: 1500,
  requestsPerMinute: 120,
  pageSize: 100,
  webhookToleranceSeconds: 300,
} as const;

export interface ErrorRow {
  code: string;
  status: number;
  meaning: string;
}

export const ERRORS: readonly ErrorRow[] = [
  { code: 'PARTNER_KEY_REQUIRED', status: 401, meaning: 'A partner field or path was called without an API key.' },
  { code: 'INVALID_API_KEY', status: 401, meaning: 'The key is malformed, unknown or revoked.' },
  { code: 'INSUFFICIENT_SCOPE', status: 403, meaning: 'The key lacks the scope (reports, orders, stats) the field needs.' },
  { code: 'ORIGIN_NOT_ALLOWED', status: 403, meaning: 'A browser call came from an origin your organisation did not register.' },
  { code: 'NOT_FOUND', status: 404, meaning: 'No report or order with this id among your own sittings (the same answer for every other id).' },
  { code: 'RATE_LIMITED', status: 429, meaning: 'Over the per-key limit; wait the seconds of the Retry-After header.' },
  { code: 'TOO_MANY_TOKENS', status: 400, meaning: 'The query document is too long.' },
  { code: 'QUERY_TOO_DEEP', status: 400, meaning: 'Selections are nested too deep.' },
  { code: 'TOO_MANY_ALIASES', status: 400, meaning: 'Too many aliased fields in one operation.' },
  { code: 'TOO_MANY_DIRECTIVES', status: 400, meaning: 'Too many directives in one operation.' },
  { code: 'QUERY_TOO_COSTLY', status: 400, meaning: 'The operation asks for too much at once; split it or page through lists.' },
  { code: 'PAYLOAD_TOO_LARGE', status: 413, meaning: 'The request body is over the size limit.' },
];

export const CURL_EXAMPLE = `curl https://mindprint.example/graphql \\
  -H "Authorization: Bearer $MINDPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ partner { reports(limit: 20) { id status kind completedAt personality { fullCode } } } }"}'

# The same over REST, in the { result, data, msg } envelope
curl https://mindprint.example/api/partner/v1/reports?limit=20 \\
  -H "Authorization: Bearer $MINDPRINT_KEY"`;

export const JS_EXAMPLE = `const query = \`query PartnerReport($id: String!) {
  partner {
    report(id: $id, locale: "EN") {
      id status kind orderNumber
      personality { fullCode indicators { indicator score band { low high } } }
      document { title pdfUrl }
    }
  }
}\`;

const response = await fetch('https://mindprint.example/graphql', {
  method: 'POST',
  headers: { authorization: \`Bearer \${process.env.MINDPRINT_KEY}\`, 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables: { id: reportId } }),
});
if (response.status === 429) await wait(Number(response.headers.get('retry-after')) * 1000);
const { data, errors } = await response.json();
// errors[i].extensions.code is one of the codes below`;

export const START_EXAMPLE = `# Links: https://mindprint.example/?partner=YOURCODE
mutation Start {
  startTest(input: { examId: 1836, code: "BMBTI", locale: "EN", partnerCode: "YOURCODE" }) {
    attempt { token }
    errors { code message }
  }
}`;

export const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (verify before parsing it)
export function isFromMindprint(secret, header, rawBody, nowSeconds = Date.now() / 1000) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > ${LIMITS.webhookToleranceSeconds}) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

export const WEBHOOK_BODY_EXAMPLE = `POST /your/webhook
Content-Type: application/json
Mindprint-Signature: t=1764158400,v1=5f2b…

{"id":"0b6f…","type":"report.ready","createdAt":"2026-11-26T12:00:00.000Z",
 "data":{"reportId":"4c1e…","orderId":"9a7d…"}}`;
