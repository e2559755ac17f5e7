// What a viewer can see of a panel, with invisible differences removed: a circle looks the same at any rotation, a
// square after a quarter turn, a triangle after a third. Tests, the solver and the option checks compare these views,
// never the spec's internal values. Views carry no item or option ids, so they can be shown to nobody but tests.
import { type Entity, type Panel, type Pattern, type Shape } from './model.js';

/** Order of rotational symmetry; 0 means any rotation looks the same. */
export const ROTATIONAL_SYMMETRY: Readonly<Record<Shape, number>> = {
  triangle: 3, square: 4, pentagon: 5, hexagon: 6, circle: 0, arrow: 1, trapezoid: 1, semicircle: 1,
};

export interface EntityView {
  readonly slot: string;
  readonly shape: Shape;
  readonly size: number;
  readonly pattern: Pattern;
  /** Degrees clockwise, reduced to the smallest angle that looks the same. */
  readonly rotation: number;
}

/** The smallest non-negative angle that looks like `degrees` for this shape. */
export function visibleRotation(shape: Shape, degrees: number): number {
  const order = ROTATIONAL_SYMMETRY[shape];
  if (order === 0) return 0;
  const period = 360 / order;
  return Math.round((((degrees % period) + period) % period) * 1000) / 1000 % period;
}

export function viewEntity(entity: Entity): EntityView {
  return { slot: entity.slot, shape: entity.shape, size: entity.size, pattern: entity.pattern, rotation: visibleRotation(entity.shape, entity.rotation) };
}

/** A panel's view, figures sorted by slot so that drawing order does not matter. */
export function viewPanel(panel: Panel): EntityView[] {
  return panel.map(viewEntity).sort((a, b) => (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0));
}

/** Equal keys mean the two panels look identical. */
export function panelKey(panel: Panel): string {
  return viewPanel(panel).map((e) => `${e.slot}:${e.shape}:${e.size}:${e.pattern}:${e.rotation}`).join('|');
}
