// The light GraphQL client: request shape, headers, printing once per document and typed errors.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { createGraphQLClient, GraphQLRequestError, printDocument } from './graphql-fetch';

const doc = parse('query Q($id: Int!) { helpArticle(id: $id) { id } }') as TypedDocumentNode<{ helpArticle: { id: number } }, { id: number }>;

function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

describe('createGraphQLClient', () => {
  it('posts the printed query, the variables and the API headers, and returns data', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createGraphQLClient({
      headers: () => ({ hl: 'FR', uid: 'u1' }),
      fetch: async (url, init) => {
        calls.push({ url, init });
        return reply(200, { data: { helpArticle: { id: 3 } } });
      },
    });
    await expect(client.request(doc, { id: 3 })).resolves.toEqual({ helpArticle: { id: 3 } });
    expect(calls[0]?.url).toBe('/graphql');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({ hl: 'FR', uid: 'u1', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ query: printDocument(doc), variables: { id: 3 } });
  });

  it('prints a document once and reuses the text', () => {
    expect(printDocument(doc)).toBe(printDocument(doc));
    expect(printDocument(doc)).toContain('helpArticle(id: $id)');
  });

  it('surfaces GraphQL errors with their extensions.code', async () => {
    const client = createGraphQLClient({
      headers: () => ({}),
      fetch: async () => reply(200, { data: null, errors: [{ message: 'No help article', extensions: { code: 'HELP_ARTICLE_NOT_FOUND' } }] }),
    });
    const error = await client.request(doc, { id: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: 'HELP_ARTICLE_NOT_FOUND', status: 200, message: 'No help article' });
  });

  it('maps transport failures to codes', async () => {
    const failing = (fetch: () => Promise<never> | Promise<ReturnType<typeof reply>>) => createGraphQLClient({ headers: () => ({}), fetch }).request(doc, { id: 1 });
    await expect(failing(async () => { throw new TypeError('Failed to fetch'); })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(failing(async () => { throw new DOMException('timed out', 'TimeoutError'); })).rejects.toMatchObject({ code: 'TIMEOUT' });
    await expect(failing(async () => reply(502, 'Bad gateway'))).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    await expect(failing(async () => reply(200, {}))).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
