// Where each theme's drawn assets live: public/themes/{theme}/ holds its logos, favicon and hero illustration.
import type { Theme } from './paths';

export type ThemeAsset = 'logo.svg' | 'logo-footer.svg' | 'favicon.svg' | 'hero.svg';

export function themeAsset(theme: Theme, file: ThemeAsset): string {
  return `/themes/${theme}/${file}`;
}
