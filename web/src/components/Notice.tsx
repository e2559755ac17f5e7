// A fixed notice at the bottom of the screen (cookie notice, new-version notice): text and up to two buttons.
import type { ReactNode } from 'react';

interface Props {
  label: string;
  children: ReactNode;
  actions: ReactNode;
  /** 'status' announces the notice to screen readers when it appears. */
  live?: boolean;
  tone?: 'neutral' | 'accent';
}

export function Notice({ label, children, actions, live = false, tone = 'neutral' }: Props) {
  return (
    <section className={`notice notice--${tone}`} aria-label={label} role={live ? 'status' : undefined}>
      <div className="notice__text">{children}</div>
      <div className="notice__actions">{actions}</div>
    </section>
  );
}
