// A priori IRT parameters from an item's cognitive complexity, in the spirit of Embretson's cognitive design system
// for generated matrices (Embretson 1998, Psychological Methods 3:380-396): difficulty grows with working-memory load
// (how many rules, and how abstract each is, in the order Carpenter, Just & Shell 1990 found) and with perceptual
// complexity (how many figures, overlay). These weights are provisional: recalibration on real answers replaces them.
import { ATTRIBUTES, type Family, type ItemSpec, type Layout } from './model.js';

/**
 * Memory load of each rule family, the ordinal scale Embretson used for Carpenter et al.'s hierarchy: identity,
 * pairwise progression, figure addition/subtraction, distribution of three, distribution of two.
 */
export const RULE_LOAD: Readonly<Record<Family, number>> = {
  constant: 1,
  progression: 2,
  arithmetic: 3,
  'distribute-three': 4,
  'distribute-two': 5,
};

/** Perceptual load of a layout: more figures to scan, or one figure drawn over another, make a panel harder to read. */
export const LAYOUT_LOAD: Readonly<Record<Layout, number>> = {
  single: 0,
  'left-right': 0.2,
  'up-down': 0.2,
  grid2: 0.35,
  'in-out': 0.5,
  grid3: 0.6,
};

/** Three-parameter logistic parameters (logistic metric, no 1.7 scaling). */
export interface ItemParameters {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** Eight options: a blind guess is right one time in eight. */
export const GUESSING = 1 / 8;

export interface Complexity {
  readonly rules: number;
  readonly memoryLoad: number;
  /** Components that carry at least one rule: each must be tracked separately. */
  readonly componentsWithRules: number;
  readonly perceptualLoad: number;
}

export function complexityOf(spec: ItemSpec): Complexity {
  let rules = 0, memoryLoad = 0, componentsWithRules = 0;
  for (const component of spec.components) {
    let own = 0;
    for (const attribute of ATTRIBUTES) {
      const rule = component[attribute];
      if (rule.family === 'fixed') continue;
      own++;
      memoryLoad += RULE_LOAD[rule.family];
    }
    rules += own;
    if (own) componentsWithRules++;
  }
  return { rules, memoryLoad, componentsWithRules, perceptualLoad: LAYOUT_LOAD[spec.layout] };
}

/**
 * b: a linear model in the features above (an LLTM-style decomposition). The intercept and weights place one
 * "constant in a row" rule in one figure near -3 logits and five abstract rules over two components near +3, the range
 * published Raven-type banks cover.
 * a: 1.6, the middle of the discriminations reported for matrix items in the logistic metric (about 1 to 2.5), lowered
 * by perceptual load, which adds variance that is not reasoning (counting and scanning many figures, reading a figure
 * drawn over another). There is no consistent evidence that the number of rules changes discrimination, so it does
 * not enter. c: one in eight.
 */
export function aPrioriParameters(spec: ItemSpec): ItemParameters {
  const x = complexityOf(spec);
  const b = -3.3 + 0.3 * x.memoryLoad + 0.2 * (x.rules - 1) + 0.25 * (x.componentsWithRules - 1) + 0.8 * x.perceptualLoad;
  const a = 1.6 - 0.3 * x.perceptualLoad;
  return { a: round(a, 3), b: round(b, 3), c: GUESSING };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
