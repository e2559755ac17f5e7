// Sharing: off unless the flag says on, and only ever the type's public page.
import { readShareEnabled, SHARE_ENABLED } from '../share-config';
import { shareTargets } from './share-links';

it('is off by default and on only for an explicit yes', () => {
  expect(SHARE_ENABLED).toBe(false);
  expect(readShareEnabled({})).toBe(false);
  for (const value of ['', '0', 'false', 'off', 'no', 'maybe']) expect(readShareEnabled({ VITE_SHARE_ENABLED: value })).toBe(false);
  for (const value of ['1', 'true', ' TRUE ', 'on', 'yes', true]) expect(readShareEnabled({ VITE_SHARE_ENABLED: value })).toBe(true);
});

it('offers the six networks, each sharing the public type page', () => {
  const url = 'https://mindprint.test/types/BMBTI-1836#entj';
  const targets = shareTargets(url, 'I am ENTJ');
  expect(targets.map((t) => t.network)).toEqual(['instagram', 'twitter', 'linkedin', 'medium', 'pinterest', 'facebook']);
  for (const target of targets) {
    const shared = target.kind === 'link' ? new URL(target.href).searchParams.get(target.network === 'facebook' ? 'u' : 'url') : target.text;
    expect(shared).toBe(url);
  }
  expect(targets.find((t) => t.network === 'twitter')).toMatchObject({ href: expect.stringContaining('text=I%20am%20ENTJ') });
  expect(targets.filter((t) => t.kind === 'copy').map((t) => t.network)).toEqual(['instagram', 'medium']);
});
