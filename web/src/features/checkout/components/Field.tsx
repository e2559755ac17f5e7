// A labelled input and a checkbox, each with its error tied by aria-describedby (and any extra description ids).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  /** Help shown under the field and read with it. */
  help?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, error, help, className, ref, ...input }: FieldProps) {
  const id = useId();
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`co-field${error ? ' co-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="co-field__label">{label}</label>
      <input ref={ref} id={id} className="co-field__input" aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {help && <div id={`${id}-help`} className="co-field__help">{help}</div>}
      {error && <p id={`${id}-error`} className="co-error">{error}</p>}
    </div>
  );
}

interface CheckProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  /** Ids of text the box is about (the subscription terms), read after the label. */
  describedBy?: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, checked, onChange, error, describedBy, name, ref }: CheckProps) {
  const id = useId();
  const described = [describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`co-check${error ? ' co-check--invalid' : ''}`}>
      <input ref={ref} type="checkbox" id={id} name={name} className="co-check__input" checked={checked}
        onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      <label htmlFor={id} className="co-check__label">{label}</label>
      {error && <p id={`${id}-error`} className="co-error">{error}</p>}
    </div>
  );
}
