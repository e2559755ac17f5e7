// Random rule sets for a layout: which attributes of which components follow which rule. The bank builder draws
// many and keeps those that fill its difficulty targets.
import { type Rng, pick, shuffled } from '../random.js';
import { type ComponentDef, LAYOUT_DEFS, isGrid } from './layouts.js';
import { type Attribute, ATTRIBUTES, type ComponentRules, type Family, type ItemSpec, type Layout, type Rule } from './model.js';

const FIXED: Rule = { family: 'fixed' };
/** Share of grid items whose filled slots follow a rule. */
const POSITION_RULE_SHARE = 0.8;

const cache = new WeakMap<ComponentDef, Map<string, ReadonlyMap<Family, readonly Rule[]>>>();

/** Every rule one attribute of one component can follow, grouped by family. */
export function ruleChoices(def: ComponentDef, attribute: Attribute, rotating: boolean): ReadonlyMap<Family, readonly Rule[]> {
  const own = cache.get(def) ?? new Map<string, ReadonlyMap<Family, readonly Rule[]>>();
  cache.set(def, own);
  const key = `${attribute}:${rotating}`;
  let choices = own.get(key);
  if (!choices) own.set(key, (choices = listChoices(def, attribute, rotating)));
  return choices;
}

function listChoices(def: ComponentDef, attribute: Attribute, rotating: boolean): Map<Family, Rule[]> {
  const choices = new Map<Family, Rule[]>();
  const add = (rule: Rule) => {
    if (rule.family === 'fixed') return;
    choices.set(rule.family, [...(choices.get(rule.family) ?? []), rule]);
  };
  const ordinal = (levels: number, steps: number[]) => {
    if (levels < 2) return;
    add({ family: 'constant' });
    for (const step of steps) if (levels > 2 * Math.abs(step)) add({ family: 'progression', step });
    if (levels >= 3) add({ family: 'distribute-three' });
  };
  switch (attribute) {
    case 'shape':
      if (rotating) {
        add({ family: 'constant' });
        add({ family: 'distribute-three' });
      } else {
        ordinal(def.shapes.length, [1, -1]);
      }
      break;
    case 'size':
      ordinal(def.sizes.length, [1, -1]);
      break;
    case 'pattern':
      ordinal(def.patterns.length, [1, -1, 2, -2]);
      break;
    case 'rotation':
      if (def.rotates) {
        add({ family: 'constant' });
        add({ family: 'progression', step: 1 });
        add({ family: 'progression', step: -1 });
        add({ family: 'distribute-three' });
      }
      break;
    case 'position':
      if (isGrid(def)) {
        add({ family: 'constant' });
        add({ family: 'progression', step: 1, mode: 'fill' });
        add({ family: 'progression', step: -1, mode: 'fill' });
        add({ family: 'progression', step: 1, mode: 'shift' });
        add({ family: 'progression', step: -1, mode: 'shift' });
        add({ family: 'arithmetic', op: 'add' });
        add({ family: 'arithmetic', op: 'subtract' });
        add({ family: 'distribute-two' });
        add({ family: 'distribute-three' });
      }
      break;
  }
  return choices;
}

/**
 * A spec with `ruleCount` rules spread over the layout's components (at least one rule each where possible), each
 * rule's family drawn first and its variant second, so that families are not weighted by how many variants they have.
 * Figure addition and exclusive or, which only positions can carry, are drawn twice as often so the bank holds enough.
 */
export function sampleSpec(layout: Layout, ruleCount: number, seed: number, rng: Rng): ItemSpec | null {
  const defs = LAYOUT_DEFS[layout];
  const rotating = defs.map((def) => def.rotates && rng() < 0.3);
  const slots = defs.flatMap((def, component) => ATTRIBUTES
    .filter((attribute) => ruleChoices(def, attribute, rotating[component]!).size > 0)
    .filter((attribute) => attribute !== 'rotation' || rotating[component])
    .map((attribute) => ({ component, attribute })));
  // A rotating component must rotate by rule, and a grid's filled slots usually follow one too (positions are the only
  // attribute that carries figure addition and exclusive or); the remaining rules go to the other slots at random.
  const forced = slots.filter((slot) => slot.attribute === 'rotation' || (slot.attribute === 'position' && rng() < POSITION_RULE_SHARE));
  const rest = shuffled(rng, slots.filter((slot) => !forced.includes(slot)));
  // Spread the first rules over the components (round robin), so a two-component layout is not one figure and a bystander.
  const rank = new Map<(typeof rest)[number], number>();
  const seen = new Map<number, number>();
  for (const slot of rest) {
    const k = seen.get(slot.component) ?? 0;
    seen.set(slot.component, k + 1);
    rank.set(slot, k);
  }
  rest.sort((x, y) => rank.get(x)! - rank.get(y)!);
  const picked = [...forced, ...rest].slice(0, ruleCount);
  if (picked.length < ruleCount) return null;
  const components: Record<Attribute, Rule>[] = defs.map(() => Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, FIXED])) as Record<Attribute, Rule>);
  for (const { component, attribute } of picked) {
    const choices = ruleChoices(defs[component]!, attribute, rotating[component]!);
    const families = [...choices.keys()];
    const family = pick(rng, [...families, ...families.filter((f) => f === 'arithmetic' || f === 'distribute-two')]);
    components[component]![attribute] = pick(rng, choices.get(family)!);
  }
  return { version: 1, layout, seed, components: components as ComponentRules[] };
}
