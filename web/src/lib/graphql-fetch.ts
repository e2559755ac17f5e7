// A tiny typed GraphQL client for the light pages (no Apollo): POST /graphql with a codegen document and the API headers.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql/language/printer';

/** SPEC section 7: every call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Codes for failures that carry no extensions.code of their own. */
export type TransportErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'HTTP_ERROR' | 'BAD_RESPONSE';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

/** A failed call; `code` is the first error's extensions.code (e.g. HELP_ARTICLE_NOT_FOUND) or a transport code. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly errors: readonly GraphQLErrorShape[] = [],
  ) {
    super(message);
  }
}

type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export interface GraphQLClientOptions {
  url?: string;
  /** Read on every call: the headers follow the current locale and tracking. */
  headers: () => Record<string, string>;
  fetch?: FetchLike;
  timeoutMs?: number;
}

export interface GraphQLClient {
  request<R, V>(document: TypedDocumentNode<R, V>, variables: V, signal?: AbortSignal): Promise<R>;
}

const printed = new WeakMap<DocumentNode, string>();

/** The query text of a document, printed once per document. */
export function printDocument(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

function withTimeout(ms: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, signal]) : timeout;
}

async function readBody(response: Pick<Response, 'json'>): Promise<{ data?: unknown; errors?: GraphQLErrorShape[] } | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as { data?: unknown; errors?: GraphQLErrorShape[] }) : null;
  } catch {
    return null;
  }
}

export function createGraphQLClient({ url = '/graphql', headers, fetch = globalThis.fetch, timeoutMs = REQUEST_TIMEOUT_MS }: GraphQLClientOptions): GraphQLClient {
  return {
    async request<R, V>(document: TypedDocumentNode<R, V>, variables: V, signal?: AbortSignal): Promise<R> {
      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...headers() },
          body: JSON.stringify({ query: printDocument(document), variables }),
          signal: withTimeout(timeoutMs, signal),
        });
      } catch (error) {
        const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
        throw new GraphQLRequestError(timedOut ? 'The request timed out' : 'The network request failed', timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', 0);
      }
      const body = await readBody(response);
      const first = body?.errors?.[0];
      if (first) throw new GraphQLRequestError(first.message, first.extensions?.code ?? 'GRAPHQL_ERROR', response.status, body.errors);
      if (!response.ok) throw new GraphQLRequestError(`HTTP ${response.status}`, 'HTTP_ERROR', response.status);
      if (!body || body.data == null) throw new GraphQLRequestError('The response had no data', 'BAD_RESPONSE', response.status);
      return body.data as R;
    },
  };
}
