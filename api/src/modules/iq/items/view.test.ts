import { type Entity } from './model.js';
import { panelKey, visibleRotation } from './view.js';

const entity = (shape: Entity['shape'], rotation: number): Entity => ({ slot: 'c', shape, size: 2, pattern: 'empty', rotation });

describe('visible rotation', () => {
  it('ignores turns that look the same', () => {
    expect(panelKey([entity('circle', 37)])).toBe(panelKey([entity('circle', 0)]));
    expect(panelKey([entity('square', 90)])).toBe(panelKey([entity('square', 0)]));
    expect(panelKey([entity('square', 270)])).toBe(panelKey([entity('square', 0)]));
    expect(panelKey([entity('triangle', 240)])).toBe(panelKey([entity('triangle', 0)]));
    expect(panelKey([entity('hexagon', 60)])).toBe(panelKey([entity('hexagon', 0)]));
    expect(panelKey([entity('pentagon', -72)])).toBe(panelKey([entity('pentagon', 0)]));
  });

  it('keeps turns that look different', () => {
    expect(panelKey([entity('square', 45)])).not.toBe(panelKey([entity('square', 0)]));
    expect(panelKey([entity('triangle', 180)])).not.toBe(panelKey([entity('triangle', 0)]));
    for (const shape of ['arrow', 'trapezoid', 'semicircle'] as const) {
      const keys = [0, 90, 180, 270].map((turn) => panelKey([entity(shape, turn)]));
      expect(new Set(keys).size).toBe(4);
    }
  });

  it('reduces angles to the smallest equivalent', () => {
    expect(visibleRotation('triangle', 180)).toBe(60);
    expect(visibleRotation('arrow', -90)).toBe(270);
    expect(visibleRotation('square', 405)).toBe(45);
  });

  it('does not depend on drawing order', () => {
    const a: Entity = { slot: 'g0', shape: 'circle', size: 3, pattern: 'dots', rotation: 0 };
    const b: Entity = { ...a, slot: 'g3' };
    expect(panelKey([a, b])).toBe(panelKey([b, a]));
  });
});
