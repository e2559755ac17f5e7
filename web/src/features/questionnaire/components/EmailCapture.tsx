// The email capture screen: the shared email form (field, error, busy state) and the privacy notice.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmailForm } from '../../../components/EmailForm';
import { emailMessages as m } from '../email-messages';

interface Props {
  email: string;
  invalid: boolean;
  busy: boolean;
  /** Raises focus on the field when the error appears. */
  errorRound: number;
  notice: ReactNode;
  failure?: ReactNode;
  onEmail: (email: string) => void;
  onSubmit: () => void;
}

export function EmailCapture({ email, invalid, busy, errorRound, notice, failure, onEmail, onSubmit }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="container page page--narrow q-email">
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.text)}</p>
      <EmailForm text={{ label: t(m.label), send: t(m.submit), sending: t(m.sending) }} email={email}
        error={invalid ? t(m.invalid) : null} errorRound={errorRound} busy={busy} failure={failure} onEmail={onEmail} onSubmit={onSubmit} />
      {notice}
    </div>
  );
}
