// The box under help pages that points to the support page.
import { Link } from 'react-router';

export function SupportBox({ title, linkLabel, to }: { title: string; linkLabel: string; to: string }) {
  return (
    <aside className="cta-panel cta-panel--quiet" aria-labelledby="help-support">
      <h2 id="help-support">{title}</h2>
      <Link className="button button--secondary" to={to}>{linkLabel}</Link>
    </aside>
  );
}
