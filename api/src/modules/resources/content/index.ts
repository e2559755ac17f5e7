// The skill packs, in-depth chapters and labels by locale, with EN standing in for any part not yet translated.
// To add a translation: create packs/<code>/, chapters/<code>/ and labels/<code>.ts mirroring EN (the parity test checks
// them), import them below and add one line to CONTENT. Parts may be registered one at a time as they are finished.
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale.js';
import { cnChapters } from './chapters/cn/index.js';
import { deChapters } from './chapters/de/index.js';
import { enChapters } from './chapters/en/index.js';
import { esChapters } from './chapters/es/index.js';
import { frChapters } from './chapters/fr/index.js';
import { hkChapters } from './chapters/hk/index.js';
import { jaChapters } from './chapters/ja/index.js';
import { krChapters } from './chapters/kr/index.js';
import { ptChapters } from './chapters/pt/index.js';
import { cnLabels } from './labels/cn.js';
import { deLabels } from './labels/de.js';
import { enLabels } from './labels/en.js';
import { esLabels } from './labels/es.js';
import { frLabels } from './labels/fr.js';
import { hkLabels } from './labels/hk.js';
import { jaLabels } from './labels/ja.js';
import { krLabels } from './labels/kr.js';
import { ptLabels } from './labels/pt.js';
import { cnPacks } from './packs/cn/index.js';
import { dePacks } from './packs/de/index.js';
import { enPacks } from './packs/en/index.js';
import { esPacks } from './packs/es/index.js';
import { frPacks } from './packs/fr/index.js';
import { hkPacks } from './packs/hk/index.js';
import { jaPacks } from './packs/ja/index.js';
import { krPacks } from './packs/kr/index.js';
import { ptPacks } from './packs/pt/index.js';
import { PACK_SLUGS, type InDepthChapters, type PackSet, type PackSlug, type ResourceLabels, type SkillPack } from './pack.types.js';

export interface LocaleContent {
  packs?: PackSet;
  chapters?: InDepthChapters;
  labels?: ResourceLabels;
}

const EN_CONTENT: Required<LocaleContent> = { packs: enPacks, chapters: enChapters, labels: enLabels };

const CONTENT: Partial<Record<Locale, LocaleContent>> = {
  EN: EN_CONTENT,
  CN: { packs: cnPacks, chapters: cnChapters, labels: cnLabels },
  DE: { packs: dePacks, chapters: deChapters, labels: deLabels },
  ES: { packs: esPacks, chapters: esChapters, labels: esLabels },
  FR: { packs: frPacks, chapters: frChapters, labels: frLabels },
  HK: { packs: hkPacks, chapters: hkChapters, labels: hkLabels },
  JA: { packs: jaPacks, chapters: jaChapters, labels: jaLabels },
  KR: { packs: krPacks, chapters: krChapters, labels: krLabels },
  PT: { packs: ptPacks, chapters: ptChapters, labels: ptLabels },
};

/** A piece of content and the locale it is actually written in, so a page can say "shown in English". */
export interface InLocale<T> {
  value: T;
  locale: Locale;
}

function inLocale<K extends keyof LocaleContent>(part: K, locale: Locale): InLocale<Required<LocaleContent>[K]> {
  const own = CONTENT[locale]?.[part];
  return own ? { value: own as Required<LocaleContent>[K], locale } : { value: EN_CONTENT[part], locale: DEFAULT_LOCALE };
}

const SLUG_SET: ReadonlySet<string> = new Set(PACK_SLUGS);

export function isPackSlug(value: string): value is PackSlug {
  return SLUG_SET.has(value);
}

export function packFor(slug: PackSlug, locale: Locale): InLocale<SkillPack> {
  const { value, locale: used } = inLocale('packs', locale);
  return { value: value[slug], locale: used };
}

/** All 12 packs in catalogue order. */
export function packsFor(locale: Locale): InLocale<SkillPack[]> {
  const { value, locale: used } = inLocale('packs', locale);
  return { value: PACK_SLUGS.map((slug) => value[slug]), locale: used };
}

export function chaptersFor(locale: Locale): InLocale<InDepthChapters> {
  return inLocale('chapters', locale);
}

export function labelsFor(locale: Locale): InLocale<ResourceLabels> {
  return inLocale('labels', locale);
}

/** Locales with their own text for a part (EN always); for tests and for the downloads page's language note. */
export function translatedLocales(part: keyof LocaleContent): Locale[] {
  return (Object.keys(CONTENT) as Locale[]).filter((locale) => CONTENT[locale]?.[part]);
}
