// The document-level effects of the app state: <html data-theme> with the theme's favicon, and <html lang>.
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
}

export function applyLang(doc: Document, locale: Locale): void {
  doc.documentElement.lang = BCP47[locale];
}
