// A titled section holding a grid of cards (the store's catalogue, a list of packs or chapters).
import { useId, type ReactNode } from 'react';

export function CardSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mem-block" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="mem-cards">{children}</ul>
    </section>
  );
}
