// One block of the support page: an icon, a heading, a short text and its links.
import { Link } from 'react-router';

export interface SupportLink {
  to: string;
  label: string;
}

interface Props {
  id: string;
  icon: string;
  title: string;
  text: string;
  links: readonly SupportLink[];
}

export function SupportSection({ id, icon, title, text, links }: Props) {
  return (
    <section className="support-card" aria-labelledby={id}>
      <svg className="support-card__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <ul className="support-card__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label} →</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
