// axe-core over a page: the serious and critical WCAG 2.2 A/AA violations, one line each (rule and the nodes it found).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits for the network to settle first unless told not to (a page that keeps polling never does). */
export async function seriousAxeViolations(page: Page, options: { settle?: boolean } = {}): Promise<string[]> {
  if (options.settle ?? true) await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
