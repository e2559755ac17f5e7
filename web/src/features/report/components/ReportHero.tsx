// The page header of a report: kicker, the type (full code and title) as the page's only h1, and the actions slot.
import type { ReactNode } from 'react';

interface Props {
  kicker: string;
  fullCode: string;
  title: string;
  actions?: ReactNode;
}

export function ReportHero({ kicker, fullCode, title, actions }: Props) {
  return (
    <header className="report__hero">
      <p className="eyebrow">{kicker}</p>
      <h1 className="report__title">
        <span className="report__code">{fullCode}</span>
        <span className="report__name">{title}</span>
      </h1>
      {actions && <div className="report__actions">{actions}</div>}
    </header>
  );
}
