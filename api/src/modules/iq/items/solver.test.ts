import { type Entity, type Panel } from './model.js';
import { solve, soundnessProblems } from './solver.js';

const figure = (size: number, extra: Partial<Entity> = {}): Panel => [{ slot: 'c', shape: 'circle', size, pattern: 'empty', rotation: 0, ...extra }];
const grid = (mask: number): Panel =>
  [0, 1, 2, 3].filter((slot) => mask & (1 << slot)).map((slot) => ({ slot: `g${slot}`, shape: 'square', size: 3, pattern: 'solid', rotation: 0 }));

/** A matrix whose figure grows by one size step along each row. */
const growing = [0, 1, 2, 1, 2, 3, 2, 3].map((size) => figure(size));

describe('rule solver', () => {
  it('predicts the missing panel of a progression and finds the one option that fits', () => {
    const options = [figure(4), figure(3), figure(4, { pattern: 'dots' }), figure(2)];
    const solution = solve('single', growing, options);
    expect(solution.predictions.get('0.size')).toEqual([4]);
    expect(solution.consistent).toEqual([0]);
    expect(soundnessProblems('single', growing, options)).toEqual([]);
  });

  it('reports a distractor that also satisfies every rule', () => {
    const options = [figure(4), figure(3), figure(4, { rotation: 90 })];
    // A circle turned a quarter looks the same: option 2 is the answer again.
    expect(solve('single', growing, options).consistent).toEqual([0, 2]);
    expect(soundnessProblems('single', growing, options)[0]).toMatch(/options matching the rules: \[0, 2\]/);
  });

  it('reports an aspect two rules predict differently', () => {
    // Rows one and two: disjoint operands, so "union" and "exclusive or" both fit; row three overlaps.
    const context = [0b0001, 0b0010, 0b0011, 0b0100, 0b1000, 0b1100, 0b0011, 0b0110].map(grid);
    const solution = solve('grid2', context, [grid(0b0111), grid(0b0101)]);
    expect([...solution.predictions.get('0.position')!].sort()).toEqual([0b0101, 0b0111]);
    expect(solution.ambiguous).toContain('0.position');
    expect(soundnessProblems('grid2', context, [grid(0b0111), grid(0b0101)])[0]).toMatch(/^ambiguous: .*0\.position/);
  });

  it('tells exclusive or from union once operands overlap', () => {
    const context = [0b0011, 0b0110, 0b0101, 0b1100, 0b0110, 0b1010, 0b1001, 0b0011].map(grid);
    const solution = solve('grid2', context, [grid(0b1010), grid(0b1011), grid(0b0001)]);
    expect(solution.predictions.get('0.position')).toEqual([0b1010]);
    expect(solution.ambiguous).toEqual([]);
    expect(solution.consistent).toEqual([0]);
  });

  it('reads distribution of three values in any order', () => {
    const shapes = ['triangle', 'square', 'pentagon', 'square', 'pentagon', 'triangle', 'pentagon', 'triangle'] as const;
    const context = shapes.map((shape) => figure(2, { shape }));
    const solution = solve('single', context, [figure(2, { shape: 'square' }), figure(2, { shape: 'hexagon' })]);
    expect(solution.predictions.get('0.shape')).toEqual([1]);
    expect(solution.consistent).toEqual([0]);
  });

  it('follows rotation by quarter turns of oriented shapes', () => {
    const turns = [0, 90, 180, 90, 180, 270, 180, 270];
    const context = turns.map((rotation) => figure(2, { shape: 'arrow', rotation }));
    const solution = solve('single', context, [figure(2, { shape: 'arrow', rotation: 0 }), figure(2, { shape: 'arrow', rotation: 180 })]);
    expect(solution.predictions.get('0.rotation')).toEqual([0]);
    expect(solution.consistent).toEqual([0]);
  });

  it('needs the eight context panels', () => {
    expect(() => solve('single', growing.slice(0, 7), [])).toThrow();
  });
});
