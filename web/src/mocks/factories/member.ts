// Factories of the member areas: the features each product grants, the downloads library and a reading, from the
// API's own pack and chapter content and its reading composer, so the mock shows real, tailored text in every locale.
import type { Locale } from '../../../../api/src/shared/locale.js';
import { chaptersFor, isPackSlug, labelsFor, packFor, packsFor } from '../../../../api/src/modules/resources/content/index.js';
import { chapterReading, packReading, type ReadingDocument } from '../../../../api/src/modules/resources/reading/reading-document.js';

/** What each product grants (the features of api/src/modules/entitlement/entitlement.grants.ts, scopes left aside). */
const WEEKLY = ['PERSONALITY_REPORT', 'SKILL_PACKS', 'MEMBER_CENTRE'];
const GRANTS: Record<string, readonly string[]> = {
  report: ['PERSONALITY_REPORT'],
  'iq-report': ['IQ_REPORT'],
  'trial-weekly': WEEKLY,
  'skip-trial': WEEKLY,
  monthly: [...WEEKLY, 'IQ_REPORT', 'IN_DEPTH_CHAPTERS', 'PRIORITY_SUPPORT'],
  'skill-packs': ['SKILL_PACKS'],
  'in-depth-content': ['IN_DEPTH_CHAPTERS'],
  'member-exclusive': ['MEMBER_CENTRE', 'PRIORITY_SUPPORT'],
  'access-product': ['IQ_REPORT'],
};

/** What a product is for: its first grant. */
export const primaryGrant = (code: string): string | undefined => GRANTS[code]?.[0];

export const featuresOf = (codes: Iterable<string>) => new Set([...codes].flatMap((code) => GRANTS[code] ?? []));

const CHAPTER_IDS = ['work', 'love'] as const;
const READING_FEATURE = { PACK: 'SKILL_PACKS', CHAPTER: 'IN_DEPTH_CHAPTERS' } as const;
export type MockReadingKind = keyof typeof READING_FEATURE;

export async function libraryFactory(locale: Locale, held: Set<string>, readerType: string | null) {
  const [packs, chapters] = await Promise.all([packsFor(locale), chaptersFor(locale)]);
  return {
    locale: packs.locale,
    readerType,
    entries: [
      ...packs.value.map((pack) => ({
        kind: 'PACK', id: pack.slug, title: pack.title, subtitle: pack.subtitle, summary: pack.summary,
        readingMinutes: pack.readingMinutes, held: held.has(READING_FEATURE.PACK),
      })),
      ...CHAPTER_IDS.map((id) => ({
        kind: 'CHAPTER', id, title: chapters.value[id].title, subtitle: chapters.value[id].subtitle,
        summary: chapters.value[id].subtitle, readingMinutes: null, held: held.has(READING_FEATURE.CHAPTER),
      })),
    ],
  };
}

/** The reading's GraphQL shape; null for an unknown id. */
export async function readingFactory(kind: MockReadingKind, id: string, locale: Locale, typeCode: string | null) {
  let reading: ReadingDocument;
  if (kind === 'PACK') {
    if (!isPackSlug(id)) return null;
    const pack = await packFor(id, locale);
    reading = packReading(pack, (await labelsFor(pack.locale)).value, typeCode);
  } else {
    if (!(CHAPTER_IDS as readonly string[]).includes(id)) return null;
    const chapters = await chaptersFor(locale);
    const labels = (await labelsFor(chapters.locale)).value;
    reading = chapterReading({ value: chapters.value[id as (typeof CHAPTER_IDS)[number]], locale: chapters.locale }, labels, typeCode);
  }
  const { labels: _labels, sections, ...rest } = reading;
  return {
    ...rest,
    kind,
    sections: sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => (block.kind === 'exercise'
        ? { kind: block.kind, title: block.title, items: block.steps, reflection: block.reflection }
        : { ...block })),
    })),
  };
}

export { READING_FEATURE };
