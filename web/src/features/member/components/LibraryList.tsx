// A list of packs or chapters the member holds: title, summary, reading time, a link to read it and its PDF button.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from './CardSection';

export interface LibraryItem {
  key: string;
  title: string;
  subtitle: string;
  meta: string | null;
  readTo: string;
  readLabel: string;
  download: ReactNode;
}

export function LibraryList({ heading, items }: { heading: string; items: readonly LibraryItem[] }) {
  return (
    <CardSection heading={heading}>
        {items.map((item) => (
          <li key={item.key} className="mem-card">
            <h3 className="mem-card__title">{item.title}</h3>
            <p>{item.subtitle}</p>
            {item.meta && <p className="mem-meta">{item.meta}</p>}
            <div className="mem-actions">
              <Link className="button button--primary button--small" to={item.readTo} aria-label={item.readLabel}>{item.readLabel}</Link>
              {item.download}
            </div>
          </li>
        ))}
    </CardSection>
  );
}
