// The share flag: off unless it says on.
import { readShareEnabled, SHARE_ENABLED } from './share-flag';

it('is off by default and on only for an explicit yes', () => {
  expect(SHARE_ENABLED).toBe(false);
  expect(readShareEnabled({})).toBe(false);
  for (const value of ['', '0', 'false', 'off', 'no', 'maybe']) expect(readShareEnabled({ VITE_SHARE_ENABLED: value })).toBe(false);
  for (const value of ['1', 'true', ' TRUE ', 'on', 'yes', true]) expect(readShareEnabled({ VITE_SHARE_ENABLED: value })).toBe(true);
});
