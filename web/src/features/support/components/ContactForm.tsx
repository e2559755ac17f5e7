// The contact form: a question or a refund request, topic, address, order number and message; errors per field.
import { useId, type FormEvent } from 'react';
import { FormField } from '../../../components/FormField';

export type ContactKind = 'QUESTION' | 'REFUND';
export const CONTACT_TOPICS = ['ORDER', 'SUBSCRIPTION', 'REPORT', 'ACCOUNT', 'PRIVACY', 'OTHER'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactValues {
  kind: ContactKind;
  topic: ContactTopic;
  email: string;
  orderNumber: string;
  message: string;
}

export interface ContactText {
  kind: string;
  kindQuestion: string;
  kindRefund: string;
  topic: string;
  topics: Record<ContactTopic, string>;
  email: string;
  order: string;
  orderHelp: string;
  optional: string;
  message: string;
  send: string;
  sending: string;
}

interface Props {
  text: ContactText;
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  busy: boolean;
  onChange: (values: ContactValues) => void;
  onSubmit: () => void;
}

export function ContactForm({ text, values, errors, busy, onChange, onSubmit }: Props) {
  const id = useId();
  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const refund = values.kind === 'REFUND';
  return (
    <form className="sup-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{text.kind}</legend>
        <label><input type="radio" name="kind" checked={!refund} onChange={() => set('kind', 'QUESTION')} /> {text.kindQuestion}</label>
        <label><input type="radio" name="kind" checked={refund} onChange={() => set('kind', 'REFUND')} /> {text.kindRefund}</label>
      </fieldset>
      {!refund && (
        <div className="sup-field">
          <label htmlFor={`${id}-topic`} className="sup-field__label">{text.topic}</label>
          <select id={`${id}-topic`} value={values.topic} onChange={(event) => set('topic', event.target.value as ContactTopic)}>
            {CONTACT_TOPICS.map((topic) => <option key={topic} value={topic}>{text.topics[topic]}</option>)}
          </select>
        </div>
      )}
      <FormField block="sup" label={text.email} type="email" autoComplete="email" name="email" value={values.email} error={errors.email}
        onChange={(event) => set('email', event.target.value)} />
      <FormField block="sup" label={text.order} labelHint={refund ? undefined : text.optional} name="orderNumber" value={values.orderNumber}
        help={text.orderHelp} error={errors.orderNumber} autoComplete="off" spellCheck={false}
        onChange={(event) => set('orderNumber', event.target.value)} />
      <div className={`sup-field${errors.message ? ' sup-field--invalid' : ''}`}>
        <label htmlFor={`${id}-message`} className="sup-field__label">{text.message}</label>
        <textarea id={`${id}-message`} name="message" value={values.message} maxLength={4000} aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined} onChange={(event) => set('message', event.target.value)} />
        {errors.message && <p id={`${id}-message-error`} className="sup-error">{errors.message}</p>}
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>{busy ? text.sending : text.send}</button>
      </div>
    </form>
  );
}
