import { RecentMap } from './recent-map.js';

it('keeps the most recently used entries up to its capacity', () => {
  const map = new RecentMap<string, number>(2);
  map.set('a', 1);
  map.set('b', 2);
  // Reading 'a' makes 'b' the oldest: the third entry pushes 'b' out, not 'a'.
  expect(map.get('a')).toBe(1);
  map.set('c', 3);
  expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  expect(map.size).toBe(2);
  map.delete('a');
  expect(map.get('a')).toBeUndefined();
});
