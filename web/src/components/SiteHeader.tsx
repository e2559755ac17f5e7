// The page header: the activity banner, the theme's logo, the main navigation (a menu on small screens) and a test button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useNavFits } from './useNavFits';

export interface NavItem {
  key: string;
  to: string;
  label: string;
}

interface Props {
  logoSrc: string;
  logoAlt: string;
  homeTo: string;
  items: readonly NavItem[];
  navLabel: string;
  banner: ReactNode;
  bannerLabel: string;
  cta: { to: string; label: string };
  menuLabels: { open: string; close: string };
}

export function SiteHeader({ logoSrc, logoAlt, homeTo, items, navLabel, banner, bannerLabel, cta, menuLabels }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const logoRef = useRef<HTMLAnchorElement>(null);
  const ctaRef = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const fit = useNavFits({ bar: barRef, measure: measureRef, logo: logoRef, cta: ctaRef }, [items.map((i) => i.label).join('|')]);

  // A followed link closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={['site-header', fit.measured ? '' : 'is-unmeasured', fit.nav ? '' : 'is-compact', fit.cta ? '' : 'no-cta'].filter(Boolean).join(' ')}>
      {banner ? (
        <aside className="activity-banner" aria-label={bannerLabel}>
          <p className="container">{banner}</p>
        </aside>
      ) : null}
      <div className="site-header__bar container" ref={barRef}>
        <ul className="main-nav__list main-nav__measure" ref={measureRef} aria-hidden="true">
          {items.map((item) => (
            <li key={item.key}><span className="main-nav__link">{item.label}</span></li>
          ))}
        </ul>
        <Link to={homeTo} className="site-header__logo" ref={logoRef}>
          <img src={logoSrc} alt={logoAlt} width="168" height="40" />
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span>{menuOpen ? menuLabels.close : menuLabels.open}</span>
        </button>
        <nav id={menuId} className={menuOpen ? 'main-nav is-open' : 'main-nav'} aria-label={navLabel}>
          <ul className="main-nav__list">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} className="main-nav__link" end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={cta.to} className="button button--primary button--small site-header__cta" ref={ctaRef}>
          {cta.label}
        </Link>
      </div>
    </header>
  );
}
