// Remembers light-client results per document and variables: repeated reads share one request and one answer.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { printDocument, type GraphQLClient } from './graphql-fetch';

type Entry = { promise: Promise<unknown>; data?: unknown; done: boolean };

export interface QueryCache {
  key<R, V>(document: TypedDocumentNode<R, V>, variables: V): string;
  /** The answer already received for this key, if any. */
  peek<R>(key: string): R | undefined;
  /** The answer for this key: the cached one, the request in flight, or a new request. Failures are not kept. */
  load<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R>;
  evict(key: string): void;
  /** Stores an answer known in advance (a prerendered page's data), so the first render already has it. */
  prime(key: string, data: unknown): void;
}

export function createQueryCache(client: GraphQLClient): QueryCache {
  const entries = new Map<string, Entry>();
  const cache: QueryCache = {
    key: (document, variables) => `${printDocument(document)}|${JSON.stringify(variables ?? {})}`,
    peek<R>(key: string) {
      const entry = entries.get(key);
      return entry?.done ? (entry.data as R) : undefined;
    },
    load<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
      const key = cache.key(document, variables);
      const existing = entries.get(key);
      if (existing) return existing.promise as Promise<R>;
      const entry: Entry = { done: false, promise: Promise.resolve() };
      entry.promise = client.request(document, variables).then(
        (data) => {
          entry.data = data;
          entry.done = true;
          return data;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.promise as Promise<R>;
    },
    evict: (key) => void entries.delete(key),
    prime: (key, data) => void entries.set(key, { promise: Promise.resolve(data), data, done: true }),
  };
  return cache;
}
