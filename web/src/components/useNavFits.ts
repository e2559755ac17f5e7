// Whether the full navigation fits beside the logo (else the header switches to its menu button: narrow screens, long
// translations) and whether the test button still fits beside both. Measured on a hidden one-row copy of the links.
import { useLayoutEffect, useState, type RefObject } from 'react';

interface Refs {
  bar: RefObject<HTMLElement | null>;
  /** The hidden one-row copy of the links. */
  measure: RefObject<HTMLElement | null>;
  logo: RefObject<HTMLElement | null>;
  /** The optional test button: dropped first when space runs out. */
  cta: RefObject<HTMLElement | null>;
}

export interface NavFit {
  nav: boolean;
  cta: boolean;
  /** False until measured in the browser (a prerendered page): CSS decides by screen width until then. */
  measured: boolean;
}

const GAP = 24;
/** The button's width when it is hidden (it still reserves this much in the decision). */
const CTA_FALLBACK = 150;

export function useNavFits({ bar, measure, logo, cta }: Refs, deps: readonly unknown[]): NavFit {
  const [fit, setFit] = useState<NavFit>({ nav: true, cta: true, measured: false });
  useLayoutEffect(() => {
    const barEl = bar.current;
    const measureEl = measure.current;
    if (!barEl || !measureEl || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const style = getComputedStyle(barEl);
      const inner = barEl.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const withNav = (logo.current?.offsetWidth ?? 0) + measureEl.scrollWidth + 2 * GAP;
      const ctaWidth = cta.current?.offsetWidth || CTA_FALLBACK;
      const nav = withNav <= inner;
      const next = { nav, cta: !nav || withNav + ctaWidth + GAP <= inner, measured: true };
      setFit((prev) => (prev.nav === next.nav && prev.cta === next.cta && prev.measured ? prev : next));
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(barEl);
    return () => observer.disconnect();
    // deps: the labels (language) change the natural width.
  }, deps);
  return fit;
}
