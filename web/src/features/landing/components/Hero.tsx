// The landing hero: the page's only h1, the theme's illustration, the take-the-test button, price and test time.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HeroStyle } from '../layouts';

interface Props {
  style: HeroStyle;
  badge: string;
  title: string;
  text: string;
  imageSrc: string;
  cta: { to: string; label: string };
  priceNote: ReactNode;
  duration: string;
  extra?: ReactNode;
}

export function Hero({ style, badge, title, text, imageSrc, cta, priceNote, duration, extra }: Props) {
  return (
    <section className={`hero hero--${style}`} aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__badge">{badge}</p>
          <h1 id="hero-title" className="hero__title">{title}</h1>
          <p className="hero__text">{text}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to={cta.to}>
              {cta.label}
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M4 10h11M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
            <ul className="hero__facts">
              <li>
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
                {duration}
              </li>
              <li>
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {priceNote}
              </li>
            </ul>
          </div>
        </div>
        <div className="hero__art">
          <img src={imageSrc} alt="" width="560" height="440" fetchPriority="high" />
        </div>
      </div>
      {extra}
    </section>
  );
}
