// The page header of a report: the type's illustration, kicker, the type (full code and title) as the page's only h1,
// and the actions slot.
import type { ReactNode } from 'react';
import { TypeArt } from '../../../components/TypeArt';

interface Props {
  kicker: string;
  fullCode: string;
  title: string;
  actions?: ReactNode;
}

export function ReportHero({ kicker, fullCode, title, actions }: Props) {
  return (
    <header className="report__hero">
      <TypeArt code={fullCode} size={152} className="report__art" />
      <p className="eyebrow">{kicker}</p>
      <h1 className="report__title">
        <span className="report__code">{fullCode}</span>
        <span className="report__name">{title}</span>
      </h1>
      {actions && <div className="report__actions">{actions}</div>}
    </header>
  );
}
