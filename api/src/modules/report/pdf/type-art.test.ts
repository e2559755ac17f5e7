// The sixteen type illustrations in assets/type-art: one file per type, valid XML in the subset the PDF can draw, the
// shared view box, the size budget, and one visual language: a palette per temperament with outlines that keep 3:1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSvgSubset, type SvgArt, type SvgNode } from './svg-subset.js';
import { artForType, loadTypeArt, TYPE_ART_DIR, TYPE_CODES, typeArtFile } from './type-art.js';

const BUDGET_BYTES = 3 * 1024;
/** All sixteen together: the types page loads every one. */
const TOTAL_BUDGET_BYTES = 20 * 1024;

function temperament(code: string): string {
  return code[1] === 'N' ? `N${code[2]}` : `S${code[3]}`;
}

function shapes(nodes: readonly SvgNode[]): Extract<SvgNode, { kind: 'shape' }>[] {
  return nodes.flatMap((node) => (node.kind === 'group' ? shapes(node.children) : [node]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The backdrop disc's colour and the outline colour most shapes use. */
function palette(art: SvgArt): { backdrop: string | null; ink: string } {
  const all = shapes(art.children);
  const counts = new Map<string, number>();
  for (const shape of all) if (shape.style.stroke) counts.set(shape.style.stroke, (counts.get(shape.style.stroke) ?? 0) + 1);
  const [ink] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['none'];
  return { backdrop: all[0]?.element === 'circle' ? all[0].style.fill : null, ink };
}

const sources = new Map(TYPE_CODES.map((code) => [code, readFileSync(typeArtFile(code), 'utf8')]));

describe('the type art files', () => {
  it('are exactly one SVG per type', () => {
    const files = readdirSync(TYPE_ART_DIR).filter((file) => file.endsWith('.svg')).sort();
    expect(files).toEqual(TYPE_CODES.map((code) => `${code}.svg`).sort());
    expect(new Set(TYPE_CODES).size).toBe(16);
  });

  it('stay light together', () => {
    const total = TYPE_CODES.reduce((sum, code) => sum + statSync(typeArtFile(code)).size, 0);
    expect(total).toBeLessThanOrEqual(TOTAL_BUDGET_BYTES);
  });

  it.each(TYPE_CODES)('%s is valid XML in the drawable subset, 240 x 240, within the byte budget', (code) => {
    const source = sources.get(code) ?? '';
    expect(statSync(typeArtFile(code)).size).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(source).not.toMatch(/<\s*(text|tspan|image|use|style|script|foreignObject)\b|href|url\(|style=|<!--|&/i);
    const art = parseSvgSubset(source);
    expect(art.viewBox).toEqual([0, 0, 240, 240]);
    expect(shapes(art.children).length).toBeGreaterThan(3);
  });

  it('share one palette family per temperament, with outlines of at least 3:1 on the backdrop and on white', () => {
    const families = new Map<string, Set<string>>();
    for (const [code, source] of sources) {
      const { backdrop, ink } = palette(parseSvgSubset(source));
      expect(backdrop).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(ink, backdrop ?? '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(ink, '#ffffff')).toBeGreaterThanOrEqual(3);
      const family = families.get(temperament(code)) ?? new Set<string>();
      family.add(`${backdrop} ${ink}`);
      families.set(temperament(code), family);
    }
    expect([...families.keys()].sort()).toEqual(['NF', 'NT', 'SJ', 'SP']);
    for (const family of families.values()) expect(family.size).toBe(1);
    expect(new Set([...families.values()].map((family) => [...family][0])).size).toBe(4);
  });
});

describe('loadTypeArt', () => {
  it('parses every file once and finds the art by code or full code', async () => {
    const art = await loadTypeArt();
    expect(await loadTypeArt()).toBe(art);
    expect([...art.keys()].sort()).toEqual([...TYPE_CODES].sort());
    expect(artForType(art, 'INTJ-T')).toBe(art.get('INTJ'));
    expect(artForType(art, 'esfp')).toBe(art.get('ESFP'));
    expect(artForType(art, 'XXXX')).toBeNull();
  });
});

describe('the art directory', () => {
  it('holds nothing but the art and its README', () => {
    expect(readdirSync(TYPE_ART_DIR).filter((file) => !file.endsWith('.svg'))).toEqual(['README.md']);
    expect(path.basename(TYPE_ART_DIR)).toBe('type-art');
  });
});
