// The store's catalogue: each product with its price, an owned / not owned tag, and where to use or get it.
import { Link } from 'react-router';
import { CardSection } from './CardSection';

export interface ProductItem {
  key: string;
  title: string;
  description: string;
  price: string;
  owned: boolean;
  tag: string;
  action: { to: string; label: string };
}

export function ProductList({ heading, items }: { heading: string; items: readonly ProductItem[] }) {
  return (
    <CardSection heading={heading}>
        {items.map((item) => (
          <li key={item.key} className={item.owned ? 'mem-card mem-card--owned' : 'mem-card'}>
            <h3 className="mem-card__title">{item.title}</h3>
            <p className={item.owned ? 'mem-tag mem-tag--yes' : 'mem-tag'}>{item.tag}</p>
            <p>{item.description}</p>
            <p className="mem-price">{item.price}</p>
            <Link className={item.owned ? 'button button--secondary button--small' : 'button button--primary button--small'} to={item.action.to}
              aria-label={`${item.action.label}: ${item.title}`}>{item.action.label}</Link>
          </li>
        ))}
    </CardSection>
  );
}
