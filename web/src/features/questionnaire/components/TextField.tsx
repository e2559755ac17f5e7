// A labelled text input with its error: aria-invalid and aria-describedby point at the message.
import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className, ref, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`q-field${error ? ' q-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="q-field__label">
        {label}
        {hint && <span className="q-field__hint"> {hint}</span>}
      </label>
      <input ref={ref} id={id} className="q-field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && <p id={errorId} className="q-field-error">{error}</p>}
    </div>
  );
}
