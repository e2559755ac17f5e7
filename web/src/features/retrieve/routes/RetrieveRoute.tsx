// Retrieve report by email (/report/retrieve/{code}-{examId}, also /retrieve): one email field; the answer is one of
// the three outcomes of SPEC section 8, never a list of reports.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmailForm } from '../../../components/EmailForm';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useAppState } from '../../../lib/app-state-context';
import { emailProblem } from '../../../lib/email';
import { useLinks } from '../../../lib/use-links';
import { RetrieveReportsDocument } from '../api';
import { retrieveCountMessages, retrieveMessages as m } from '../messages';
import '../retrieve.css';

type Outcome = { kind: 'sent' | 'failed' | 'noReport' } | { kind: 'error'; text: string };

export function RetrieveRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const locale = useAppState((state) => state.locale);
  const saved = useAppState((state) => state.email);
  const [email, setEmail] = useState(saved);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  useDocumentTitle(t(m.tabTitle));

  const refuse = (text: string) => {
    setOutcome({ kind: 'error', text });
    setRound((n) => n + 1);
    setState('idle');
  };
  const submit = async () => {
    if (state === 'busy') return;
    const local = emailProblem(email);
    if (local) return refuse(t(local === 'empty' ? m.empty : m.invalid));
    setState('busy');
    setOutcome(null);
    try {
      const { data } = await client.mutate({ mutation: RetrieveReportsDocument, variables: { email: email.trim(), locale } });
      const reply = data?.retrieveReports;
      if (!reply) return setState('failed');
      const error = reply.errors[0];
      if (error?.code === 'RATE_LIMITED') return refuse(t(retrieveCountMessages.rateLimited, { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) }));
      if (error) return refuse(t(error.code === 'EMPTY_EMAIL' ? m.empty : m.invalid));
      setState('idle');
      setOutcome({ kind: reply.status === 'SENT' ? 'sent' : reply.status === 'NO_REPORT' ? 'noReport' : 'failed' });
    } catch {
      setState('failed');
    }
  };

  const fieldError = outcome?.kind === 'error' ? outcome.text : null;
  return (
    <div className="container page page--narrow retrieve-page">
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.text)}</p>
      <EmailForm text={{ label: t(m.label), send: t(m.send), sending: t(m.sending) }} email={email} error={fieldError}
        errorRound={round} busy={state === 'busy'} failure={state === 'failed' && <LoadError onRetry={() => void submit()} />}
        onEmail={(value) => {
          setEmail(value);
          if (outcome) setOutcome(null);
        }}
        onSubmit={() => void submit()} />
      <div role="status" aria-live="polite">
        {outcome?.kind === 'sent' && (
          <div className="retrieve-outcome retrieve-outcome--sent">
            <p><strong>{t(m.sent)}</strong></p>
            <p>{t(m.sentHint)}</p>
          </div>
        )}
        {outcome?.kind === 'noReport' && <p className="retrieve-outcome">{t(m.noReport)}</p>}
        {outcome?.kind === 'failed' && <p className="retrieve-outcome retrieve-outcome--failed">{t(m.failed)}</p>}
      </div>
      <p className="retrieve-help"><Link to={links.screen('support')}>{t(m.support)}</Link></p>
    </div>
  );
}
