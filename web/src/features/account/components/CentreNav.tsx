// The navigation between the personal centre's sections: links (each section has its own address), the current one
// marked for assistive technology.
import { Link } from 'react-router';

export interface CentreNavItem<Id extends string> {
  id: Id;
  label: string;
  to: string;
}

export function CentreNav<Id extends string>({ label, items, current }: { label: string; items: readonly CentreNavItem<Id>[]; current: Id }) {
  return (
    <nav className="acc-nav" aria-label={label}>
      <ul className="acc-nav__list">
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
