// The unsubscribe page (/cancel/subscription/{code}-{examId}): cancels every running subscription of an email in one
// step, then opens the success page; an unknown address gets 'E-mail not found, please re-enter'.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useAppStore } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { SubscriptionCancelDocument } from '../api';
import { EmailForm } from '../../../components/EmailForm';
import { emailProblem } from '../../../lib/email';
import { cancelMessages as m } from '../messages';
import { CancelByLink } from './CancelByLink';
import '../subscription.css';

type Problem = 'empty' | 'invalid' | 'notFound';

export function CancelRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const navigate = useNavigate();
  const links = useLinks();
  const store = useAppStore();
  const [email, setEmail] = useState(() => store.getState().email);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const linkToken = new URLSearchParams(useLocation().search).get('s');
  const [linkInvalid, setLinkInvalid] = useState(false);
  useDocumentTitle(t(m.tabTitle));

  const refuse = (next: Problem) => {
    setProblem(next);
    setRound((n) => n + 1);
    setState('idle');
  };
  const submit = async () => {
    if (state === 'busy') return;
    const local = emailProblem(email);
    if (local) return refuse(local === 'format' ? 'invalid' : local);
    setState('busy');
    try {
      const { data } = await client.mutate({ mutation: SubscriptionCancelDocument, variables: { email: email.trim() } });
      const code = data?.cancelSubscription.errors[0]?.code;
      if (code === 'EMAIL_NOT_FOUND') return refuse('notFound');
      if (code === 'INVALID_EMAIL') return refuse('invalid');
      if (!data) return setState('failed');
      navigate(links.screen('cancelSuccess'));
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="container page page--narrow sub-page">
      <h1>{t(m.title)}</h1>
      {linkToken && !linkInvalid && <CancelByLink token={linkToken} onInvalid={() => setLinkInvalid(true)} />}
      {linkInvalid && <p className="email-error" role="alert">{t(m.linkInvalid)}</p>}
      <p className="lead">{t(m.text)}</p>
      <EmailForm text={{ label: t(m.label), send: t(m.send), sending: t(m.sending) }} email={email} error={problem ? t(m[problem]) : null}
        errorRound={round} busy={state === 'busy'} failure={state === 'failed' && <LoadError onRetry={() => void submit()} />}
        onEmail={(value) => {
          setEmail(value);
          if (problem) setProblem(null);
        }}
        onSubmit={() => void submit()} />
      <p className="sub-help"><Link to={links.screen('support')}>{t(m.support)}</Link></p>
    </div>
  );
}
