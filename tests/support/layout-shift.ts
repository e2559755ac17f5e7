// The layout shift of a page load as Chrome reports it (shifts without recent input, summed), with what moved, for the
// landing browser test and `npm run bench:web`. Plain Node imports only: the bench loads it with Node's type stripping.
import type { Page } from 'playwright-core';

export interface LayoutShift {
  total: number;
  /** Each moved element: tag and classes, its rectangle before and after (x,y,width,height), and when. */
  moved: string[];
}

/** Starts recording in every document the page loads from now on. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: { total: number; moved: string[] } };
    w.layoutShift = { total: 0, moved: [] };
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShift.total += entry.value;
        for (const source of entry.sources ?? []) {
          w.layoutShift.moved.push(`${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What the current document recorded so far. */
export function readLayoutShift(page: Page): Promise<LayoutShift> {
  return page.evaluate(() => (window as unknown as { layoutShift: LayoutShift }).layoutShift);
}
