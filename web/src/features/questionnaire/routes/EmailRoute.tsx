// Email capture (/answer/email/{code}-{examId}?t=...): checks the address here, then leaves it with captureEmail
// (whose INVALID_EMAIL shows the same message), keeps it in the app state, sends the ads event Lead and opens the free
// result.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { trackAdEventOnce, type PixelWindow } from '../../../lib/ads';
import { useAppStore } from '../../../lib/app-state-context';
import { examSegment } from '../../../lib/paths';
import { sessionStore } from '../../../lib/storage';
import { CaptureSittingEmailDocument } from '../api';
import { EmailCapture } from '../components/EmailCapture';
import { emailMessages as m } from '../email-messages';
import { isValidEmail, normaliseEmail } from '../logic/validation';
import { useSitting } from '../sitting/use-sitting';
import { usePrivacyNotice } from './use-privacy-notice';
import '../questionnaire.css';

export function EmailRoute() {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const store = useAppStore();
  const { exam, token, to } = useSitting();
  const [email, setEmail] = useState(() => store.getState().email);
  const [invalid, setInvalid] = useState(false);
  const [errorRound, setErrorRound] = useState(0);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const notice = usePrivacyNotice(exam);
  useDocumentTitle(intl.formatMessage(m.title));

  if (!token) return <Navigate replace to={to('answerQuestion', null)} />;

  const refuse = () => {
    setInvalid(true);
    setErrorRound((n) => n + 1);
    setState('idle');
  };
  const submit = async () => {
    if (state === 'busy') return;
    if (!isValidEmail(email)) return refuse();
    setState('busy');
    try {
      const address = normaliseEmail(email);
      const { data } = await client.mutate({ mutation: CaptureSittingEmailDocument, variables: { token, email: address } });
      const code = data?.captureEmail.errors[0]?.code;
      if (code === 'INVALID_EMAIL') return refuse();
      if (!data || code) return setState('failed');
      store.setState((s) => ({ email: address, formInfo: { ...s.formInfo, email: address } }));
      // The ads event Lead: an address left for a sitting (once; only to pixels consent and region allowed).
      trackAdEventOnce('Lead', token, { value: 0, currency: 'USD', items: [{ id: examSegment(exam) }], email: address },
        { window: window as unknown as PixelWindow, kwaiPixelId: store.getState().tracking.pixel_id, store: sessionStore });
      navigate(to('reportResultFreeTest', token));
    } catch {
      setState('failed');
    }
  };

  return (
    <EmailCapture
      email={email}
      invalid={invalid}
      busy={state === 'busy'}
      errorRound={errorRound}
      notice={notice}
      failure={state === 'failed' && <LoadError onRetry={() => void submit()} />}
      onEmail={(value) => {
        setEmail(value);
        if (invalid && isValidEmail(value)) setInvalid(false);
      }}
      onSubmit={() => void submit()}
    />
  );
}
