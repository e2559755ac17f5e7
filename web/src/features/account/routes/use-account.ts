// The signed-in member for the account screens (Apollo's AccountMe, refreshed on each visit), kept in step with the
// header, and the ways to record a sign-in or a sign-out in the Apollo cache.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { setViewer } from '../../../lib/viewer';
import { AccountMeDocument, type AccountFieldsFragment } from '../api';

export type AccountState =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'member'; account: AccountFieldsFragment }
  | { kind: 'failed'; retry: () => void };

export function useAccount(): AccountState {
  const query = useQuery(AccountMeDocument, { fetchPolicy: 'cache-and-network' });
  const me = query.data?.me;
  useEffect(() => {
    if (query.data) setViewer(me ? { id: me.id, name: me.name ?? null } : null);
  }, [query.data, me]);
  if (query.data) return me ? { kind: 'member', account: me } : { kind: 'signedOut' };
  if (query.error) return { kind: 'failed', retry: () => void query.refetch() };
  return { kind: 'loading' };
}

/** Records who is signed in now (after a login, a code or a link): the header, the cache and no other member's data. */
export function useRecordSignIn(): (account: AccountFieldsFragment) => void {
  const client = useApolloClient();
  return useCallback(
    (account) => {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myReports' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'memberReport' });
      client.writeQuery({ query: AccountMeDocument, data: { me: account } });
      setViewer({ id: account.id, name: account.name ?? null });
    },
    [client],
  );
}

/** Forgets everything about the member after signing out. */
export function useRecordSignOut(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.clearStore();
    client.writeQuery({ query: AccountMeDocument, data: { me: null } });
    setViewer(null);
  }, [client]);
}
