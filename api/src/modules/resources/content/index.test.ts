// Lookup by locale: EN content for EN, and EN (marked as such) for locales that are not translated yet.
import { chaptersFor, isPackSlug, labelsFor, packFor, packsFor, translatedLocales } from './index.js';
import { PACK_SLUGS } from './pack.types.js';

describe('resource content index', () => {
  it('serves EN content as EN', async () => {
    const { value, locale } = await packFor('decision-making', 'EN');
    expect(locale).toBe('EN');
    expect(value.slug).toBe('decision-making');
    expect((await packsFor('EN')).value.map((pack) => pack.slug)).toEqual([...PACK_SLUGS]);
  });

  it('falls back to EN, and says so, for a locale without its own text', async () => {
    const withPacks = await translatedLocales('packs');
    const missing = (['CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'] as const).filter((locale) => !withPacks.includes(locale));
    for (const locale of missing) {
      expect(await packFor('career-direction', locale)).toEqual({ value: (await packFor('career-direction', 'EN')).value, locale: 'EN' });
    }
    const withChapters = await translatedLocales('chapters');
    const chaptersMissing = (['FR', 'KR'] as const).filter((locale) => !withChapters.includes(locale));
    for (const locale of chaptersMissing) expect((await chaptersFor(locale)).locale).toBe('EN');
    expect((await labelsFor('EN')).value.poles.Tu.name).toBe('Turbulent identity');
  });

  it('loads a locale once and shares it between readers', async () => {
    const [first, second] = await Promise.all([packFor('decision-making', 'DE'), packFor('decision-making', 'DE')]);
    expect(second.value).toBe(first.value);
  });

  it('recognizes the 12 slugs and nothing else', () => {
    for (const slug of PACK_SLUGS) expect(isPackSlug(slug)).toBe(true);
    expect(isPackSlug('focus')).toBe(false);
    expect(isPackSlug('')).toBe(false);
  });
});
