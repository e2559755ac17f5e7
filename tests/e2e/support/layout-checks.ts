// Layout and copy checks a browser test runs on a rendered page: horizontal overflow, overlapping text or controls,
// and English left on a page in another language. Each returns readable findings (empty when the page is fine).
import type { Page } from 'playwright-core';

export interface PageFindings {
  overflow: string[];
  overlaps: string[];
  untranslated: string[];
}

/** What the page-side checks need from the catalogues. */
export interface CopyCheckInput {
  /** English messages that have a different translation in the page's locale (exact visible texts to look for). */
  english: string[];
  /** Also flag runs of four or more Latin words (pages in a non-Latin script). */
  latinRuns: boolean;
}

/** Runs in the page: one pass over the DOM for all three checks. */
function inspect(input: CopyCheckInput): PageFindings {
  const doc = document.documentElement;
  const viewport = doc.clientWidth;
  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element): boolean => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    && !el.closest('[aria-hidden="true"]');
  /** Inside something that scrolls or clips sideways on purpose (a wide table in its scroller, a carousel). */
  const clippedSideways = (el: Element): boolean => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  /** Visually hidden helpers (sr-only): 1 px boxes or clipped to nothing, themselves or inside one. */
  const srOnly = (el: Element): boolean => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (clipped || ((box.width <= 1 || box.height <= 1) && (node === el || style.overflow !== 'visible'))) return true;
    }
    return false;
  };

  const elements = [...document.body.querySelectorAll('*')].filter((el) => !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName));

  const overflow: string[] = [];
  if (doc.scrollWidth > doc.clientWidth + 1) overflow.push(`document is ${doc.scrollWidth}px wide in a ${doc.clientWidth}px viewport`);
  for (const el of elements) {
    if (!visible(el) || srOnly(el)) continue;
    const box = el.getBoundingClientRect();
    if ((box.right > viewport + 1 || box.left < -1) && !clippedSideways(el)) {
      overflow.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
    }
  }

  // Text-bearing leaves and controls, each with its line boxes; positioned overlays (header, notices) are left out.
  const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary';
  const hasOwnText = (el: Element): boolean => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
  const pieces = elements
    .filter((el) => (el.matches(interactive) || hasOwnText(el)) && visible(el) && !srOnly(el))
    .filter((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return false;
      }
      return true;
    })
    .map((el) => ({ el, rects: [...el.getClientRects()].filter((r) => r.width > 2 && r.height > 2) }))
    .filter((piece) => piece.rects.length > 0);
  const overlaps: string[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    for (let j = i + 1; j < pieces.length; j += 1) {
      const a = pieces[i]!;
      const b = pieces[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const hit = a.rects.some((ra) => b.rects.some((rb) => {
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        return w > 3 && h > 3 && w * h > 0.15 * Math.min(ra.width * ra.height, rb.width * rb.height);
      }));
      if (hit) overlaps.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
    }
  }

  const english = new Set(input.english);
  const untranslated = new Set<string>();
  // Four Latin words or more, three of them lower-case: an English phrase, not a name, a trademark or a title.
  const latinRun = /[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){3,}/g;
  const englishPhrase = (text: string): boolean => [...text.replace(/『[^』]*』|「[^」]*」|《[^》]*》/gu, '').matchAll(latinRun)]
    .some(([run]) => run.split(/[ ,]+/).filter((word) => /^[a-z]/.test(word)).length >= 3);
  for (const el of elements) {
    // Text marked as another language (a language's own name in the switcher) is meant to be in it.
    if (!hasOwnText(el) || !visible(el) || el.closest('[lang]')?.getAttribute('lang') !== doc.lang) continue;
    const text = (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ');
    if (english.has(text)) untranslated.add(`"${text}" (${el.tagName.toLowerCase()})`);
    else if (input.latinRuns && englishPhrase(text)) untranslated.add(`"${text.slice(0, 80)}" (${el.tagName.toLowerCase()}, Latin words)`);
  }
  return { overflow: overflow.slice(0, 20), overlaps: overlaps.slice(0, 20), untranslated: [...untranslated].slice(0, 30) };
}

export async function inspectPage(page: Page, input: CopyCheckInput): Promise<PageFindings> {
  return page.evaluate(inspect, input);
}
