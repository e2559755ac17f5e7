// The navigation between the personal centre's sections: links (each section has its own address), the current one
// marked for assistive technology. One row that scrolls sideways on a narrow screen, the current link in view.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface CentreNavItem<Id extends string> {
  id: Id;
  label: string;
  to: string;
}

export function CentreNav<Id extends string>({ label, items, current }: { label: string; items: readonly CentreNavItem<Id>[]; current: Id }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    // Sideways only: scrollIntoView would move the page too.
    if (row && link && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="acc-nav" aria-label={label}>
      <ul ref={list} className="acc-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link className="acc-nav__link" to={item.to} aria-current={item.id === current ? 'page' : undefined} replace>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
