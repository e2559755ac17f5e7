import { LOCALES, parseLocale, pick } from './locale.js';

describe('parseLocale', () => {
  it('accepts the nine codes in any case and with spaces', () => {
    expect(parseLocale('en')).toBe('EN');
    expect(parseLocale(' Kr ')).toBe('KR');
    for (const locale of LOCALES) expect(parseLocale(locale.toLowerCase())).toBe(locale);
  });

  it('rejects anything else', () => {
    for (const value of ['', 'english', 'zh-CN', 'XX', undefined, null]) expect(parseLocale(value)).toBeNull();
  });
});

describe('pick', () => {
  it('falls back to EN when a locale is missing', () => {
    expect(pick({ EN: 'hello', FR: 'bonjour' }, 'FR')).toBe('bonjour');
    expect(pick({ EN: 'hello' }, 'DE')).toBe('hello');
  });
});
