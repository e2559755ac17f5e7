// The targets of `npm run bench:web` (issue 16) and the met / MISSED verdict of one measured page.

export const TARGETS = {
  performance: 98,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  firstLoadKb: 90,
} as const;

export interface PageMeasure {
  page: string;
  /** Lighthouse mobile, the run with the median performance score. */
  performance: number;
  performanceRuns: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First-load JavaScript (gzip) and the layout shift of a desktop load (1366x900), measured with Playwright. */
  firstLoadKb: number;
  desktopCls: number;
  failedAudits: string[];
}

/** The names of the targets a page missed; empty when it met them all. */
export function missedTargets(m: PageMeasure): string[] {
  const checks: Array<[string, boolean]> = [
    ['performance', m.performance >= TARGETS.performance],
    ['LCP', m.lcpMs <= TARGETS.lcpMs],
    ['TBT', m.tbtMs <= TARGETS.tbtMs],
    ['CLS', m.cls <= TARGETS.cls],
    ['desktop CLS', m.desktopCls <= TARGETS.cls],
    ['accessibility', m.accessibility >= TARGETS.accessibility],
    ['best practices', m.bestPractices >= TARGETS.bestPractices],
    ['SEO', m.seo >= TARGETS.seo],
    ['first-load JS', m.firstLoadKb <= TARGETS.firstLoadKb],
  ];
  return checks.filter(([, ok]) => !ok).map(([name]) => name);
}

export function formatRow(m: PageMeasure): string {
  const missed = missedTargets(m);
  const cells = [
    m.page.padEnd(40),
    `perf ${String(m.performance).padStart(3)} [${m.performanceRuns.join(',')}]`,
    `LCP ${(m.lcpMs / 1000).toFixed(2)}s`,
    `TBT ${Math.round(m.tbtMs)}ms`,
    `CLS ${m.cls.toFixed(3)}/${m.desktopCls.toFixed(3)}`,
    `a11y ${m.accessibility}`,
    `BP ${m.bestPractices}`,
    `SEO ${m.seo}`,
    `JS ${m.firstLoadKb.toFixed(1)}KB`,
  ];
  return `${cells.join('  ')}  ${missed.length === 0 ? 'met' : `MISSED (${missed.join(', ')})`}`;
}
