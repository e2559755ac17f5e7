// The box under help pages that points to support: the contact form, a refund request and the data request page.
import { Link } from 'react-router';

export function SupportBox({ title, links }: { title: string; links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <aside className="cta-panel cta-panel--quiet" aria-labelledby="help-support">
      <h2 id="help-support">{title}</h2>
      <ul className="button-row cta-panel__links">
        {links.map((link, index) => (
          <li key={link.to}>
            <Link className={`button ${index === 0 ? 'button--secondary' : 'button--ghost'}`} to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
