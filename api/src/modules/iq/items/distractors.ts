// Answer options by an attribute-bisection tree (Hu et al. 2021, I-RAVEN): three attributes are each given one wrong
// value, and the eight options are all combinations of right and wrong values. Every value then appears in exactly
// four options, and every option has the same pattern of differences to the other seven, so looking at the options
// alone (majority vote, "most typical option") finds the answer no better than chance.
import { type Rng, pick, shuffled } from '../random.js';
import { LAYOUT_DEFS, isGrid } from './layouts.js';
import { type Attribute, ATTRIBUTES, type ItemSpec } from './model.js';
import { type CellValues, domainOf, rotates } from './realize.js';
import { type Grid } from './values.js';

interface Aspect {
  readonly component: number;
  readonly attribute: Attribute;
  readonly ruled: boolean;
}

/** Attributes an option may get wrong: only ones a viewer can see and that have another value to take. */
export function modifiableAspects(spec: ItemSpec): Aspect[] {
  const aspects: Aspect[] = [];
  LAYOUT_DEFS[spec.layout].forEach((def, component) => {
    const rules = spec.components[component]!;
    for (const attribute of ATTRIBUTES) {
      if (attribute === 'rotation' && !rotates(rules)) continue;
      if (attribute === 'position' && !isGrid(def)) continue;
      const domain = domainOf(def, rules, attribute);
      if ((domain.kind === 'ordinal' || domain.kind === 'categorical') && domain.values.length < 2) continue;
      aspects.push({ component, attribute, ruled: rules[attribute].family !== 'fixed' });
    }
  });
  return aspects;
}

/**
 * A wrong value for one aspect. Values the matrix itself shows are preferred (a wrong option should look plausible
 * and come from the same distribution as right answers), otherwise any other value of the domain.
 */
function wrongValue(spec: ItemSpec, grids: readonly Grid[][], aspect: Aspect, right: number, rng: Rng): number {
  const a = ATTRIBUTES.indexOf(aspect.attribute);
  const seen = [...new Set(grids[aspect.component]![a]!.slice(0, 8))].filter((value) => value !== right);
  if (seen.length && rng() < 0.75) return pick(rng, seen);
  const def = LAYOUT_DEFS[spec.layout][aspect.component]!;
  const domain = domainOf(def, spec.components[aspect.component]!, aspect.attribute);
  switch (domain.kind) {
    case 'ordinal':
    case 'categorical':
      return pick(rng, domain.values.filter((value) => value !== right));
    case 'cyclic':
      return pick(rng, [1, 2, 3].map((turn) => (right + turn) % domain.modulus));
    case 'set': {
      // One figure more or one fewer, never an empty grid.
      const toggles = Array.from({ length: domain.slots }, (_, slot) => right ^ (1 << slot)).filter((mask) => mask !== 0);
      return pick(rng, toggles);
    }
  }
}

/** Eight options in canonical order: the answer first, then the rest of the tree. */
export function buildOptions(spec: ItemSpec, grids: readonly Grid[][], rng: Rng): CellValues[] {
  const aspects = modifiableAspects(spec);
  // Ruled attributes first, so that wrong options differ where the reasoning is; others fill up to three.
  const ordered = [...shuffled(rng, aspects.filter((aspect) => aspect.ruled)), ...shuffled(rng, aspects.filter((aspect) => !aspect.ruled))];
  const chosen = ordered.slice(0, 3);
  if (chosen.length < 3) throw new Error(`layout ${spec.layout} offers only ${chosen.length} attributes to vary`);
  const answer = grids.map((perAttribute) => Object.fromEntries(ATTRIBUTES.map((attribute, a) => [attribute, perAttribute[a]![8]!])) as Record<Attribute, number>);
  let options: Record<Attribute, number>[][] = [answer];
  for (const aspect of chosen) {
    const wrong = wrongValue(spec, grids, aspect, answer[aspect.component]![aspect.attribute], rng);
    options = options.flatMap((option) => [
      option,
      option.map((values, c) => (c === aspect.component ? { ...values, [aspect.attribute]: wrong } : values)),
    ]);
  }
  return options;
}
