// Fill patterns that survive greyscale, colour blindness and small sizes: texture, not hue. The pattern cells are in
// panel units (about 1.1 px on a phone), so stripes and dots stay about 6 px apart.
import { type Pattern } from '../model.js';

const CELL = 6;
const BACKGROUND = `<rect width="${CELL}" height="${CELL}" fill="#fff"/>`;

const TILES: Readonly<Record<'dots' | 'stripes' | 'crosshatch', string>> = {
  dots: `${BACKGROUND}<circle cx="3" cy="3" r="1.6" fill="#000"/>`,
  stripes: `${BACKGROUND}<path d="M3 0v6" stroke="#000" stroke-width="2.2"/>`,
  crosshatch: `${BACKGROUND}<path d="M3 0v6M0 3h6" stroke="#000" stroke-width="1.4"/>`,
};

const TURN: Readonly<Record<keyof typeof TILES, string>> = { dots: '', stripes: ' patternTransform="rotate(45)"', crosshatch: ' patternTransform="rotate(45)"' };

/** The `fill` value for a pattern; textured ones refer to a definition with the given id prefix. */
export function fillOf(pattern: Pattern, idPrefix: string): string {
  if (pattern === 'empty') return '#fff';
  if (pattern === 'solid') return '#000';
  return `url(#${idPrefix}${pattern[0]})`;
}

/** <defs> for the textured patterns a drawing uses ('' if none). */
export function patternDefs(used: ReadonlySet<Pattern>, idPrefix: string): string {
  const tiles = (Object.keys(TILES) as (keyof typeof TILES)[]).filter((pattern) => used.has(pattern));
  if (tiles.length === 0) return '';
  return `<defs>${tiles.map((pattern) => `<pattern id="${idPrefix}${pattern[0]}" width="${CELL}" height="${CELL}" patternUnits="userSpaceOnUse" stroke="none"${TURN[pattern]}>${TILES[pattern]}</pattern>`).join('')}</defs>`;
}
