// Server-side SVG for an item: the matrix with its ninth cell marked as missing, and the eight options in the order
// the caller chose for this sitting. Output depends only on the spec, the option order and the id prefix, so the same
// inputs give the same bytes. Nothing in the output tells which option is right.
import { LAYOUT_DEFS, PANEL_SIZE, slotIndex } from './layouts.js';
import { type ItemSpec, type Panel, type Pattern, type RealizedItem, SIZE_SCALES } from './model.js';
import { realizeItem } from './realize.js';
import { fillOf, patternDefs } from './svg/patterns.js';
import { shapeElement } from './svg/shapes.js';
import { type EntityView, viewPanel } from './view.js';

/** Figures' outline width in panel units: about 2 px in the matrix and 1.6 px in an option on a 390 px phone. */
export const STROKE_WIDTH = 2;
const GAP = 4;
const MATRIX_SIZE = 3 * PANEL_SIZE + 2 * GAP;

export interface RenderOptions {
  /** optionOrder[i] = the canonical option shown at position i; canonical option 0 is the answer. */
  readonly optionOrder: readonly number[];
  /** Prefix for the SVG ids of fill patterns, unique per item on a page (several inline SVGs share one id space). */
  readonly idPrefix?: string;
}

export interface RenderedItem {
  /** One SVG, 3 x 3 panels, the last one a dashed frame with a question mark. */
  readonly matrix: string;
  /** Eight SVGs, one per option, in display order. */
  readonly options: readonly string[];
}

export function assertOptionOrder(order: readonly number[]): void {
  if (order.length !== 8 || new Set(order).size !== 8 || order.some((i) => !Number.isInteger(i) || i < 0 || i > 7)) {
    throw new Error('optionOrder must be a permutation of 0..7');
  }
}

/** Where canonical option 0 (the answer) is shown. Server-side only: never send it with the item. */
export function correctOptionIndex(optionOrder: readonly number[]): number {
  assertOptionOrder(optionOrder);
  return optionOrder.indexOf(0);
}

function panelBody(spec: ItemSpec, panel: Panel, idPrefix: string, used: Set<Pattern>, dx: number, dy: number): string {
  const slots = slotIndex(spec.layout);
  const defs = LAYOUT_DEFS[spec.layout];
  // Components are drawn in layout order, so an inner figure is painted over its outline.
  const ordered = [...panel].sort((x, y) => slots.get(x.slot)![0] - slots.get(y.slot)![0] || slots.get(x.slot)![1] - slots.get(y.slot)![1]);
  return ordered.map((entity) => {
    const [c, s] = slots.get(entity.slot)!;
    const def = defs[c]!;
    const [cx, cy] = def.centers[s]!;
    used.add(entity.pattern);
    const paint = ` fill="${fillOf(entity.pattern, idPrefix)}"`;
    return shapeElement(entity.shape, cx + dx, cy + dy, def.radius * SIZE_SCALES[entity.size]!, entity.rotation, paint);
  }).join('');
}

const svgOpen = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" stroke="#000" stroke-width="${STROKE_WIDTH}" stroke-linejoin="round">`;

const frame = (x: number, y: number) => `<rect x="${x + 0.5}" y="${y + 0.5}" width="${PANEL_SIZE - 1}" height="${PANEL_SIZE - 1}" fill="#fff" stroke="#767676" stroke-width="1"/>`;

/** The missing cell: dashed frame and a question mark drawn as a path (no font needed). */
function missing(x: number, y: number): string {
  return `<rect x="${x + 1}" y="${y + 1}" width="${PANEL_SIZE - 2}" height="${PANEL_SIZE - 2}" fill="#fff" stroke-dasharray="6 4"/>`
    + `<path d="M${x + 38} ${y + 38}a12 12 0 1 1 17 11c-4 2-5 4-5 8v4" fill="none" stroke-width="6" stroke-linecap="round"/>`
    + `<circle cx="${x + 50}" cy="${y + 72}" r="4" fill="#000" stroke="none"/>`;
}

function svg(size: number, body: string, used: ReadonlySet<Pattern>, idPrefix: string): string {
  return `${svgOpen(size)}${patternDefs(used, idPrefix)}${body}</svg>`;
}

/** Renders an already realised item (avoids realising twice when the caller also needs views). */
export function renderRealized(item: RealizedItem, options: RenderOptions): RenderedItem {
  assertOptionOrder(options.optionOrder);
  const prefix = options.idPrefix ?? 'mx';
  const used = new Set<Pattern>();
  let body = '';
  for (let cell = 0; cell < 9; cell++) {
    const x = (cell % 3) * (PANEL_SIZE + GAP);
    const y = Math.floor(cell / 3) * (PANEL_SIZE + GAP);
    body += cell === 8 ? missing(x, y) : frame(x, y) + panelBody(item.spec, item.cells[cell]!, `${prefix}m`, used, x, y);
  }
  const matrix = svg(MATRIX_SIZE, body, used, `${prefix}m`);
  const rendered = options.optionOrder.map((canonical, shown) => {
    const own = new Set<Pattern>();
    const id = `${prefix}o${shown}`;
    return svg(PANEL_SIZE, frame(0, 0) + panelBody(item.spec, item.options[canonical]!, id, own, 0, 0), own, id);
  });
  return { matrix, options: rendered };
}

export function renderItem(spec: ItemSpec, options: RenderOptions): RenderedItem {
  return renderRealized(realizeItem(spec), options);
}

/** Id-free structural description of what is shown, for tests and checks; never sent to test takers. */
export interface ItemDescription {
  readonly context: readonly EntityView[][];
  readonly options: readonly EntityView[][];
}

export function describeItem(spec: ItemSpec, options: Pick<RenderOptions, 'optionOrder'>): ItemDescription {
  assertOptionOrder(options.optionOrder);
  const item = realizeItem(spec);
  return {
    context: item.cells.slice(0, 8).map(viewPanel),
    options: options.optionOrder.map((canonical) => viewPanel(item.options[canonical]!)),
  };
}
