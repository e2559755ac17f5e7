// The heading of a step that replaces part of a page (the code step, the link form): focus moves to it when it
// appears, so keyboard and screen reader users start reading the new step.
import { useEffect, useRef, type ReactNode } from 'react';

export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <h2 id={id} ref={ref} tabIndex={-1} className="acc-step__title">{children}</h2>;
}
