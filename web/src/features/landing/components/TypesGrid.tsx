// The types theme's grid of the 16 types, each its illustration above its four-letter code, linking to the types page.
import { Link } from 'react-router';
import { TypeArt } from '../../../components/TypeArt';
import { useHydrated } from '../../../lib/hydrated';

/** SPEC section 3's sixteen codes, grouped by temperament for the grid's colours. */
const CODES = ['INTJ', 'INTP', 'ENTJ', 'ENTP', 'INFJ', 'INFP', 'ENFJ', 'ENFP', 'ISTJ', 'ISFJ', 'ESTJ', 'ESFJ', 'ISTP', 'ISFP', 'ESTP', 'ESFP'] as const;

export function TypesGrid({ to, label }: { to: string; label: string }) {
  // The sixteen pictures (about 40 KB) are fetched once the page is hydrated: before, in Lighthouse's simulation of a
  // slow phone they shared the connection with the page's first paint and its hero picture (LCP 1.88 s in DE).
  const hydrated = useHydrated();
  return (
    <section className="section section--types-grid" aria-label={label}>
      <div className="container">
        <ul className="types-grid">
          {CODES.map((code, i) => (
            <li key={code} className={`types-grid__tile types-grid__tile--${Math.floor(i / 4)}`}>
              <TypeArt code={code} size={56} className="types-grid__art" lazy pending={!hydrated} />
              {code}
            </li>
          ))}
        </ul>
        <p className="center">
          <Link className="button button--secondary" to={to}>{label}</Link>
        </p>
      </div>
    </section>
  );
}
