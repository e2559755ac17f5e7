// Opening a sign-in link from an email (/user/login/{code}-{examId}?s=<token>): the token is spent once, then the
// personal centre (or ?next=) opens; a used or expired link says so and offers a new one or the password form.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import { AccountSignInWithLinkDocument } from '../api';
import { loginMessages as m } from '../login-messages';
import { nextFromSearch } from '../logic/next-path';
import { problemMessages } from '../problem-messages';
import { noticeState } from './notices';
import { SignInLinkRequest } from './SignInLinkRequest';
import { useRecordSignIn } from './use-account';
import '../account.css';

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The link token of ?s=, or null when absent; a malformed one is still tried, so the page explains it. */
export function linkTokenFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('s');
  return raw === null ? null : raw.trim();
}

export function LinkSignIn({ token }: { token: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const { search } = useLocation();
  const recordSignIn = useRecordSignIn();
  const [state, setState] = useState<'busy' | 'done' | 'invalid' | 'failed'>('busy');
  const spent = useRef<string | null>(null);
  useDocumentTitle(t(state === 'invalid' ? m.linkFailedTitle : m.title));

  const spend = useCallback(async () => {
    if (!TOKEN.test(token)) return setState('invalid');
    setState('busy');
    try {
      const { data } = await client.mutate({ mutation: AccountSignInWithLinkDocument, variables: { token } });
      const account = data?.signInWithLink.user;
      if (!data) return setState('failed');
      if (!account) return setState('invalid');
      recordSignIn(account);
      setState('done');
    } catch {
      setState('failed');
    }
  }, [client, recordSignIn, token]);

  // A link works once: spend it once per token, even when effects run twice.
  useEffect(() => {
    if (spent.current === token) return;
    spent.current = token;
    void spend();
  }, [spend, token]);

  if (state === 'done') {
    return <Navigate replace to={nextFromSearch(search) ?? links.screen('userInfo')} state={noticeState('signedIn')} />;
  }
  if (state === 'busy') {
    return (
      <div className="container page page--narrow acc-page">
        <h1>{t(m.title)}</h1>
        <Loading label={t(m.opening)} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className="container page page--narrow acc-page">
        <h1>{t(m.title)}</h1>
        <LoadError onRetry={() => void spend()} />
      </div>
    );
  }
  return (
    <div className="container page page--narrow acc-page">
      <h1>{t(m.linkFailedTitle)}</h1>
      <p className="lead" role="alert">{t(problemMessages.LINK_INVALID)}</p>
      <p>{t(m.linkFailedText)}</p>
      <SignInLinkRequest />
      <p className="acc-links">
        <Link to={links.screen('userLogin')}>{t(m.usePassword)}</Link>
      </p>
    </div>
  );
}
