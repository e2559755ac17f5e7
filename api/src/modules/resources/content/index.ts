// The skill packs, in-depth chapters and labels by locale, with EN standing in for any part not yet translated.
// To add a translation: create packs/<code>/, chapters/<code>/ and labels/<code>.ts mirroring EN (the parity test checks
// them) and add the locale's line to LOADERS.
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale.js';
import { PACK_SLUGS, type InDepthChapters, type PackSet, type PackSlug, type ResourceLabels, type SkillPack } from './pack.types.js';

export interface LocaleContent {
  packs?: PackSet;
  chapters?: InDepthChapters;
  labels?: ResourceLabels;
}

// Each locale's text (several megabytes for all nine) is loaded the first time someone reads in that locale, not at
// start-up; the modules stay loaded afterwards. Each locale's files export `<code>Packs`, `<code>Chapters` and
// `<code>Labels` (the parity test checks every locale has all three). The paths are written out so that bundlers (the
// web app's mock mode) see every file.
type Modules = () => [Promise<object>, Promise<object>, Promise<object>];
const LOADERS: Record<Locale, Modules> = {
  EN: () => [import('./packs/en/index.js'), import('./chapters/en/index.js'), import('./labels/en.js')],
  CN: () => [import('./packs/cn/index.js'), import('./chapters/cn/index.js'), import('./labels/cn.js')],
  FR: () => [import('./packs/fr/index.js'), import('./chapters/fr/index.js'), import('./labels/fr.js')],
  ES: () => [import('./packs/es/index.js'), import('./chapters/es/index.js'), import('./labels/es.js')],
  JA: () => [import('./packs/ja/index.js'), import('./chapters/ja/index.js'), import('./labels/ja.js')],
  HK: () => [import('./packs/hk/index.js'), import('./chapters/hk/index.js'), import('./labels/hk.js')],
  DE: () => [import('./packs/de/index.js'), import('./chapters/de/index.js'), import('./labels/de.js')],
  PT: () => [import('./packs/pt/index.js'), import('./chapters/pt/index.js'), import('./labels/pt.js')],
  KR: () => [import('./packs/kr/index.js'), import('./chapters/kr/index.js'), import('./labels/kr.js')],
};

async function loadLocale(locale: Locale): Promise<LocaleContent> {
  const code = locale.toLowerCase();
  const [packs, chapters, labels] = (await Promise.all(LOADERS[locale]())) as Array<Record<string, unknown>>;
  return {
    packs: packs![`${code}Packs`] as PackSet | undefined,
    chapters: chapters![`${code}Chapters`] as InDepthChapters | undefined,
    labels: labels![`${code}Labels`] as ResourceLabels | undefined,
  };
}

const loaded = new Map<Locale, Promise<LocaleContent>>();

function contentOf(locale: Locale): Promise<LocaleContent> {
  let content = loaded.get(locale);
  if (!content) {
    content = loadLocale(locale);
    // A failed load is tried again by the next reader rather than remembered.
    content.catch(() => loaded.delete(locale));
    loaded.set(locale, content);
  }
  return content;
}

/** A piece of content and the locale it is actually written in, so a page can say "shown in English". */
export interface InLocale<T> {
  value: T;
  locale: Locale;
}

async function inLocale<K extends keyof LocaleContent>(part: K, locale: Locale): Promise<InLocale<Required<LocaleContent>[K]>> {
  const own = (await contentOf(locale))[part];
  if (own) return { value: own as Required<LocaleContent>[K], locale };
  const fallback = (await contentOf(DEFAULT_LOCALE))[part];
  if (!fallback) throw new Error(`The ${DEFAULT_LOCALE} resource content has no ${part}.`);
  return { value: fallback as Required<LocaleContent>[K], locale: DEFAULT_LOCALE };
}

const SLUG_SET: ReadonlySet<string> = new Set(PACK_SLUGS);

export function isPackSlug(value: string): value is PackSlug {
  return SLUG_SET.has(value);
}

export async function packFor(slug: PackSlug, locale: Locale): Promise<InLocale<SkillPack>> {
  const { value, locale: used } = await inLocale('packs', locale);
  return { value: value[slug], locale: used };
}

/** All 12 packs in catalogue order. */
export async function packsFor(locale: Locale): Promise<InLocale<SkillPack[]>> {
  const { value, locale: used } = await inLocale('packs', locale);
  return { value: PACK_SLUGS.map((slug) => value[slug]), locale: used };
}

export function chaptersFor(locale: Locale): Promise<InLocale<InDepthChapters>> {
  return inLocale('chapters', locale);
}

export function labelsFor(locale: Locale): Promise<InLocale<ResourceLabels>> {
  return inLocale('labels', locale);
}

/** Locales with their own text for a part (EN always); for tests and for the downloads page's language note. */
export async function translatedLocales(part: keyof LocaleContent): Promise<Locale[]> {
  const locales = Object.keys(LOADERS) as Locale[];
  const contents = await Promise.all(locales.map(contentOf));
  return locales.filter((_locale, index) => contents[index]![part]);
}
