// Beside the purchase form: what the report covers, what the chosen plan includes, and why paying is safe.
interface ListBlockProps {
  id: string;
  title: string;
  items: readonly string[];
  className?: string;
}

function ListBlock({ id, title, items, className = '' }: ListBlockProps) {
  if (items.length === 0) return null;
  return (
    <section className={`co-aside__block ${className}`} aria-labelledby={id}>
      <h2 id={id} className="co-aside__title">{title}</h2>
      <ul className="co-ticks">
        {items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </section>
  );
}

export interface AsideText {
  detailsTitle: string;
  details: readonly string[];
  benefitsTitle: string;
  benefits: readonly string[];
  safetyTitle: string;
  safety: readonly string[];
}

export function OfferAside(text: AsideText) {
  return (
    <aside className="co-aside">
      <ListBlock id="co-details-title" title={text.detailsTitle} items={text.details} />
      <ListBlock id="co-benefits-title" title={text.benefitsTitle} items={text.benefits} />
      <ListBlock id="co-safety-title" title={text.safetyTitle} items={text.safety} className="co-aside__block--safety" />
    </aside>
  );
}
