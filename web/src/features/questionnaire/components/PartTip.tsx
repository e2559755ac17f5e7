// The encouragement between parts: a heading that takes focus, a tip, 'Continue' (also Enter on the heading) and 'Back'.
import { useEffect, useRef, type KeyboardEvent } from 'react';

interface Props {
  eyebrow: string;
  title: string;
  text: string;
  continueLabel: string;
  backLabel: string;
  onContinue: () => void;
  onBack: () => void;
}

export function PartTip({ eyebrow, title, text, continueLabel, backLabel, onContinue, onBack }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  const onKeyDown = (event: KeyboardEvent<HTMLHeadingElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onContinue();
  };
  return (
    <section className="q-tip">
      <svg className="q-tip__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-surface-alt)" />
        <path d="M20 33l8 8 16-18" fill="none" stroke="var(--color-primary)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="eyebrow">{eyebrow}</p>
      <h1 ref={heading} tabIndex={-1} onKeyDown={onKeyDown}>{title}</h1>
      <p className="lead">{text}</p>
      <div className="button-row">
        <button type="button" className="button button--primary button--large" onClick={onContinue}>{continueLabel}</button>
        <button type="button" className="button button--secondary" onClick={onBack}>{backLabel}</button>
      </div>
    </section>
  );
}
