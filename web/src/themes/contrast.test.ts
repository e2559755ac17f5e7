// WCAG 2.2 AA: every theme's text colour pairs reach 4.5:1 (3:1 for large text), read from the theme stylesheets.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { THEMES } from '../lib/paths';

const dir = path.dirname(new URL(import.meta.url).pathname);

/** The custom properties of the first block matching `selector` in a stylesheet. */
function variables(file: string, selector: string): Record<string, string> {
  const css = readFileSync(path.join(dir, file), 'utf8');
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));
}

function resolve(vars: Record<string, string>, name: string): string {
  let value = vars[name] ?? '';
  for (let i = 0; i < 5 && value.startsWith('var('); i++) value = vars[value.slice(4, -1).trim()] ?? '';
  return value;
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hexes = (value: string) => value.match(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g) ?? [];

/** Text colour on background colour, with the minimum ratio. */
const PAIRS: [string, string, number][] = [
  ['--color-text', '--color-bg', 4.5], ['--color-muted', '--color-bg', 4.5],
  ['--color-text', '--color-surface', 4.5], ['--color-muted', '--color-surface', 4.5],
  ['--color-text', '--color-surface-alt', 4.5], ['--color-muted', '--color-surface-alt', 4.5],
  ['--color-text', '--color-card', 4.5], ['--color-muted', '--color-card', 4.5],
  ['--color-link', '--color-bg', 4.5], ['--color-link', '--color-card', 4.5], ['--color-link', '--color-surface', 4.5],
  ['--color-primary', '--color-bg', 4.5], ['--color-primary', '--color-card', 4.5], ['--color-primary', '--color-surface', 4.5],
  ['--color-on-primary', '--color-primary', 4.5], ['--color-on-primary', '--color-primary-strong', 4.5],
  ['--hero-badge-text', '--hero-badge-bg', 4.5], ['--banner-text', '--banner-bg', 4.5],
  ['--footer-text', '--footer-bg', 4.5], ['--footer-muted', '--footer-bg', 4.5], ['--footer-link', '--footer-bg', 4.5],
  ['--color-error', '--color-bg', 4.5],
  // Type codes on the types page are large bold text.
  ['--type-nt', '--color-card', 3], ['--type-nf', '--color-card', 3], ['--type-sj', '--color-card', 3], ['--type-sp', '--color-card', 3],
];

describe('theme colour contrast', () => {
  const base = variables('base.css', ':root');

  it('measures contrast the WCAG way', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('has a stylesheet for every theme', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.css'));
    for (const theme of THEMES) expect(files).toContain(`${theme}.css`);
  });

  it.each(THEMES)('%s reaches AA for its text pairs', (theme) => {
    const vars = { ...base, ...variables(`${theme}.css`, `:root[data-theme='${theme}']`) };
    const failures: string[] = [];
    for (const [fg, bg, min] of PAIRS) {
      const a = resolve(vars, fg);
      const b = resolve(vars, bg);
      if (!a.startsWith('#') || !b.startsWith('#')) continue; // translucent header etc. checked below via bg
      const ratio = contrast(a, b);
      if (ratio < min) failures.push(`${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)}`);
    }
    // Hero copy sits on every colour stop of the hero background (or on a card, for the card and third heroes).
    for (const stop of hexes(resolve(vars, '--hero-bg'))) {
      for (const fg of ['--hero-text', '--hero-muted']) {
        const ratio = contrast(resolve(vars, fg), stop);
        if (ratio < 4.5) failures.push(`${fg} on hero stop ${stop}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
