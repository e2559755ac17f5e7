// Register (/user/register/{code}-{examId}): name, email, password twice and the privacy agreement; then, on the same
// page, the code the API emailed, which makes the account and logs in. A member is sent on to the personal centre.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { AccountConfirmSignUpDocument, AccountSignUpDocument } from '../api';
import { CodeForm, type CodeField } from '../components/CodeForm';
import { REGISTER_FIELDS, RegisterForm } from '../components/RegisterForm';
import { StepHeading } from '../components/StepHeading';
import { nextFromSearch } from '../logic/next-path';
import { problemsFromErrors } from '../logic/problems';
import { codeChecks, signUpChecks, type SignUpValues } from '../logic/validation';
import { registerMessages as m } from '../register-messages';
import { must } from './must';
import { noticeState } from './notices';
import { useAccount, useRecordSignIn } from './use-account';
import { useCodeResend } from './use-code-resend';
import { useSubmission } from './use-submission';
import '../account.css';

const selectLocale = (s: AppState) => s.locale;
const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '', agreePrivacy: false };

export function RegisterRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const { search } = useLocation();
  const locale = useAppState(selectLocale);
  const account = useAccount();
  const recordSignIn = useRecordSignIn();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [code, setCode] = useState('');
  // 'again' is the form after the code step, to change the address.
  const [step, setStep] = useState<'form' | 'code' | 'again'>('form');
  const [registered, setRegistered] = useState(false);
  const form = useSubmission<keyof SignUpValues>();
  const codeForm = useSubmission<CodeField>();
  useDocumentTitle(t(m.title));

  const signUp = async () => {
    const { data } = await client.mutate({
      mutation: AccountSignUpDocument,
      variables: { input: { ...values, name: values.name.trim(), email: values.email.trim() }, locale },
    });
    return must(data?.signUp);
  };
  const resend = useCodeResend(signUp);
  const next = nextFromSearch(search);

  if (account.kind === 'member') {
    return <Navigate replace to={next ?? links.screen('userInfo')} state={registered ? noticeState('registered') : undefined} />;
  }
  if (account.kind === 'loading') return <div className="container page"><Loading /></div>;

  const sendForm = async () => {
    const payload = await form.submit(signUpChecks(values), signUp);
    if (!payload) return;
    if (payload.errors.length > 0) return form.refuse(problemsFromErrors(payload.errors, REGISTER_FIELDS));
    resend.reset();
    setStep('code');
  };
  const sendCode = async () => {
    const payload = await codeForm.submit(codeChecks({ code }), async () => {
      const { data } = await client.mutate({
        mutation: AccountConfirmSignUpDocument,
        variables: { email: values.email.trim(), code: code.replace(/\s+/g, ''), locale },
      });
      return must(data?.confirmSignUp);
    });
    if (!payload) return;
    if (!payload.user) return codeForm.refuse(problemsFromErrors(payload.errors, ['code']));
    setRegistered(true);
    recordSignIn(payload.user);
  };

  return (
    <div className="container page page--narrow acc-page">
      <h1>{t(m.title)}</h1>
      {step !== 'code' ? (
        <>
          <p className="lead">{t(m.intro)}</p>
          <RegisterForm values={values} problems={form.problems} round={form.round} busy={form.busy}
            privacyHref={links.screen('legal', { hash: 'privacy' })} focusEmail={step === 'again'}
            failure={form.failed && <LoadError onRetry={() => void sendForm()} compact />}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              form.clear(field);
            }}
            onSubmit={() => void sendForm()} />
          <p className="acc-links">
            {t(m.haveAccount)} <Link to={links.screen('userLogin', next ? { query: { next } } : {})}>{t(m.login)}</Link>
          </p>
        </>
      ) : (
        <section className="acc-step" aria-labelledby="register-code-title">
          <StepHeading id="register-code-title">{t(m.codeTitle)}</StepHeading>
          <p>{t(m.codeText, { email: values.email.trim() })}</p>
          <CodeForm values={{ code, password: '', confirmPassword: '' }} withPassword={false} problems={codeForm.problems}
            round={codeForm.round} busy={codeForm.busy} resendStatus={resend.status}
            text={{ submit: t(m.confirm), resend: t(m.resend), back: t(m.changeEmail) }}
            failure={codeForm.failed && <LoadError onRetry={() => void sendCode()} compact />}
            onChange={(_field, value) => {
              setCode(value);
              codeForm.clear('code');
            }}
            onSubmit={() => void sendCode()}
            onResend={resend.resend}
            onBack={() => {
              setCode('');
              setStep('again');
            }} />
        </section>
      )}
    </div>
  );
}
