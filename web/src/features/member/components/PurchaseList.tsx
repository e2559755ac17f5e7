// The member's purchases, newest first: what, when, how much, whether refunded, and what it lets them open again.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface PurchaseItem {
  key: string;
  title: string;
  meta: string;
  refunded: string | null;
  open: { to: string; label: string } | null;
  download: ReactNode;
}

export function PurchaseList({ heading, empty, note, items }: { heading: string; empty: string; note: string; items: readonly PurchaseItem[] }) {
  const id = useId();
  return (
    <section className="mem-block" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? <p>{empty}</p> : (
        <>
          <p className="mem-meta">{note}</p>
          <ul className="mem-rows">
            {items.map((item) => (
              <li key={item.key} className="mem-row">
                <div>
                  <h3 className="mem-row__title">{item.title}</h3>
                  <p className="mem-meta">{item.meta}</p>
                  {item.refunded && <p className="mem-tag">{item.refunded}</p>}
                </div>
                <div className="mem-actions">
                  {item.open && <Link className="button button--secondary button--small" to={item.open.to}>{item.open.label}</Link>}
                  {item.download}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
