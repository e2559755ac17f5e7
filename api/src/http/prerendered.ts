// The web build's prerendered pages (web/build/prerender.ts): which file answers a request, in which language and
// theme, and the sitemap and robots.txt that list them. The language follows hl, then the locale cookie, then
// Accept-Language, as the app itself decides (web/src/lib/locale.ts); the theme follows the route or the theme cookie.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from '../shared/locale.js';
import { readCookie } from '../shared/cookies.js';
import { localeFromAcceptLanguage } from '../shared/language-tag.js';

export const PRERENDER_MANIFEST = 'prerendered.json';
export const PRERENDER_DIR = 'prerendered';
/** Stands for the public address in the prerendered files (web/build/prerender-html.ts). */
export const ORIGIN_TOKEN = '__MINDPRINT_ORIGIN__';
export const THEME_COOKIE = 'theme';
export const LOCALE_COOKIE = 'locale';
const DEFAULT_THEME = 'founder';

export interface PrerenderManifest {
  locales: readonly string[];
  /** The web app's BCP 47 tag of each locale, as its pages' lang and hreflang say. */
  languageTags: Readonly<Record<string, string>>;
  themes: readonly string[];
  pages: ReadonlyArray<{ path: string; theme: string | null }>;
}

export function loadPrerenderManifest(webDist: string): PrerenderManifest | null {
  const file = path.join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderManifest>;
  if (!Array.isArray(manifest.locales) || !Array.isArray(manifest.themes) || !Array.isArray(manifest.pages) || typeof manifest.languageTags !== 'object') {
    throw new Error(`${file} is not a prerender manifest`);
  }
  return { locales: manifest.locales, languageTags: manifest.languageTags, themes: manifest.themes, pages: manifest.pages };
}

export interface PageRequest {
  path: string;
  hl: string | null;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export function negotiateLocale(request: Pick<PageRequest, 'hl' | 'cookie' | 'acceptLanguage'>): Locale {
  return parseLocale(request.hl) ?? parseLocale(readCookie(request.cookie, LOCALE_COOKIE))
    ?? localeFromAcceptLanguage(request.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The prerendered file for a request (relative to the web build) and its language, or null when none was built. */
export function prerenderedPage(manifest: PrerenderManifest, request: PageRequest): { file: string; locale: Locale; lang: string } | null {
  const pathname = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
  const page = manifest.pages.find((candidate) => candidate.path === pathname);
  if (!page) return null;
  const locale = negotiateLocale(request);
  const cookieTheme = readCookie(request.cookie, THEME_COOKIE);
  const theme = page.theme ?? (cookieTheme && manifest.themes.includes(cookieTheme) ? cookieTheme : DEFAULT_THEME);
  const dir = pathname === '/' ? 'index' : pathname.slice(1);
  return { file: path.join(PRERENDER_DIR, dir, `${theme}.${locale.toLowerCase()}.html`), locale, lang: manifest.languageTags[locale] ?? locale.toLowerCase() };
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every prerendered page once, with its nine language versions as alternates (hl links). */
export function sitemapXml(manifest: PrerenderManifest, publicUrl: string): string {
  const urls = manifest.pages.map((page) => {
    const links = LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${manifest.languageTags[locale] ?? locale.toLowerCase()}" href="${escapeXml(`${publicUrl}${page.path}?hl=${locale.toLowerCase()}`)}"/>`);
    return [`  <url>`, `    <loc>${escapeXml(`${publicUrl}${page.path}`)}</loc>`, ...links,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${publicUrl}${page.path}`)}"/>`, `  </url>`].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...urls, '</urlset>', ''].join('\n');
}

/** Crawlers may read the public pages; the API, the payment pages and personal pages stay out of search results. */
export function robotsTxt(publicUrl: string): string {
  const disallow = ['/graphql', '/api/', '/pay/', '/webhooks/', '/ops/', '/paying/', '/payinsider/', '/report/', '/user/', '/member/', '/answer/', `/${PRERENDER_DIR}/`];
  return ['User-agent: *', 'Allow: /', ...disallow.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
