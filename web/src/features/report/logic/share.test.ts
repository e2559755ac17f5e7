// Sharing only ever the type's public page (the flag that turns sharing on is tested in lib/share-flag.test.ts).
import { shareTargets } from './share-links';

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
