// The email capture form: one field, its error, the submit button with its busy state, and the privacy notice.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { emailMessages as m } from '../email-messages';
import { TextField } from './TextField';

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
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errorRound > 0) input.current?.focus();
  }, [errorRound]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="container page page--narrow q-email">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="lead">{intl.formatMessage(m.text)}</p>
      <form className="q-form" onSubmit={submit} noValidate>
        <TextField
          ref={input}
          label={intl.formatMessage(m.label)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          error={invalid ? intl.formatMessage(m.invalid) : null}
        />
        <button type="submit" className="button button--primary button--large" aria-disabled={busy || undefined}>{intl.formatMessage(m.submit)}</button>
        <p className="q-status" role="status">{busy ? intl.formatMessage(m.sending) : ''}</p>
        {failure}
      </form>
      {notice}
    </div>
  );
}
