// Cards of services or tests: a name, a status or detail line, a description and one action.
import { Link } from 'react-router';

export interface ServiceItem {
  key: string;
  title: string;
  detail: string | null;
  text: string;
  action: { to: string; label: string } | null;
  included?: string;
}

export function ServiceList({ items }: { items: readonly ServiceItem[] }) {
  return (
    <div className="mem-block">
      <ul className="mem-cards">
        {items.map((item) => (
          <li key={item.key} className="mem-card">
            <h2 className="mem-card__title">{item.title}</h2>
            {item.included && <p className="mem-tag mem-tag--yes">{item.included}</p>}
            {item.detail && <p className="mem-meta">{item.detail}</p>}
            <p>{item.text}</p>
            {item.action && <Link className="button button--primary button--small" to={item.action.to}>{item.action.label}</Link>}
          </li>
        ))}
      </ul>
    </div>
  );
}
