// The document-level effects of the app state: <html data-theme> with the theme's favicon and the theme cookie, and
// <html lang>.
import { BCP47, type Locale } from '../lib/locale';
import type { Theme } from '../lib/paths';
import { themeAsset } from '../lib/theme-assets';

export function applyTheme(doc: Document, theme: Theme): void {
  doc.documentElement.dataset.theme = theme;
  let icon = doc.querySelector<HTMLLinkElement>('link#favicon');
  if (!icon) {
    icon = doc.createElement('link');
    icon.id = 'favicon';
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    doc.head.appendChild(icon);
  }
  const href = themeAsset(theme, 'favicon.svg');
  if (icon.getAttribute('href') !== href) icon.setAttribute('href', href);
  rememberThemeCookie(doc, theme);
}

export const THEME_COOKIE = 'theme';
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The server picks the prerendered content page of this theme (api/src/http/prerendered.ts): no logo swap on load. */
function rememberThemeCookie(doc: Document, theme: Theme): void {
  const current = doc.cookie.split(';').some((part) => part.trim() === `${THEME_COOKIE}=${theme}`);
  if (current) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${THEME_COOKIE}=${theme}; Max-Age=${THEME_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export function applyLang(doc: Document, locale: Locale): void {
  doc.documentElement.lang = BCP47[locale];
}
