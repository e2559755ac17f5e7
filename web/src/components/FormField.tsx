// A labelled input and a checkbox, each with optional help and its error tied by aria-describedby. `block` names the
// CSS block of the feature that shows them ('co' for checkout, 'acc' for account: co-field, co-field__label, ...).
import { useId, useLayoutEffect, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  block: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  labelHint?: string;
  /** Help shown under the field and read with it. */
  help?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function FormField({ block, label, labelHint, help, error, className, ref, autoFocus, ...input }: FormFieldProps) {
  const id = useId();
  // `autoFocus` as React means it (focus when the field appears or is asked to take it), for either renderer: see
  // web/src/lib/focus.ts. By id, since `ref` belongs to the caller.
  useLayoutEffect(() => {
    if (autoFocus) document.getElementById(id)?.focus();
  }, [autoFocus, id]);
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${block}-field${error ? ` ${block}-field--invalid` : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={`${block}-field__label`}>
        {label}
        {labelHint && <span className={`${block}-field__optional`}> {labelHint}</span>}
      </label>
      <input ref={ref} id={id} className={`${block}-field__input`} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {help && <div id={`${id}-help`} className={`${block}-field__help`}>{help}</div>}
      {error && <p id={`${id}-error`} className={`${block}-error`}>{error}</p>}
    </div>
  );
}

export interface CheckboxFieldProps {
  block: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  /** Ids of text the box is about (the subscription terms), read after the label. */
  describedBy?: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ block, label, checked, onChange, error, describedBy, name, ref }: CheckboxFieldProps) {
  const id = useId();
  const described = [describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${block}-check${error ? ` ${block}-check--invalid` : ''}`}>
      <input ref={ref} type="checkbox" id={id} name={name} className={`${block}-check__input`} checked={checked}
        onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      <label htmlFor={id} className={`${block}-check__label`}>{label}</label>
      {error && <p id={`${id}-error`} className={`${block}-error`}>{error}</p>}
    </div>
  );
}
