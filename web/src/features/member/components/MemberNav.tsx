// The navigation between the member areas, the current one marked for assistive technology.
import { Link } from 'react-router';

export interface MemberNavItem {
  id: string;
  label: string;
  to: string;
}

export function MemberNav({ label, items, current }: { label: string; items: readonly MemberNavItem[]; current: string }) {
  return (
    <nav className="mem-nav" aria-label={label}>
      <ul className="mem-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link className="mem-nav__link" to={item.to} aria-current={item.id === current ? 'page' : undefined}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
