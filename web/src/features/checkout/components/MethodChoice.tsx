// The payment method radios (card, PayPal) as the API offers them for the order's country.
import type { Ref } from 'react';

export interface MethodOption {
  code: string;
  title: string;
}

interface Props {
  legend: string;
  options: readonly MethodOption[];
  selected: string | null;
  onSelect: (code: string) => void;
  error?: string | null;
  firstRef?: Ref<HTMLInputElement>;
}

export function MethodChoice({ legend, options, selected, onSelect, error, firstRef }: Props) {
  return (
    <fieldset className="co-methods" aria-describedby={error ? 'co-method-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className="co-plans__legend">{legend}</legend>
      <div className="co-methods__row">
        {options.map((option, index) => (
          <div key={option.code} className={`co-method${selected === option.code ? ' co-method--on' : ''}`}>
            <input ref={index === 0 ? firstRef : undefined} type="radio" id={`co-method-${option.code}`} name="method" value={option.code}
              className="co-plan__input" checked={selected === option.code} onChange={() => onSelect(option.code)} />
            <label htmlFor={`co-method-${option.code}`} className="co-plan__label">{option.title}</label>
          </div>
        ))}
      </div>
      {error && <p id="co-method-error" className="co-error">{error}</p>}
    </fieldset>
  );
}
