// Turns a stored item spec into its nine panels and eight answer options, deterministically from the spec's seed.
import { type Rng, seededRng } from '../random.js';
import { buildOptions } from './distractors.js';
import { type ComponentDef, LAYOUT_DEFS, isGrid } from './layouts.js';
import {
  type Attribute, ATTRIBUTES, type ComponentRules, type Entity, type ItemSpec, ORIENTED_SHAPES, type Panel, PATTERNS,
  QUARTER_TURNS, type RealizedItem, REGULAR_SHAPES,
} from './model.js';
import { type Domain, drawGrid, type Grid } from './values.js';

/** One panel's values: per component, one number per attribute. */
export type CellValues = readonly Readonly<Record<Attribute, number>>[];

export function domainOf(def: ComponentDef, rules: ComponentRules, attribute: Attribute): Domain {
  switch (attribute) {
    case 'shape':
      return rotates(rules)
        ? { kind: 'categorical', values: ORIENTED_SHAPES.map((_, i) => i) }
        : { kind: 'ordinal', values: def.shapes };
    case 'size':
      return { kind: 'ordinal', values: def.sizes };
    case 'pattern':
      return { kind: 'ordinal', values: def.patterns };
    case 'rotation':
      return { kind: 'cyclic', modulus: QUARTER_TURNS };
    case 'position':
      return isGrid(def) ? { kind: 'set', slots: def.slots.length, ring: def.ring ?? [] } : { kind: 'ordinal', values: [1] };
  }
}

/** Oriented shapes (and a rotation rule) go together: regular shapes stay upright. */
export const rotates = (rules: ComponentRules) => rules.rotation.family !== 'fixed';

/** Checks that a spec only asks for rules its layout supports. */
export function specProblems(spec: ItemSpec): string[] {
  const defs = LAYOUT_DEFS[spec.layout];
  const problems: string[] = [];
  if (spec.components.length !== defs.length) problems.push(`layout ${spec.layout} has ${defs.length} components`);
  spec.components.forEach((rules, c) => {
    const def = defs[c];
    if (!def) return;
    if (rotates(rules) && !def.rotates) problems.push(`component ${c} cannot rotate`);
    if (!isGrid(def) && rules.position.family !== 'fixed') problems.push(`component ${c} has one slot`);
    for (const attribute of ATTRIBUTES) {
      const family = rules[attribute].family;
      if ((family === 'arithmetic' || family === 'distribute-two') && attribute !== 'position') {
        problems.push(`${family} only applies to positions`);
      }
    }
  });
  if (spec.components.every((rules) => ATTRIBUTES.every((attribute) => rules[attribute].family === 'fixed'))) {
    problems.push('an item needs at least one rule');
  }
  return problems;
}

/** Draws the 3x3 values of every attribute; null when some rule cannot hold on its domain. */
export function drawMatrix(spec: ItemSpec, rng: Rng): Grid[][] | null {
  const defs = LAYOUT_DEFS[spec.layout];
  const grids: Grid[][] = [];
  for (const [c, rules] of spec.components.entries()) {
    const perAttribute: Grid[] = [];
    for (const attribute of ATTRIBUTES) {
      const rule = rules[attribute];
      // Regular shapes are drawn upright, so an unruled rotation is 0 rather than a random turn.
      const grid = attribute === 'rotation' && rule.family === 'fixed'
        ? Array<number>(9).fill(0)
        : drawGrid(rule, domainOf(defs[c]!, rules, attribute), rng);
      if (!grid) return null;
      perAttribute.push(grid);
    }
    grids.push(perAttribute);
  }
  return grids;
}

export function cellValues(grids: readonly Grid[][], cell: number): CellValues {
  return grids.map((perAttribute) => Object.fromEntries(ATTRIBUTES.map((attribute, a) => [attribute, perAttribute[a]![cell]!])) as Record<Attribute, number>);
}

/** The figures a panel shows. */
export function panelOf(spec: ItemSpec, values: CellValues): Panel {
  const entities: Entity[] = [];
  LAYOUT_DEFS[spec.layout].forEach((def, c) => {
    const v = values[c]!;
    const oriented = rotates(spec.components[c]!);
    const look = {
      shape: oriented ? ORIENTED_SHAPES[v.shape]! : REGULAR_SHAPES[v.shape]!,
      size: v.size,
      pattern: PATTERNS[v.pattern]!,
      rotation: v.rotation * (360 / QUARTER_TURNS),
    };
    def.slots.forEach((slot, s) => {
      if (!isGrid(def) || v.position & (1 << s)) entities.push({ slot, ...look });
    });
  });
  return entities;
}

/**
 * The item's panels and options. Throws if the spec's rules cannot be drawn from its seed: stored specs come from
 * the bank builder, which only keeps seeds that work.
 */
export function realizeItem(spec: ItemSpec): RealizedItem {
  const problems = specProblems(spec);
  if (problems.length) throw new Error(`invalid item spec: ${problems.join('; ')}`);
  const rng = seededRng(spec.seed);
  const grids = drawMatrix(spec, rng);
  if (!grids) throw new Error(`seed ${spec.seed} cannot realise this spec`);
  const cells = Array.from({ length: 9 }, (_, cell) => cellValues(grids, cell));
  const options = buildOptions(spec, grids, rng);
  return {
    spec,
    cells: cells.map((values) => panelOf(spec, values)),
    options: options.map((values) => panelOf(spec, values)),
  };
}
