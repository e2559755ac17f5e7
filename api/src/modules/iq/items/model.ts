// The vocabulary of generated matrix items: layouts, attributes, rule families, the stored item spec and the realised
// panels. Everything here is plain JSON so specs can be stored in a database row and panels compared in tests.

/**
 * Panel layouts (after RAVEN / I-RAVEN configurations): one figure, a 2x2 or 3x3 grid of figures, two figures side by
 * side or one above the other, and a small figure inside a large outline.
 */
export const LAYOUTS = ['single', 'grid2', 'grid3', 'left-right', 'up-down', 'in-out'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The attributes a rule can act on. `position` is the set of occupied slots of a grid. */
export const ATTRIBUTES = ['shape', 'size', 'pattern', 'rotation', 'position'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/**
 * Rule families of Carpenter, Just & Shell (1990), applied along each row: constant in a row, quantitative pairwise
 * progression, figure addition or subtraction (arithmetic), distribution of three values, distribution of two values
 * (here: exclusive or of the occupied slots).
 */
export const FAMILIES = ['constant', 'progression', 'arithmetic', 'distribute-three', 'distribute-two'] as const;
export type Family = (typeof FAMILIES)[number];

/**
 * A rule for one attribute of one component. `fixed` is not a rule a solver must find: the value is the same in all
 * nine panels. Steps count levels of the attribute (rotation: quarter turns, position: slots).
 */
export type Rule =
  | { readonly family: 'fixed' }
  | { readonly family: 'constant' }
  | { readonly family: 'progression'; readonly step: number; readonly mode?: 'fill' | 'shift' }
  | { readonly family: 'arithmetic'; readonly op: 'add' | 'subtract' }
  | { readonly family: 'distribute-three' }
  | { readonly family: 'distribute-two' };

export type ComponentRules = Readonly<Record<Attribute, Rule>>;

/**
 * The stored form of an item: layout, one rule per attribute of each component, and the seed that draws the concrete
 * values and distractors. `realizeItem` turns it into panels deterministically; `version` names the generator that
 * does so, so a stored spec is never silently re-interpreted by a changed generator.
 */
export interface ItemSpec {
  readonly version: 1;
  readonly layout: Layout;
  readonly seed: number;
  readonly components: readonly ComponentRules[];
}

/** Regular shapes are ordered by their number of sides, so a progression over them reads 3, 4, 5, 6 sides, circle. */
export const REGULAR_SHAPES = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
/** Shapes without rotational symmetry, used where rotation varies: each quarter turn looks different. */
export const ORIENTED_SHAPES = ['arrow', 'trapezoid', 'semicircle'] as const;
export type Shape = (typeof REGULAR_SHAPES)[number] | (typeof ORIENTED_SHAPES)[number];

/** Fill patterns in order of ink coverage (so a progression over them reads as darker and darker); no colour. */
export const PATTERNS = ['empty', 'dots', 'stripes', 'crosshatch', 'solid'] as const;
export type Pattern = (typeof PATTERNS)[number];

/**
 * Size levels as a share of the slot's radius: each step is about 20% larger, well above what the eye tells apart side
 * by side, and the smallest figure of any layout is still about 20 units (22 px) across, enough to show its pattern.
 */
export const SIZE_SCALES = [0.5, 0.6, 0.72, 0.86, 1] as const;

/** Rotation is counted in quarter turns (0..3), clockwise. */
export const QUARTER_TURNS = 4;

/** One figure as drawn: which slot it sits in and how it looks. */
export interface Entity {
  readonly slot: string;
  readonly shape: Shape;
  readonly size: number;
  readonly pattern: Pattern;
  readonly rotation: number;
}

export type Panel = readonly Entity[];

/** An item's panels: `cells[8]` is the missing one (equal to `options[0]`); options come in canonical order. */
export interface RealizedItem {
  readonly spec: ItemSpec;
  readonly cells: readonly Panel[];
  readonly options: readonly Panel[];
}

/** The families an item's rules use, in canonical order; `fixed` attributes are not rules. */
export function itemFamilies(spec: ItemSpec): Family[] {
  const used = new Set<Family>();
  for (const component of spec.components) {
    for (const attribute of ATTRIBUTES) {
      const rule = component[attribute];
      if (rule.family !== 'fixed') used.add(rule.family);
    }
  }
  return FAMILIES.filter((family) => used.has(family));
}
