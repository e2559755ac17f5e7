// The data request form: export or deletion, and the address the link goes to; one error line per field.
import { type FormEvent } from 'react';
import { FormField } from '../../../components/FormField';

export type PrivacyAction = 'export' | 'delete';

export interface PrivacyRequestText {
  action: string;
  export: string;
  delete: string;
  deleteNote: string;
  email: string;
  send: string;
  sending: string;
}

interface Props {
  text: PrivacyRequestText;
  action: PrivacyAction;
  email: string;
  emailError?: string;
  busy: boolean;
  onAction: (action: PrivacyAction) => void;
  onEmail: (email: string) => void;
  onSubmit: () => void;
}

export function PrivacyRequestForm({ text, action, email, emailError, busy, onAction, onEmail, onSubmit }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="sup-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{text.action}</legend>
        <label><input type="radio" name="action" checked={action === 'export'} onChange={() => onAction('export')} /> {text.export}</label>
        <label><input type="radio" name="action" checked={action === 'delete'} onChange={() => onAction('delete')} /> {text.delete}</label>
      </fieldset>
      {action === 'delete' && <p className="sup-field__help">{text.deleteNote}</p>}
      <FormField block="sup" label={text.email} type="email" autoComplete="email" name="email" value={email} error={emailError}
        onChange={(event) => onEmail(event.target.value)} />
      <div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>{busy ? text.sending : text.send}</button>
      </div>
    </form>
  );
}
