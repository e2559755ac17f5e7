// The member readings: which packs and chapters a member holds (asked of the entitlement module, never elsewhere), and
// a pack or chapter tailored to the member's type for the web page and the PDF.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { listMemberReports } from '../account/account.reports.js';
import { Feature } from '../entitlement/entitlement.entity.js';
import { heldFeatures, holds, memberHolder } from '../entitlement/entitlement.service.js';
import type { User } from '../user/user.entity.js';
import { chaptersFor, isPackSlug, labelsFor, packFor, packsFor } from './content/index.js';
import { readerPoles } from './content/compose.js';
import type { ChapterId } from './content/pack.types.js';
import { chapterReading, packReading, type ReadingDocument, type ReadingKind } from './reading/reading-document.js';
import { resourceNotFound, resourceNotHeld } from './resources.codes.js';

export const CHAPTER_IDS: readonly ChapterId[] = ['work', 'love'];

/** What each kind of reading needs. */
export const READING_FEATURE: Readonly<Record<ReadingKind, Feature>> = {
  pack: Feature.SKILL_PACKS,
  chapter: Feature.IN_DEPTH_CHAPTERS,
};

/** The type of the member's newest scored personality test, or null before any. */
export async function readerTypeOf(em: EntityManager, user: User): Promise<string | null> {
  const reports = await listMemberReports(em, user);
  return reports.find((report) => readerPoles(report.typeCode).size >= 4)?.typeCode ?? null;
}

export interface LibraryEntry {
  kind: ReadingKind;
  id: string;
  title: string;
  subtitle: string;
  summary: string;
  readingMinutes: number | null;
  held: boolean;
}

export interface Library {
  /** The locale the entries are written in. */
  locale: Locale;
  readerType: string | null;
  entries: LibraryEntry[];
}

/** Every pack and chapter with whether the member holds it now: the downloads area lists the held ones. */
export async function memberLibrary(em: EntityManager, user: User, locale: Locale, now: Date): Promise<Library> {
  const [held, readerType] = await Promise.all([heldFeatures(em, memberHolder(user), now), readerTypeOf(em, user)]);
  const [packs, chapters] = await Promise.all([packsFor(locale), chaptersFor(locale)]);
  const entries: LibraryEntry[] = [
    ...packs.value.map((pack) => ({
      kind: 'pack' as const, id: pack.slug, title: pack.title, subtitle: pack.subtitle, summary: pack.summary,
      readingMinutes: pack.readingMinutes, held: held.has(Feature.SKILL_PACKS),
    })),
    ...CHAPTER_IDS.map((id) => ({
      kind: 'chapter' as const, id, title: chapters.value[id].title, subtitle: chapters.value[id].subtitle,
      summary: chapters.value[id].subtitle, readingMinutes: null, held: held.has(Feature.IN_DEPTH_CHAPTERS),
    })),
  ];
  return { locale: packs.locale, readerType, entries };
}

function isChapterId(value: string): value is ChapterId {
  return (CHAPTER_IDS as readonly string[]).includes(value);
}

/**
 * A pack or chapter for the member, tailored to `typeCode` when given (a reader looking at another type) or to the
 * member's own type. RESOURCE_NOT_FOUND for an unknown id, RESOURCE_NOT_HELD when the member does not hold it now.
 */
export async function readingFor(
  em: EntityManager,
  user: User,
  request: { kind: ReadingKind; id: string; locale: Locale; typeCode?: string | null },
  now: Date,
): Promise<ReadingDocument> {
  const { kind, id, locale } = request;
  if (kind === 'pack' ? !isPackSlug(id) : !isChapterId(id)) throw resourceNotFound();
  if (!(await holds(em, memberHolder(user), READING_FEATURE[kind], now))) throw resourceNotHeld();
  const typeCode = request.typeCode ?? (await readerTypeOf(em, user));
  // The pole names follow the language the text is actually in.
  if (kind === 'pack' && isPackSlug(id)) {
    const pack = await packFor(id, locale);
    return packReading(pack, (await labelsFor(pack.locale)).value, typeCode);
  }
  const chapters = await chaptersFor(locale);
  const chapter = { value: chapters.value[id as ChapterId], locale: chapters.locale };
  return chapterReading(chapter, (await labelsFor(chapter.locale)).value, typeCode);
}
