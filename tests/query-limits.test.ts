// Query limits for every caller: each operation of the web client passes them with room to spare, and hostile shapes
// (50 levels deep, 1,000 aliases, a flood of aliases, a costly fan-out, an oversized body) are refused with a coded
// 400/413 before anything runs (no `data` in the reply).
import { getIntrospectionQuery, parse, print, specifiedRules, validate, type DocumentNode, type ValidationRule } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import * as generated from '../web/src/gql/graphql.js';
import { buildApiSchema } from '../api/src/http/graphql.js';
import { QUERY_LIMITS, queryLimits } from '../api/src/http/query-limits.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Every operation document the web client sends (the client preset generates one per operation). */
function webOperations(): Array<[string, DocumentNode]> {
  return Object.entries(generated)
    .filter((entry): entry is [string, DocumentNode] => {
      const value = entry[1] as { kind?: string; definitions?: Array<{ kind: string }> } | undefined;
      return value?.kind === 'Document' && Boolean(value.definitions?.some((d) => d.kind === 'OperationDefinition'));
    });
}

/** The value graphql-armor's rule measures for a document (depth, aliases or cost), with the limit out of the way. */
function measure(document: DocumentNode, rule: (options: Record<string, unknown>) => ValidationRule, limitKey: string, schema: Awaited<ReturnType<typeof buildApiSchema>>): number {
  let value = 0;
  validate(schema, document, [rule({ [limitKey]: Number.MAX_SAFE_INTEGER, flattenFragments: true, onAccept: [(_ctx: unknown, details: { n?: number; cost?: number }) => {
    value = Math.max(value, details.n ?? details.cost ?? 0);
  }] })]);
  return value;
}

describe('the web client', () => {
  it('has operations to check', () => {
    expect(webOperations().length).toBeGreaterThan(40);
  });

  it('passes every limit with each of its operations, using at most half of each', async () => {
    const schema = await buildApiSchema();
    const over: string[] = [];
    for (const [name, document] of webOperations()) {
      const source = print(document);
      // Parsing with half the token limit throws when an operation uses more.
      parse(source, { maxTokens: QUERY_LIMITS.tokens / 2 });
      const errors = validate(schema, parse(source, queryLimits.parseOptions), [...specifiedRules, ...queryLimits.validationRules]);
      if (errors.length > 0) over.push(`${name}: ${errors.map((error) => error.message).join('; ')}`);
      const depth = measure(document, maxDepthRule as never, 'n', schema);
      const aliases = measure(document, maxAliasesRule as never, 'n', schema);
      const cost = measure(document, costLimitRule as never, 'maxCost', schema);
      if (depth > QUERY_LIMITS.depth / 2 + 2 || aliases > QUERY_LIMITS.aliases / 2 || cost > QUERY_LIMITS.cost / 2) {
        over.push(`${name}: depth ${depth}, aliases ${aliases}, cost ${cost}`);
      }
      if (depth === 0 || cost === 0) over.push(`${name}: not measured`);
    }
    expect(over).toEqual([]);
  });
});

it("lets Sandbox's introspection query through", async () => {
  const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true, directiveIsRepeatable: true });
  const document = parse(query, queryLimits.parseOptions);
  expect(validate(await buildApiSchema(), document, [...specifiedRules, ...queryLimits.validationRules])).toEqual([]);
});

describe('a hostile query', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function refusal(query: string) {
    const reply = await server.graphql(query);
    expect(reply.data).toBeUndefined();
    return { status: reply.status, codes: (reply.errors ?? []).map((error) => error.extensions?.code) };
  }

  it('is refused 50 levels deep', async () => {
    const deep = `{ ${'me { '.repeat(50)}id${' }'.repeat(50)} }`;
    const { status, codes } = await refusal(deep);
    expect(status).toBe(400);
    expect(codes).toContain('QUERY_TOO_DEEP');
  });

  it('is refused with 1,000 aliases (too many tokens before it is even parsed) and with 20', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: personalityTypes { code title }`).join(' ')} }`;
    expect(await refusal(aliases(1000))).toEqual({ status: 400, codes: ['TOO_MANY_TOKENS'] });
    expect(await refusal(aliases(20))).toEqual({ status: 400, codes: ['TOO_MANY_ALIASES'] });
  });

  it('is refused when its cost is too high, within the depth, alias and token limits', async () => {
    // Nine full reports in one request: 9 aliases, 5 levels, about 830 tokens, a cost of about 2,200.
    const body = `document { dimensions { indicator name letter poleName score clarity clarityLabel interpretation borderline
      poles { letter name } range { low high } scale { score low high } } sections { id title blocks { kind text tone items ordered } }
      basics { heading keywords famousPeople population { label percent text } } }
      personality { indicators { indicator score letter band { low high } } personalityType { code title summary population { overall male female } } }`;
    const costly = `{ ${Array.from({ length: 9 }, (_, i) => `r${i}: report(token: "x") { ${body} }`).join(' ')} }`;
    expect(await refusal(costly)).toEqual({ status: 400, codes: ['QUERY_TOO_COSTLY'] });
  });

  it('is refused from its declared length when the body is too large, before it is read', async () => {
    const body = JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(QUERY_LIMITS.bodyBytes) } });
    const response = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('leaves ordinary queries alone', async () => {
    const reply = await server.graphql<{ personalityTypes: unknown[] }>('{ personalityTypes { code } }');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.personalityTypes).toHaveLength(16);
  });
});
