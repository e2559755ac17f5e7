// The page footer: the theme's footer logo, links to help, support, legal texts and test pages, and the language switcher.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './SiteHeader';

interface Props {
  logoSrc: string;
  logoAlt: string;
  tagline: string;
  navLabel: string;
  items: readonly NavItem[];
  languageSwitcher: ReactNode;
  legal: readonly string[];
  /** A last entry that is a button, not a link (the privacy choices). */
  action?: { label: string; onClick: () => void };
}

export function SiteFooter({ logoSrc, logoAlt, tagline, navLabel, items, languageSwitcher, legal, action }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <img src={logoSrc} alt={logoAlt} width="180" height="44" loading="lazy" />
          <p>{tagline}</p>
        </div>
        <nav aria-label={navLabel} className="site-footer__nav">
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            {action && (
              <li>
                <button type="button" className="link-button site-footer__action" onClick={action.onClick}>{action.label}</button>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-footer__language">{languageSwitcher}</div>
      </div>
      <div className="container site-footer__legal">
        {legal.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </footer>
  );
}
