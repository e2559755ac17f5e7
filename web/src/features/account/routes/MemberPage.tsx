// The frame of the screens only members see: a signed-out visitor goes to login with ?next= back here; while the
// account loads a status shows, and a failed load offers a retry.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useLinks } from '../../../lib/use-links';
import type { AccountFieldsFragment } from '../api';
import { useAccount } from './use-account';

export function MemberPage({ children }: { children: (account: AccountFieldsFragment) => ReactNode }) {
  const state = useAccount();
  const links = useLinks();
  const { pathname, search } = useLocation();
  switch (state.kind) {
    case 'signedOut':
      return <Navigate replace to={links.screen('userLogin', { query: { next: `${pathname}${search}` } })} />;
    case 'failed':
      return <div className="container page"><LoadError onRetry={state.retry} /></div>;
    case 'loading':
      return <div className="container page"><Loading /></div>;
    case 'member':
      return <>{children(state.account)}</>;
  }
}
