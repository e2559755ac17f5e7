// React access to the light GraphQL client: a provider and useGraphQL(document, variables) with loading, error and retry.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { GraphQLRequestError } from './graphql-fetch';
import type { QueryCache } from './query-cache';

interface Api {
  cache: QueryCache;
  /** The SPEC section 7 headers, for clients other than the light one (Apollo on the later screens). */
  headers: () => Record<string, string>;
}

const ApiContext = createContext<Api | null>(null);

export function GraphQLProvider({ cache, headers, children }: Api & { children: ReactNode }) {
  const value = useMemo(() => ({ cache, headers }), [cache, headers]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useGraphQL needs a <GraphQLProvider> above it');
  return api;
}

export function useQueryCache(): QueryCache {
  return useApi().cache;
}

export function useApiHeaders(): () => Record<string, string> {
  return useApi().headers;
}

export interface GraphQLState<R> {
  data: R | undefined;
  error: GraphQLRequestError | undefined;
  loading: boolean;
  /** Forgets a failed or stale answer and asks again. */
  retry: () => void;
}

interface Settled<R> {
  key: string;
  data?: R;
  error?: GraphQLRequestError;
}

function asRequestError(error: unknown): GraphQLRequestError {
  return error instanceof GraphQLRequestError ? error : new GraphQLRequestError(String(error), 'UNKNOWN', 0);
}

/** Runs the query when the variables change (compared by value); `skip` holds it back until its inputs are known. */
export function useGraphQL<R, V>(document: TypedDocumentNode<R, V>, variables: V, { skip = false } = {}): GraphQLState<R> {
  const cache = useQueryCache();
  const key = cache.key(document, variables);
  const [settled, setSettled] = useState<Settled<R>>(() => ({ key, data: cache.peek<R>(key) }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (skip) return;
    const cached = cache.peek<R>(key);
    if (cached !== undefined) {
      setSettled({ key, data: cached });
      return;
    }
    let live = true;
    cache.load(document, variables).then(
      (data) => live && setSettled({ key, data }),
      (error: unknown) => live && setSettled({ key, error: asRequestError(error) }),
    );
    return () => {
      live = false;
    };
    // `key` stands for document and variables, which callers usually pass as new objects on every render.
  }, [cache, key, skip, attempt]);

  const retry = useCallback(() => {
    cache.evict(key);
    setSettled({ key });
    setAttempt((n) => n + 1);
  }, [cache, key]);

  const current = settled.key === key ? settled : { key, data: cache.peek<R>(key) };
  return { data: current.data, error: current.error, loading: !skip && current.data === undefined && !current.error, retry };
}
