// Where the figures of each layout sit inside a 100 x 100 panel, and which attribute values each component may take.
// Minimum sizes follow from the phone target: a 3x3 matrix about 340 px wide gives a panel about 110 px, so one unit
// is about 1.1 px; the smallest figure that carries a fill pattern is at least 16 units across.
import { type Layout, PATTERNS, REGULAR_SHAPES } from './model.js';

/** The panel's user-space size; the matrix and the options use the same geometry. */
export const PANEL_SIZE = 100;

export interface ComponentDef {
  /** Slot ids in reading order; a grid component has several. */
  readonly slots: readonly string[];
  /** Centre of each slot, in panel units. */
  readonly centers: readonly (readonly [number, number])[];
  /** Radius a figure of scale 1 fills. */
  readonly radius: number;
  /** Size levels allowed (indexes into SIZE_SCALES). */
  readonly sizes: readonly number[];
  /** Pattern indexes allowed (into PATTERNS). */
  readonly patterns: readonly number[];
  /** Regular shape indexes allowed (into REGULAR_SHAPES) when rotation does not vary. */
  readonly shapes: readonly number[];
  /** Whether a rotation rule (and therefore oriented shapes) may be used. */
  readonly rotates: boolean;
  /** For grids: the clockwise ring of slot indexes a `shift` progression moves along. */
  readonly ring?: readonly number[];
}

const ALL_PATTERNS = PATTERNS.map((_, index) => index);
const ALL_SHAPES = REGULAR_SHAPES.map((_, index) => index);

const single = (slot: string, center: readonly [number, number], radius: number): ComponentDef => ({
  slots: [slot],
  centers: [center],
  radius,
  sizes: [0, 1, 2, 3, 4],
  patterns: ALL_PATTERNS,
  shapes: ALL_SHAPES,
  rotates: true,
});

function grid(side: number, margin: number, sizes: readonly number[]): ComponentDef {
  const cell = (100 - 2 * margin) / side;
  const centers: [number, number][] = [];
  const slots: string[] = [];
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      centers.push([margin + cell * (col + 0.5), margin + cell * (row + 0.5)]);
      slots.push(`g${row * side + col}`);
    }
  }
  // The ring runs clockwise around the border from the top-left corner; a 3x3 centre stays where it is.
  const ring = side === 2 ? [0, 1, 3, 2] : [0, 1, 2, 5, 8, 7, 6, 3];
  return { slots, centers, radius: cell * 0.46, sizes, patterns: ALL_PATTERNS, shapes: ALL_SHAPES, rotates: false, ring };
}

export const LAYOUT_DEFS: Readonly<Record<Layout, readonly ComponentDef[]>> = {
  single: [single('c', [50, 50], 40)],
  // Grid figures share the panel with up to eight others, so their smallest sizes are left out.
  grid2: [grid(2, 6, [1, 2, 3, 4])],
  grid3: [grid(3, 5, [3, 4])],
  'left-right': [single('l', [26, 50], 23), single('r', [74, 50], 23)],
  'up-down': [single('u', [50, 26], 23), single('d', [50, 74], 23)],
  'in-out': [
    // The outline stays empty and large (square to circle: their inner circle holds the inner figure) and never turns.
    { slots: ['o'], centers: [[50, 50]], radius: 45, sizes: [3, 4], patterns: [0], shapes: [1, 2, 3, 4], rotates: false },
    { ...single('i', [50, 50], 20) },
  ],
};

/** Slot id -> [component index, slot index] for one layout. */
export function slotIndex(layout: Layout): Map<string, readonly [number, number]> {
  const map = new Map<string, readonly [number, number]>();
  LAYOUT_DEFS[layout].forEach((component, c) => component.slots.forEach((slot, s) => map.set(slot, [c, s])));
  return map;
}

export function isGrid(component: ComponentDef): boolean {
  return component.slots.length > 1;
}
