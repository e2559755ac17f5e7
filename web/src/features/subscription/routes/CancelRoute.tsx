// The unsubscribe page (/cancel/subscription/{code}-{examId}): the email form mails a one-time cancel link to the
// address and says the same whether or not the address has a plan (nobody learns who subscribes); opened from that
// link (?s=<token>) or from a trial reminder, one button cancels.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState, useAppStore } from '../../../lib/app-state-context';
import { EXAM_PARAM } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import { SubscriptionRequestCancelLinkDocument } from '../api';
import { EmailForm } from '../../../components/EmailForm';
import { emailProblem } from '../../../lib/email';
import { cancelMessages as m } from '../messages';
import { CancelByLink } from './CancelByLink';
import '../subscription.css';

type Problem = 'empty' | 'invalid' | 'tooMany';
const selectLocale = (s: AppState) => s.locale;

export function CancelRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const store = useAppStore();
  const locale = useAppState(selectLocale);
  const exam = useParams()[EXAM_PARAM];
  const [email, setEmail] = useState(() => store.getState().email);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'sent'>('idle');
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
      const { data } = await client.mutate({ mutation: SubscriptionRequestCancelLinkDocument, variables: { email: email.trim(), exam, locale } });
      const code = data?.requestCancelLink.errors[0]?.code;
      if (code === 'INVALID_EMAIL') return refuse('invalid');
      if (code === 'RATE_LIMITED') return refuse('tooMany');
      if (!data?.requestCancelLink.sent) return setState('failed');
      setState('sent');
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
          if (state === 'sent') setState('idle');
        }}
        onSubmit={() => void submit()} />
      <p className="sub-sent" role="status">{state === 'sent' ? t(m.sent) : ''}</p>
      <p className="sub-help"><Link to={links.screen('support')}>{t(m.support)}</Link></p>
    </div>
  );
}
