import { createHash } from 'node:crypto';
import { practiceItems } from './bank.js';
import { correctOptionIndex, describeItem, renderItem } from './render.js';

const spec = practiceItems()[1]!.spec;
const identity = [0, 1, 2, 3, 4, 5, 6, 7];
const reversed = [7, 6, 5, 4, 3, 2, 1, 0];
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
/** Option SVGs without their per-position pattern ids, to compare drawings across orders. */
const drawing = (svg: string) => svg.replace(/mxo\d/g, 'ID');

describe('rendering an item', () => {
  it('gives the same bytes for the same spec and option order', () => {
    const first = renderItem(spec, { optionOrder: identity });
    const second = renderItem({ ...spec }, { optionOrder: [...identity] });
    expect(hash(JSON.stringify(second))).toBe(hash(JSON.stringify(first)));
  });

  it('shows the options in the order asked for', () => {
    const straight = renderItem(spec, { optionOrder: identity });
    const turned = renderItem(spec, { optionOrder: reversed });
    expect(turned.matrix).toBe(straight.matrix);
    expect(turned.options.map(drawing)).toEqual([...straight.options].reverse().map(drawing));
    expect(new Set(straight.options.map(drawing)).size).toBe(8);
  });

  it('computes where the answer is shown, and rejects orders that are not permutations', () => {
    expect(correctOptionIndex(reversed)).toBe(7);
    expect(correctOptionIndex([3, 1, 0, 2, 4, 5, 6, 7])).toBe(2);
    expect(() => correctOptionIndex([0, 0, 1, 2, 3, 4, 5, 6])).toThrow();
    expect(() => renderItem(spec, { optionOrder: [0, 1, 2] })).toThrow();
  });

  it('draws a 3 x 3 matrix with the ninth cell marked missing', () => {
    const { matrix } = renderItem(spec, { optionOrder: identity });
    expect(matrix.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 308 308"')).toBe(true);
    expect(matrix.endsWith('</svg>')).toBe(true);
    expect(matrix.match(/<rect [^>]*stroke="#767676"/g)).toHaveLength(8);
    expect(matrix.match(/stroke-dasharray/g)).toHaveLength(1);
    expect(matrix).not.toMatch(/NaN|undefined/);
    // Black on white: no colour anywhere.
    expect(matrix.match(/#[0-9a-f]{3,6}/gi)!.every((colour) => ['#000', '#fff', '#767676'].includes(colour))).toBe(true);
  });

  it('keeps pattern ids apart between drawings on one page', () => {
    const { matrix, options } = renderItem(spec, { optionOrder: identity, idPrefix: 'q7' });
    const ids = [matrix, ...options].flatMap((svg) => [...svg.matchAll(/id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id!.startsWith('q7'))).toBe(true);
  });

  it('describes what is shown without ids, in display order', () => {
    const straight = describeItem(spec, { optionOrder: identity });
    const turned = describeItem(spec, { optionOrder: reversed });
    expect(straight.context).toHaveLength(8);
    expect(turned.options).toEqual([...straight.options].reverse());
    expect(JSON.stringify(straight)).not.toMatch(/MX-/);
    expect(new Set(straight.options.map((view) => JSON.stringify(view))).size).toBe(8);
  });
});
