// One item offered at an upsell step: title, description, price, and its buy button or 'already purchased'.
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  price: string;
  purchased: boolean;
  purchasedLabel: string;
  /** Subscription terms and consent, for a plan. */
  terms?: ReactNode;
  action: ReactNode;
}

export function UpsellItem({ title, description, price, purchased, purchasedLabel, terms, action }: Props) {
  return (
    <article className={`co-upsell-item${purchased ? ' co-upsell-item--owned' : ''}`}>
      <div className="co-upsell-item__head">
        <h2 className="co-upsell-item__title">{title}</h2>
        {purchased && <span className="tag co-upsell-item__owned">{purchasedLabel}</span>}
      </div>
      <p>{description}</p>
      <p className="co-upsell-item__price">{price}</p>
      {!purchased && terms}
      {!purchased && action}
    </article>
  );
}
