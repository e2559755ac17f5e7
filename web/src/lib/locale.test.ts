// Locale detection order, browser-tag mapping, the cookie and the change-and-reload flow.
import { BCP47, changeLocale, detectLocale, fromBrowserLanguage, LOCALES, localeCookie, parseLocale, type Locale } from './locale';
import { createMemoryStore } from './storage';

describe('fromBrowserLanguage', () => {
  it.each([
    ['zh-CN', 'CN'], ['zh-Hans', 'CN'], ['zh-SG', 'CN'], ['zh', 'CN'], ['zh-Hans-HK', 'CN'],
    ['zh-HK', 'HK'], ['zh-TW', 'HK'], ['zh-MO', 'HK'], ['zh-Hant', 'HK'], ['zh-Hant-CN', 'HK'], ['zh_TW', 'HK'],
    ['ja', 'JA'], ['ja-JP', 'JA'], ['ko-KR', 'KR'], ['fr-CA', 'FR'], ['es-419', 'ES'], ['de-AT', 'DE'], ['pt-BR', 'PT'], ['en-GB', 'EN'],
  ])('%s -> %s', (tag, locale) => expect(fromBrowserLanguage(tag)).toBe(locale));

  it('returns null for languages outside the nine', () => {
    expect(fromBrowserLanguage('it-IT')).toBeNull();
    expect(fromBrowserLanguage('')).toBeNull();
  });
});

describe('parseLocale', () => {
  it('accepts the codes in any case and browser tags', () => {
    expect(parseLocale(' kr ')).toBe('KR');
    expect(parseLocale('zh-TW')).toBe('HK');
    expect(parseLocale('XX')).toBeNull();
    expect(parseLocale(null)).toBeNull();
  });
});

describe('detectLocale', () => {
  const browser = ['it-IT', 'de-DE', 'en'];

  it('prefers the hl parameter, then the saved locale, then the browser, then EN', () => {
    expect(detectLocale({ search: '?code=BMBTI&hl=ja', saved: 'FR', languages: browser })).toBe('JA');
    expect(detectLocale({ search: '?hl=xx', saved: 'FR', languages: browser })).toBe('FR');
    expect(detectLocale({ search: '', saved: null, languages: browser })).toBe('DE');
    expect(detectLocale({ search: '', saved: 'bogus', languages: ['it'] })).toBe('EN');
  });
});

describe('BCP47', () => {
  it('has a tag for each of the nine locales', () => {
    expect(Object.keys(BCP47).sort()).toEqual([...LOCALES].sort());
    expect([BCP47.CN, BCP47.HK, BCP47.KR, BCP47.JA, BCP47.EN]).toEqual(['zh-CN', 'zh-HK', 'ko', 'ja', 'en']);
  });
});

describe('changeLocale', () => {
  function setup(href: string) {
    const calls: string[] = [];
    const storage = createMemoryStore();
    const deps = {
      document: { cookie: '' },
      location: {
        href,
        protocol: new URL(href).protocol,
        replace: (url: string) => void calls.push(`replace ${url}`),
        reload: () => void calls.push('reload'),
      },
      storage,
      setLocale: (locale: Locale) => void calls.push(`state ${locale}`),
      now: () => Date.UTC(2025, 0, 1),
    };
    return { deps, calls, storage };
  }

  it('sets the cookie, storage and state, then reloads with hl in the URL', () => {
    const { deps, calls, storage } = setup('https://mindprint.test/test?code=BMBTI&hl=EN#q3');
    changeLocale('FR', deps);
    expect(deps.document.cookie).toBe(
      'locale=FR; Max-Age=31536000; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Path=/; SameSite=Lax; Secure',
    );
    expect(storage.get('locale')).toBe('FR');
    expect(calls).toEqual(['state FR', 'replace https://mindprint.test/test?code=BMBTI&hl=FR#q3']);
  });

  it('reloads when the URL already carries that locale', () => {
    const { deps, calls } = setup('http://localhost:5173/?hl=KR');
    changeLocale('KR', deps);
    expect(calls).toEqual(['state KR', 'reload']);
    expect(deps.document.cookie).not.toContain('Secure');
  });

  it('writes a cookie without Secure on http', () => {
    expect(localeCookie('CN', 0, false)).toBe('locale=CN; Max-Age=31536000; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Path=/; SameSite=Lax');
  });
});
