// An email form (unsubscribe, retrieve report): one email field with its error (tied by aria-describedby) and the send button.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

export interface EmailFormText {
  label: string;
  send: string;
  sending: string;
}

interface Props {
  text: EmailFormText;
  email: string;
  error: string | null;
  /** Moves focus to the field each time an error is shown. */
  errorRound: number;
  busy: boolean;
  failure?: ReactNode;
  onEmail: (value: string) => void;
  onSubmit: () => void;
}

export function EmailForm({ text, email, error, errorRound, busy, failure, onEmail, onSubmit }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errorRound > 0) input.current?.focus();
  }, [errorRound]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <div className={`email-field${error ? ' email-field--invalid' : ''}`}>
        <label htmlFor={id} className="email-field__label">{text.label}</label>
        <input ref={input} id={id} className="email-field__input" type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false}
          value={email} onChange={(event) => onEmail(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error && <p id={`${id}-error`} className="email-error">{error}</p>}
      </div>
      <button type="submit" className="button button--primary button--large" aria-disabled={busy || undefined}>{text.send}</button>
      <p className="email-status" role="status">{busy ? text.sending : ''}</p>
      {failure}
    </form>
  );
}
