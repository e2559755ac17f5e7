// Lookup by locale: EN content for EN, and EN (marked as such) for locales that are not translated yet.
import { chaptersFor, isPackSlug, labelsFor, packFor, packsFor, translatedLocales } from './index.js';
import { PACK_SLUGS } from './pack.types.js';

describe('resource content index', () => {
  it('serves EN content as EN', () => {
    const { value, locale } = packFor('decision-making', 'EN');
    expect(locale).toBe('EN');
    expect(value.slug).toBe('decision-making');
    expect(packsFor('EN').value.map((pack) => pack.slug)).toEqual([...PACK_SLUGS]);
  });

  it('falls back to EN, and says so, for a locale without its own text', () => {
    const missing = (['CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'] as const).filter(
      (locale) => !translatedLocales('packs').includes(locale),
    );
    for (const locale of missing) {
      expect(packFor('career-direction', locale)).toEqual({ value: packFor('career-direction', 'EN').value, locale: 'EN' });
    }
    const chaptersMissing = (['FR', 'KR'] as const).filter((locale) => !translatedLocales('chapters').includes(locale));
    for (const locale of chaptersMissing) expect(chaptersFor(locale).locale).toBe('EN');
    expect(labelsFor('EN').value.poles.Tu.name).toBe('Turbulent identity');
  });

  it('recognizes the 12 slugs and nothing else', () => {
    for (const slug of PACK_SLUGS) expect(isPackSlug(slug)).toBe(true);
    expect(isPackSlug('focus')).toBe(false);
    expect(isPackSlug('')).toBe(false);
  });
});
