// BCP 47 language tags (a browser's languages, an Accept-Language header) as one of the nine locales. Free of imports,
// so the web app (web/src/lib/locale.ts) and the server (the prerendered pages' language) decide alike.
type Locale = 'EN' | 'CN' | 'FR' | 'ES' | 'JA' | 'HK' | 'DE' | 'PT' | 'KR';

const BY_LANGUAGE: Readonly<Record<string, Locale>> = { ja: 'JA', ko: 'KR', fr: 'FR', es: 'ES', de: 'DE', pt: 'PT', en: 'EN' };
const TRADITIONAL_REGIONS = new Set(['hk', 'tw', 'mo']);

/** One tag as a locale; for Chinese the script wins over the region (zh-Hant-CN is HK); null for other languages. */
export function localeFromLanguageTag(tag: string): Locale | null {
  const [language, ...subtags] = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (language === 'zh') {
    if (subtags.includes('hant')) return 'HK';
    if (subtags.includes('hans')) return 'CN';
    return subtags.some((s) => TRADITIONAL_REGIONS.has(s)) ? 'HK' : 'CN';
  }
  return BY_LANGUAGE[language ?? ''] ?? null;
}

/** The best of the nine locales an Accept-Language header asks for, by q value then order, or null. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  const ranked = (header ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { tag, q: q === undefined ? 1 : Number(q), index };
  }).filter((entry) => entry.tag.trim() && entry.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return null;
}
