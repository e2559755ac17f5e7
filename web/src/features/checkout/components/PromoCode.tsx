// The promo code field: the server checks the code; a valid one shows its discount and the new total.
import { useId, type Ref } from 'react';

interface Props {
  label: string;
  applyLabel: string;
  removeLabel: string;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  busy: boolean;
  busyText: string;
  error?: string | null;
  /** "Code X applied: ... New total ..." when a code is applied. */
  applied?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

export function PromoCode({ label, applyLabel, removeLabel, value, onChange, onApply, onRemove, busy, busyText, error, applied, inputRef }: Props) {
  const id = useId();
  return (
    <div className={`co-promo${error ? ' co-field--invalid' : ''}`}>
      <label htmlFor={id} className="co-field__label">{label}</label>
      <div className="co-promo__row">
        <input ref={inputRef} id={id} className="co-field__input co-promo__input" value={value} autoComplete="off" autoCapitalize="characters" spellCheck={false}
          maxLength={32} onChange={(event) => onChange(event.target.value)} onKeyDown={(event) => {
            // Enter applies the code instead of sending the whole offer form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onApply();
          }}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : applied ? `${id}-applied` : undefined} />
        <button type="button" className="button button--secondary" onClick={onApply} aria-disabled={busy || undefined}>{applyLabel}</button>
      </div>
      <div role="status" className="co-promo__status">
        {busy && <p>{busyText}</p>}
        {!busy && applied && (
          <p id={`${id}-applied`} className="co-promo__applied">
            {applied} <button type="button" className="link-button" onClick={onRemove}>{removeLabel}</button>
          </p>
        )}
      </div>
      {error && <p id={`${id}-error`} className="co-error" role="alert">{error}</p>}
    </div>
  );
}
