// 'Calculating your result': the five indicators, each ticked once its answers are confirmed saved on the server.
import { useEffect, useRef, type ReactNode } from 'react';

export interface IndicatorRow {
  key: string;
  label: string;
  state: 'checking' | 'ready';
  detail: string;
}

interface Props {
  title: string;
  text: string;
  rows: readonly IndicatorRow[];
  /** Read out once everything is ready. */
  doneText: string | null;
  error?: ReactNode;
}

export function CalculatingView({ title, text, rows, doneText, error }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="q-calc">
      <h1 ref={heading} tabIndex={-1}>{title}</h1>
      <p className="lead">{text}</p>
      <ol className="q-calc__list">
        {rows.map((row) => (
          <li key={row.key} className={`q-calc__item q-calc__item--${row.state}`}>
            <span className="q-calc__mark" aria-hidden="true">{row.state === 'ready' ? '✓' : ''}</span>
            <span className="q-calc__label">{row.label}</span>
            <span className="q-calc__detail">{row.detail}</span>
          </li>
        ))}
      </ol>
      {error}
      <p className="visually-hidden" role="status">{doneText ?? ''}</p>
    </section>
  );
}
