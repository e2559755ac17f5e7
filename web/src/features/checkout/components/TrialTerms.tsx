// The subscription terms beside their consent checkbox: what is charged today, when it renews into what and at what
// price, how to cancel in one step, and the exact text the server stores with the order. The box is never pre-ticked.
import type { ReactNode, Ref } from 'react';
import { CheckboxField } from './Field';

interface Props {
  title: string;
  lines: readonly ReactNode[];
  agreedLabel: string;
  /** The consent text as the server renders and stores it. */
  serverText: string;
  consentLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  checkboxRef?: Ref<HTMLInputElement>;
}

export function TrialTerms({ title, lines, agreedLabel, serverText, consentLabel, checked, onChange, error, checkboxRef }: Props) {
  return (
    <section className="co-terms" aria-labelledby="co-terms-title">
      <h3 id="co-terms-title" className="co-terms__title">{title}</h3>
      <ul id="co-terms-lines" className="co-terms__lines">
        {lines.map((line, index) => <li key={index}>{line}</li>)}
      </ul>
      <p className="co-terms__agreed-label">{agreedLabel}</p>
      <blockquote id="co-terms-text" className="co-terms__text">{serverText}</blockquote>
      <CheckboxField ref={checkboxRef} name="trialConsent" label={consentLabel} checked={checked} onChange={onChange} error={error}
        describedBy="co-terms-text" />
    </section>
  );
}
