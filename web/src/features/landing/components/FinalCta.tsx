// The closing call to action: a reminder that there are no wrong answers, the test button and the price line.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  title: string;
  text: string;
  cta: { to: string; label: string };
  priceNote: ReactNode;
}

export function FinalCta({ title, text, cta, priceNote }: Props) {
  return (
    <section className="section section--final" aria-labelledby="final-title">
      <div className="container final-cta">
        <h2 id="final-title" className="section__title">{title}</h2>
        <p>{text}</p>
        <Link className="button button--primary button--large" to={cta.to}>{cta.label}</Link>
        <p className="final-cta__price">{priceNote}</p>
      </div>
    </section>
  );
}
