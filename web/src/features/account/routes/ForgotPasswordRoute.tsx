// Forgot password (/user/forgot-password/{code}-{examId}): the email, then the emailed code with the new password
// twice; the reset logs in and opens the personal centre. The answers never say whether the address has an account.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { EmailForm } from '../../../components/EmailForm';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { CODE_FIELDS, CodeForm, type CodeField } from '../components/CodeForm';
import { StepHeading } from '../components/StepHeading';
import { useProblemText } from '../components/use-problem-text';
import { fieldMessages } from '../messages';
import { forgotMessages as m } from '../password-messages';
import { AccountRequestPasswordResetDocument, AccountResetPasswordDocument } from '../password-api';
import { problemsFromErrors } from '../logic/problems';
import { codeChecks, emailChecks, newPasswordChecks } from '../logic/validation';
import { must } from './must';
import { noticeState } from './notices';
import { useRecordSignIn } from './use-account';
import { useCodeResend } from './use-code-resend';
import { useSubmission } from './use-submission';
import '../account.css';

const selectLocale = (s: AppState) => s.locale;

export function ForgotPasswordRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const navigate = useNavigate();
  const locale = useAppState(selectLocale);
  const problemText = useProblemText();
  const recordSignIn = useRecordSignIn();
  const [email, setEmail] = useState('');
  const [values, setValues] = useState<Record<CodeField, string>>({ code: '', password: '', confirmPassword: '' });
  const [step, setStep] = useState<'email' | 'reset' | 'again'>('email');
  const emailForm = useSubmission<'email'>();
  const resetForm = useSubmission<CodeField>();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t(m.title));
  // Back from the code step, focus starts again at the top of the email step.
  useEffect(() => {
    if (step === 'again') heading.current?.focus();
  }, [step]);

  const requestCode = async () => {
    const { data } = await client.mutate({ mutation: AccountRequestPasswordResetDocument, variables: { email: email.trim(), locale } });
    return must(data?.requestPasswordReset);
  };
  const resend = useCodeResend(requestCode);

  const sendEmail = async () => {
    const payload = await emailForm.submit(emailChecks({ email }), requestCode);
    if (!payload) return;
    if (payload.errors.length > 0) return emailForm.refuse(problemsFromErrors(payload.errors, ['email']));
    resend.reset();
    setStep('reset');
  };
  const sendReset = async () => {
    const checks = { ...codeChecks(values), ...newPasswordChecks(values.password, values.confirmPassword) };
    const payload = await resetForm.submit(checks, async () => {
      const input = { email: email.trim(), code: values.code.replace(/\s+/g, ''), password: values.password, confirmPassword: values.confirmPassword };
      const { data } = await client.mutate({ mutation: AccountResetPasswordDocument, variables: { input } });
      return must(data?.resetPassword);
    });
    if (!payload) return;
    if (!payload.user) return resetForm.refuse(problemsFromErrors(payload.errors, CODE_FIELDS));
    recordSignIn(payload.user);
    navigate(links.screen('userInfo'), { replace: true, state: noticeState('passwordReset') });
  };

  return (
    <div className="container page page--narrow acc-page">
      <h1 ref={heading} tabIndex={-1}>{t(m.title)}</h1>
      {step !== 'reset' ? (
        <>
          <p className="lead">{t(m.intro)}</p>
          <EmailForm
            text={{ label: t(fieldMessages.email), send: t(m.send), sending: t(fieldMessages.sending) }}
            email={email} error={problemText(emailForm.problems.email ?? emailForm.problems.form)} errorRound={emailForm.round}
            busy={emailForm.busy} failure={emailForm.failed && <LoadError onRetry={() => void sendEmail()} compact />}
            onEmail={(value) => {
              setEmail(value);
              emailForm.clear('email');
            }}
            onSubmit={() => void sendEmail()} />
        </>
      ) : (
        <section className="acc-step" aria-labelledby="forgot-code-title">
          <StepHeading id="forgot-code-title">{t(m.codeTitle)}</StepHeading>
          <p>{t(m.codeText, { email: email.trim() })}</p>
          <CodeForm values={values} withPassword problems={resetForm.problems} round={resetForm.round} busy={resetForm.busy}
            resendStatus={resend.status} text={{ submit: t(m.submit), resend: t(m.resend), back: t(m.changeEmail) }}
            failure={resetForm.failed && <LoadError onRetry={() => void sendReset()} compact />}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              resetForm.clear(field);
            }}
            onSubmit={() => void sendReset()}
            onResend={resend.resend}
            onBack={() => {
              setValues({ code: '', password: '', confirmPassword: '' });
              setStep('again');
            }} />
        </section>
      )}
      <p className="acc-links"><Link to={links.screen('userLogin')}>{t(m.backToLogin)}</Link></p>
    </div>
  );
}
