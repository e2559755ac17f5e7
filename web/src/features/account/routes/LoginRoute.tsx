// Login (/user/login/{code}-{examId}): with the email and password, or with a one-time link asked for by email. The
// link from the email comes back here as ?s=<token>. Afterwards ?next= (same site only) or the personal centre.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { focusOnMount } from '../../../lib/focus';
import { useLinks } from '../../../lib/use-links';
import { AccountSignInDocument } from '../api';
import { LOGIN_FIELDS, LoginForm, type LoginField } from '../components/LoginForm';
import { StepHeading } from '../components/StepHeading';
import { loginMessages as m } from '../login-messages';
import { nextFromSearch } from '../logic/next-path';
import { problemsFromErrors } from '../logic/problems';
import { loginChecks } from '../logic/validation';
import { LinkSignIn, linkTokenFromSearch } from './LinkSignIn';
import { must } from './must';
import { noticeState } from './notices';
import { SignInLinkRequest } from './SignInLinkRequest';
import { useAccount, useRecordSignIn } from './use-account';
import { useSubmission } from './use-submission';
import '../account.css';

export function LoginRoute() {
  const { search } = useLocation();
  const token = linkTokenFromSearch(search);
  return token ? <LinkSignIn token={token} /> : <PasswordLogin />;
}

function PasswordLogin() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const { search } = useLocation();
  const account = useAccount();
  const recordSignIn = useRecordSignIn();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  // 'back' is the password form again after the link form: focus returns to the button that left it.
  const [mode, setMode] = useState<'password' | 'link' | 'back'>('password');
  const [signedInNow, setSignedInNow] = useState(false);
  const form = useSubmission<LoginField>();
  useDocumentTitle(t(m.title));

  const next = nextFromSearch(search);
  if (account.kind === 'member') {
    return <Navigate replace to={next ?? links.screen('userInfo')} state={signedInNow ? noticeState('signedIn') : undefined} />;
  }
  if (account.kind === 'loading') return <div className="container page"><Loading /></div>;

  const send = async () => {
    const payload = await form.submit(loginChecks(values), async () => {
      const { data } = await client.mutate({ mutation: AccountSignInDocument, variables: { email: values.email.trim(), password: values.password } });
      return must(data?.signIn);
    });
    if (!payload) return;
    if (!payload.user) return form.refuse(problemsFromErrors(payload.errors, LOGIN_FIELDS));
    setSignedInNow(true);
    recordSignIn(payload.user);
  };
  // ?next= goes along to the register screen, so a new member also comes back to where they were.
  const keep = next ? { query: { next } } : {};

  return (
    <div className="container page page--narrow acc-page">
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.intro)}</p>
      {mode !== 'link' ? (
        <>
          <LoginForm values={values} problems={form.problems} round={form.round} busy={form.busy}
            failure={form.failed && <LoadError onRetry={() => void send()} compact />}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              form.clear(field);
            }}
            onSubmit={() => void send()} />
          <p className="acc-links">
            <Link to={links.screen('userForgotPassword')}>{t(m.forgot)}</Link>
          </p>
          <section className="acc-aside" aria-labelledby="login-link-option">
            <h2 id="login-link-option" className="acc-aside__title">{t(m.linkTitle)}</h2>
            <p>{t(m.orLink)}</p>
            <button type="button" className="button button--secondary" ref={mode === 'back' ? focusOnMount : undefined} onClick={() => setMode('link')}>{t(m.useLink)}</button>
          </section>
        </>
      ) : (
        <LinkMode email={values.email} onBack={() => setMode('back')} />
      )}
      <p className="acc-links">
        {t(m.newHere)} <Link to={links.screen('userRegister', keep)}>{t(m.register)}</Link>
      </p>
    </div>
  );
}

function LinkMode({ email, onBack }: { email: string; onBack: () => void }) {
  const intl = useIntl();
  return (
    <section className="acc-step" aria-labelledby="login-link-title">
      <StepHeading id="login-link-title">{intl.formatMessage(m.linkTitle)}</StepHeading>
      <p>{intl.formatMessage(m.linkIntro)}</p>
      <SignInLinkRequest initialEmail={email} />
      <p className="acc-links">
        <button type="button" className="link-button" onClick={onBack}>{intl.formatMessage(m.usePassword)}</button>
      </p>
    </section>
  );
}
