// The card part of the payment form: the test card number of the local provider (with the test numbers listed), or
// Stripe's own card element in a container this component only reserves.
import type { ReactNode, Ref } from 'react';
import { Field } from './Field';

interface LocalProps {
  title: string;
  notice: string;
  hints: readonly string[];
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

export function TestCardSection({ title, notice, hints, label, value, onChange, error, inputRef }: LocalProps) {
  return (
    <section className="co-card" aria-labelledby="co-card-title">
      <h2 id="co-card-title" className="co-card__title">{title}</h2>
      <div className="co-card__test" id="co-card-test">
        <p>{notice}</p>
        <ul>{hints.map((hint) => <li key={hint}>{hint}</li>)}</ul>
      </div>
      <Field ref={inputRef} label={label} name="cardnumber" inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={23}
        value={value} onChange={(event) => onChange(event.target.value)} error={error} />
    </section>
  );
}

interface StripeProps {
  title: string;
  note: string;
  containerRef: Ref<HTMLDivElement>;
  /** Loading status, or the load error with its retry button. */
  status: ReactNode;
  error?: string | null;
}

export function StripeCardSection({ title, note, containerRef, status, error }: StripeProps) {
  return (
    <section className="co-card" aria-labelledby="co-card-title">
      <h2 id="co-card-title" className="co-card__title">{title}</h2>
      <p className="co-field__help">{note}</p>
      <div ref={containerRef} className="co-card__element" />
      {status}
      {error && <p className="co-error" role="alert">{error}</p>}
    </section>
  );
}
