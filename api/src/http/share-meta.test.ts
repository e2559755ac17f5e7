// Share tags: a shared type page gets its type's image, title and summary (in the link's language), every other page
// the site image; values are escaped; a page without a head end tag is left alone; a broken manifest is refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOgManifest, shareMetaTags, withShareMeta, type OgManifest } from './share-meta.js';

const MANIFEST: OgManifest = { site: '/assets/og-site-AbCd1234.png', types: { INTJ: '/assets/og-intj-AbCd1234.png', ISFJ: '/assets/og-isfj-AbCd1234.png' } };
const BASE = 'https://mindprint.example';

function meta(tags: string): Record<string, string> {
  return Object.fromEntries([...tags.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]));
}

describe('shareMetaTags', () => {
  it('describes a shared type with its own image, in English by default', () => {
    const tags = meta(shareMetaTags('/types/BMBTI-1836', new URLSearchParams('type=intj'), MANIFEST, BASE));
    expect(tags['og:image']).toBe('https://mindprint.example/assets/og-intj-AbCd1234.png');
    expect(tags['og:title']).toBe('INTJ · The Long-View Strategist · Mindprint');
    expect(tags['og:description']).toMatch(/^An independent, analytical planner/);
    expect(tags['og:url']).toBe('https://mindprint.example/types/BMBTI-1836?type=intj');
    expect(tags).toMatchObject({
      'og:image:type': 'image/png', 'og:image:width': '1200', 'og:image:height': '630', 'og:type': 'website', 'twitter:card': 'summary_large_image',
    });
    expect(tags['og:image:alt']).toBe('INTJ, The Long-View Strategist: the Mindprint illustration of this personality type');
    expect(tags['twitter:image:alt']).toBe(tags['og:image:alt']);
  });

  it('describes the image in the link\'s language', () => {
    const ja = meta(shareMetaTags('/types/BMBTI-1836', new URLSearchParams('type=intj&hl=ja'), MANIFEST, BASE));
    expect(ja['og:image:alt']).toMatch(/^INTJ（.+）を表すMindprintのイラスト$/);
    const de = meta(shareMetaTags('/', new URLSearchParams('hl=de'), MANIFEST, BASE));
    expect(de['og:image:alt']).toBe('Mindprint: Illustrationen von vier Persönlichkeitstypen');
  });

  it('follows the hl parameter and accepts any case', () => {
    const tags = meta(shareMetaTags('/types/BMBTI-1836/', new URLSearchParams('type=INTJ&hl=de'), MANIFEST, BASE));
    expect(tags['og:title']).toMatch(/^INTJ · .+ · Mindprint$/);
    expect(tags['og:title']).not.toContain('Strategist');
    expect(tags['og:url']).toBe('https://mindprint.example/types/BMBTI-1836/?type=intj&amp;hl=DE');
  });

  it('uses the site image elsewhere, and for unknown or misplaced types', () => {
    for (const [pathname, query] of [['/', ''], ['/types/BMBTI-1836', 'type=abcd'], ['/report/result/BMBTI-1836', 'type=intj&r=secret']]) {
      const tags = meta(shareMetaTags(pathname, new URLSearchParams(query), MANIFEST, BASE));
      expect(tags['og:image']).toBe('https://mindprint.example/assets/og-site-AbCd1234.png');
      expect(tags['og:title']).toBe('Mindprint');
      expect(tags['og:description']).toBeUndefined();
      expect(tags['og:image:alt']).toBe('Mindprint: illustrations of four personality types');
      expect(tags['og:url']).toBe(`${BASE}${pathname}`);
    }
  });

  it('escapes what it writes into attributes', () => {
    const tags = shareMetaTags('/types/BMBTI-1836', new URLSearchParams('type=isfj&hl=FR'), MANIFEST, BASE);
    expect(tags).not.toMatch(/content="[^"]*[<>][^"]*"/);
    expect(meta(tags)['og:title']).toMatch(/^ISFJ · /);
  });
});

describe('withShareMeta', () => {
  it('adds the tags at the end of the head, or leaves a page without one alone', () => {
    expect(withShareMeta('<html><head><title>x</title></head><body></body></html>', '<meta a>')).toBe('<html><head><title>x</title><meta a></head><body></body></html>');
    expect(withShareMeta('<title>x</title><div id="root"></div>', '<meta a>')).toBe('<title>x</title><div id="root"></div>');
  });
});

describe('loadOgManifest', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mindprint-og-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the manifest, is null without one, and refuses one that points outside the assets', () => {
    expect(loadOgManifest(dir)).toBeNull();
    writeFileSync(path.join(dir, 'og-images.json'), JSON.stringify(MANIFEST));
    expect(loadOgManifest(dir)).toEqual(MANIFEST);
    writeFileSync(path.join(dir, 'og-images.json'), JSON.stringify({ site: 'https://elsewhere.example/x.png', types: {} }));
    expect(() => loadOgManifest(dir)).toThrow(/not an OpenGraph image manifest/);
  });
});
