// On navigation: scroll to the hash anchor (waiting briefly for data-driven content to render it) or to the top,
// and move focus to the main landmark so screen readers start reading the new page.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const ANCHOR_WAIT_MS = 3000;

function findAnchor(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

export function ScrollManager({ mainId }: { mainId: string }) {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);

  // In the commit itself, before the browser handles another key: a skip link's Enter moves focus to the main landmark
  // here, and the visitor's next Tab must start from there.
  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    if (!hash) {
      window.scrollTo(0, 0);
      if (!initial) document.getElementById(mainId)?.focus({ preventScroll: true });
      return;
    }
    const scrollTo = (el: HTMLElement) => {
      el.scrollIntoView({ block: 'start' });
      if (!initial) {
        if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
        el.focus({ preventScroll: true });
      }
    };
    const target = findAnchor(hash);
    if (target) {
      scrollTo(target);
      return;
    }
    // The anchor may belong to content still loading (the legal texts): watch for it for a moment.
    const observer = new MutationObserver(() => {
      const el = findAnchor(hash);
      if (!el) return;
      observer.disconnect();
      scrollTo(el);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, search, hash, mainId]);

  return null;
}
