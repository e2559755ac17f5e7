// The support block of the checkout screens (subscription management, billing, legal, contact) and the trademark note.
import { Link } from 'react-router';

export interface SupportLink {
  key: string;
  to: string;
  label: string;
}

export function SupportBlock({ title, links, trademark }: { title: string; links: readonly SupportLink[]; trademark?: string }) {
  return (
    <footer className="co-support">
      <nav aria-labelledby="co-support-title">
        <h2 id="co-support-title" className="co-support__title">{title}</h2>
        <ul className="co-support__links">
          {links.map((link) => <li key={link.key}><Link to={link.to}>{link.label}</Link></li>)}
        </ul>
      </nav>
      {trademark && <p className="co-support__trademark">{trademark}</p>}
    </footer>
  );
}
