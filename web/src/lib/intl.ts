// Interface messages per locale, each catalogue its own chunk so only the active language is fetched.
import { withChunkReload } from './chunk-reload';
import type { Messages } from './deferred-messages';
import type { Locale } from './locale';

export type { Messages } from './deferred-messages';

/** Each language's name for itself, for the language switcher; deliberately not translated. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  EN: 'English', CN: '简体中文', FR: 'Français', ES: 'Español', JA: '日本語', HK: '繁體中文', DE: 'Deutsch', PT: 'Português', KR: '한국어',
};

type Loader = () => Promise<{ default: Messages }>;

/** English needs no catalogue: the defaultMessage in the code is the English text (extract writes it to en.json). */
const LOADERS: Readonly<Record<Exclude<Locale, 'EN'>, Loader>> = {
  CN: () => import('../locales/cn.json'),
  FR: () => import('../locales/fr.json'),
  ES: () => import('../locales/es.json'),
  JA: () => import('../locales/ja.json'),
  HK: () => import('../locales/hk.json'),
  DE: () => import('../locales/de.json'),
  PT: () => import('../locales/pt.json'),
  KR: () => import('../locales/kr.json'),
};

/** The catalogue of a locale; {} (the English defaults) when it cannot be loaded, so the page still renders. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'EN') return {};
  try {
    return (await withChunkReload(LOADERS[locale])()).default;
  } catch {
    return {};
  }
}
