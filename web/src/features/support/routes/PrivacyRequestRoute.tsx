// Download or delete my data without an account (/privacy/request/{code}-{examId}): asks the API to mail a one-time
// link to the address (POST /api/privacy/request). The answer is the same whether or not the address is known, and
// the API limits requests (429).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { isValidEmail } from '../../../lib/email';
import { useLinks } from '../../../lib/use-links';
import { PrivacyRequestForm, type PrivacyAction } from '../components/PrivacyRequestForm';
import { privacyRequestMessages as m } from '../privacy-messages';
import '../support.css';

const selectLocale = (s: AppState) => s.locale;
const selectEmail = (s: AppState) => s.email;

type Outcome = 'sent' | 'limited' | 'failed' | null;

export function PrivacyRequestRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const storedEmail = useAppState(selectEmail);
  useDocumentTitle(t(m.title));
  const [action, setAction] = useState<PrivacyAction>('export');
  const [email, setEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const address = email ?? storedEmail;

  const submit = async () => {
    setOutcome(null);
    if (!isValidEmail(address.trim())) return setEmailError(t(m.invalidEmail));
    setBusy(true);
    try {
      const response = await fetch('/api/privacy/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json', hl: locale },
        body: JSON.stringify({ email: address.trim(), action, hl: locale }),
      });
      if (response.status === 400) return setEmailError(t(m.invalidEmail));
      setOutcome(response.ok ? 'sent' : response.status === 429 ? 'limited' : 'failed');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container container--narrow page">
      <header className="page__header">
        <h1>{t(m.title)}</h1>
        <p className="lead">{t(m.intro)}</p>
      </header>
      <p>
        {t(m.signedIn)} <Link to={links.screen('userInfo', { query: { tab: 'info' } })}>{t(m.centreLink)}</Link>
      </p>
      <PrivacyRequestForm
        text={{ action: t(m.action), export: t(m.export), delete: t(m.delete), deleteNote: t(m.deleteNote), email: t(m.email), send: t(m.send), sending: t(m.sending) }}
        action={action} email={address} emailError={emailError} busy={busy}
        onAction={(next) => { setAction(next); setOutcome(null); }}
        onEmail={(next) => { setEmail(next); setEmailError(undefined); setOutcome(null); }}
        onSubmit={() => void submit()} />
      <div role="status" aria-live="polite">
        {outcome === 'sent' && <p className="sup-sent">{t(m.sent)}</p>}
      </div>
      {(outcome === 'limited' || outcome === 'failed') && <p className="sup-error" role="alert">{t(outcome === 'limited' ? m.limited : m.failed)}</p>}
      <p>
        {t(m.other)} <Link to={links.screen('support', { hash: 'support-form' })}>{t(m.otherLink)}</Link>
        {' · '}
        <Link to={links.screen('legal', { hash: 'privacy' })}>{t(m.policy)}</Link>
      </p>
    </div>
  );
}
