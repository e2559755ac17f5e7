// The light query cache: one request per key, answers kept, failures forgotten.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { GraphQLClient } from './graphql-fetch';
import { createQueryCache } from './query-cache';

const doc = parse('query Q($n: Int!) { n(n: $n) }') as TypedDocumentNode<{ n: number }, { n: number }>;

function countingClient(fail = false) {
  let calls = 0;
  const client: GraphQLClient = {
    request: async <R, V>(_d: TypedDocumentNode<R, V>, variables: V) => {
      calls += 1;
      if (fail) throw new Error('down');
      return { n: (variables as { n: number }).n } as R;
    },
  };
  return { client, calls: () => calls };
}

describe('createQueryCache', () => {
  it('shares one request between readers and keeps the answer', async () => {
    const { client, calls } = countingClient();
    const cache = createQueryCache(client);
    const [a, b] = await Promise.all([cache.load(doc, { n: 1 }), cache.load(doc, { n: 1 })]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(cache.peek(cache.key(doc, { n: 1 }))).toEqual({ n: 1 });
    expect(cache.peek(cache.key(doc, { n: 2 }))).toBeUndefined();
    expect(calls()).toBe(1);
  });

  it('forgets failures and evicted answers, so the next load asks again', async () => {
    const failing = countingClient(true);
    const cache = createQueryCache(failing.client);
    await expect(cache.load(doc, { n: 1 })).rejects.toThrow('down');
    await expect(cache.load(doc, { n: 1 })).rejects.toThrow('down');
    expect(failing.calls()).toBe(2);

    const ok = countingClient();
    const fresh = createQueryCache(ok.client);
    await fresh.load(doc, { n: 3 });
    fresh.evict(fresh.key(doc, { n: 3 }));
    await fresh.load(doc, { n: 3 });
    expect(ok.calls()).toBe(2);
  });
});
