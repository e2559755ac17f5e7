// The member's subscriptions: plan, status, trial end, next charge (or access end once cancelled), and the cancel
// button of those that still renew.
import type { ReactNode } from 'react';

export interface SubscriptionItem {
  id: string;
  title: string;
  status: string;
  /** Trial end, next charge, or access end, one line each. */
  lines: string[];
  action: ReactNode;
}

export function SubscriptionList({ items }: { items: readonly SubscriptionItem[] }) {
  return (
    <ul className="acc-reports acc-billing__subscriptions">
      {items.map((item) => (
        <li key={item.id} className="acc-report">
          <div className="acc-report__head">
            <h4 className="acc-report__name">{item.title}</h4>
            <span className="tag">{item.status}</span>
          </div>
          {item.lines.map((line) => <p key={line} className="acc-report__date">{line}</p>)}
          {item.action}
        </li>
      ))}
    </ul>
  );
}
