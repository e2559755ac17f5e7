// A pack or a chapter as one reader sees it: the parts that fit the reader's type, in one shape the web page (through
// GraphQL) and the PDF both render, with every label in the reading's language.
import { BCP47, type Locale } from '../../../shared/locale.js';
import { composeChapter, readerPoles, sectionsForReader } from '../content/compose.js';
import type { InLocale } from '../content/index.js';
import type { InDepthChapter, PackBlock, ResourceLabels, SkillPack } from '../content/pack.types.js';
import { readingLabels, tailoringNote, type ReadingLabels } from './reading-labels.js';

export type ReadingKind = 'pack' | 'chapter';

export type ReadingBlock =
  | PackBlock
  | { kind: 'subheading'; text: string };

export interface ReadingSection {
  id: string;
  heading: string;
  /** Whom the section is written for (a preference or a pairing); null when it is for everyone. */
  label: string | null;
  blocks: ReadingBlock[];
}

export interface ReadingDocument {
  kind: ReadingKind;
  /** The pack slug or the chapter id. */
  id: string;
  title: string;
  subtitle: string;
  kicker: string;
  /** The locale the text is written in (EN when the asked one has no translation) and its BCP 47 tag. */
  locale: Locale;
  lang: string;
  readingMinutes: number | null;
  /** The reader's type code the reading was tailored to, or null (every variant shown, labelled). */
  readerType: string | null;
  /** One sentence on how the reading was tailored. */
  tailoring: string;
  sections: ReadingSection[];
  labels: ReadingLabels;
}

/** A type code only counts when it names a type; anything else reads as "no type yet". */
function knownType(typeCode: string | null): string | null {
  return typeCode && readerPoles(typeCode).size >= 4 ? typeCode.trim().toUpperCase() : null;
}

export function packReading(pack: InLocale<SkillPack>, names: ResourceLabels, typeCode: string | null): ReadingDocument {
  const labels = readingLabels(pack.locale);
  const readerType = knownType(typeCode);
  const sections = sectionsForReader(pack.value, readerPoles(readerType)).map(({ section }) => ({
    id: section.id,
    heading: section.heading,
    label: section.tailoredTo ? names.poles[section.tailoredTo].tailoredLabel : null,
    blocks: section.blocks,
  }));
  return {
    kind: 'pack',
    id: pack.value.slug,
    title: pack.value.title,
    subtitle: pack.value.subtitle,
    kicker: labels.packKicker,
    locale: pack.locale,
    lang: BCP47[pack.locale],
    readingMinutes: pack.value.readingMinutes,
    readerType,
    tailoring: tailoringNote(pack.locale, readerType),
    sections,
    labels,
  };
}

export function chapterReading(chapter: InLocale<InDepthChapter>, names: ResourceLabels, typeCode: string | null): ReadingDocument {
  const labels = readingLabels(chapter.locale);
  const readerType = knownType(typeCode);
  const composed = composeChapter(chapter.value, readerPoles(readerType));
  const intro: ReadingSection = {
    id: 'introduction',
    heading: labels.introduction,
    label: null,
    blocks: composed.intro.map((text) => ({ kind: 'paragraph', text })),
  };
  const modules = composed.modules.map(({ module }): ReadingSection => ({
    id: `pole-${module.pole.toLowerCase()}`,
    heading: module.heading,
    label: names.poles[module.pole].tailoredLabel,
    blocks: [
      { kind: 'subheading', text: labels.brings },
      { kind: 'paragraph', text: module.brings },
      { kind: 'subheading', text: labels.costs },
      { kind: 'paragraph', text: module.costs },
      { kind: 'subheading', text: labels.practices },
      { kind: 'bullets', items: module.practices },
      { kind: 'subheading', text: labels.scenario },
      { kind: 'callout', tone: 'tip', text: module.scenario },
    ],
  }));
  const temperaments = composed.temperaments.map((note): ReadingSection => ({
    id: `temperament-${note.temperament.toLowerCase()}`,
    heading: note.heading,
    label: names.temperaments[note.temperament],
    blocks: [{ kind: 'paragraph', text: note.text }],
  }));
  const plan: ReadingSection = {
    id: 'practice-plan',
    heading: composed.plan.heading,
    label: null,
    blocks: [
      { kind: 'paragraph', text: composed.plan.intro },
      ...composed.plan.weeks.flatMap((week): ReadingBlock[] => [
        { kind: 'subheading', text: week.heading },
        { kind: 'paragraph', text: week.intro },
        { kind: 'steps', items: week.actions },
        ...(week.ownPractices.length > 0
          ? [{ kind: 'exercise' as const, title: labels.ownPractices, steps: week.ownPractices, reflection: week.checkIn }]
          : [{ kind: 'callout' as const, tone: 'tip' as const, text: `${labels.checkIn}: ${week.checkIn}` }]),
      ]),
      { kind: 'paragraph', text: composed.plan.closing },
    ],
  };
  return {
    kind: 'chapter',
    id: composed.id,
    title: composed.title,
    subtitle: composed.subtitle,
    kicker: labels.chapterKicker,
    locale: chapter.locale,
    lang: BCP47[chapter.locale],
    readingMinutes: null,
    readerType,
    tailoring: tailoringNote(chapter.locale, readerType),
    sections: [intro, ...modules, ...temperaments, plan],
    labels,
  };
}
