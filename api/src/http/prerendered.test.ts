// Which prerendered file answers a request, and the sitemap and robots.txt built from the manifest.
import { localeFromAcceptLanguage } from '../shared/language-tag.js';
import { negotiateLocale, prerenderedPage, robotsTxt, sitemapXml, type PrerenderManifest } from './prerendered.js';

const MANIFEST: PrerenderManifest = {
  locales: ['EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'],
  languageTags: { EN: 'en', CN: 'zh-CN', FR: 'fr', ES: 'es', JA: 'ja', HK: 'zh-HK', DE: 'de', PT: 'pt', KR: 'ko' },
  themes: ['founder', 'girl', 'relax'],
  pages: [
    { path: '/', theme: 'founder' },
    { path: '/landing/girl/BMBTI-1836', theme: 'girl' },
    { path: '/types/BMBTI-1836', theme: null },
  ],
};

const request = (path: string, extra: { hl?: string; cookie?: string; acceptLanguage?: string } = {}) => ({
  path, hl: extra.hl ?? null, cookie: extra.cookie, acceptLanguage: extra.acceptLanguage,
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'DE'],
    ['it-IT,ja;q=0.5,en;q=0.7', 'EN'],
    ['zh-TW', 'HK'],
    ['zh-Hant-CN', 'HK'],
    ['zh', 'CN'],
    ['ko-KR', 'KR'],
    ['it, nl;q=0.5', null],
    ['ja;q=0', null],
    ['', null],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('negotiateLocale', () => {
  it('takes hl, then the locale cookie, then Accept-Language, then EN', () => {
    expect(negotiateLocale({ hl: 'ja', cookie: 'locale=DE', acceptLanguage: 'fr' })).toBe('JA');
    expect(negotiateLocale({ hl: 'nope', cookie: 'a=1; locale=DE', acceptLanguage: 'fr' })).toBe('DE');
    expect(negotiateLocale({ hl: null, cookie: undefined, acceptLanguage: 'fr-CA' })).toBe('FR');
    expect(negotiateLocale({ hl: null, cookie: 'locale=xx', acceptLanguage: undefined })).toBe('EN');
  });
});

describe('prerenderedPage', () => {
  it('gives a landing its own theme whatever the cookie says', () => {
    expect(prerenderedPage(MANIFEST, request('/landing/girl/BMBTI-1836/', { hl: 'de', cookie: 'theme=relax' })))
      .toEqual({ file: 'prerendered/landing/girl/BMBTI-1836/girl.de.html', locale: 'DE', lang: 'de' });
    expect(prerenderedPage(MANIFEST, request('/'))).toEqual({ file: 'prerendered/index/founder.en.html', locale: 'EN', lang: 'en' });
  });

  it('gives a content page the remembered theme when it is one of the built ones', () => {
    expect(prerenderedPage(MANIFEST, request('/types/BMBTI-1836', { cookie: 'theme=relax' }))?.file).toBe('prerendered/types/BMBTI-1836/relax.en.html');
    expect(prerenderedPage(MANIFEST, request('/types/BMBTI-1836', { cookie: 'theme=../../etc' }))?.file).toBe('prerendered/types/BMBTI-1836/founder.en.html');
  });

  it('has nothing for other pages or other exams', () => {
    expect(prerenderedPage(MANIFEST, request('/types/MRIQ-2047'))).toBeNull();
    expect(prerenderedPage(MANIFEST, request('/answer/question/BMBTI-1836'))).toBeNull();
  });
});

describe('sitemap and robots.txt', () => {
  it('list every page once with its nine language versions', () => {
    const xml = sitemapXml(MANIFEST, 'https://mindprint.example');
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://mindprint.example/types/BMBTI-1836</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-HK" href="https://mindprint.example/types/BMBTI-1836?hl=hk"/>');
    expect(xml.match(/hreflang=/g)).toHaveLength(3 * 10);
  });

  it('point crawlers at the sitemap and away from the API and personal pages', () => {
    const robots = robotsTxt('https://mindprint.example');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Disallow: /graphql');
    expect(robots).toContain('Disallow: /report/');
    expect(robots).toContain('Sitemap: https://mindprint.example/sitemap.xml');
  });
});
