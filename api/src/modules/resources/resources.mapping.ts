// From the service's reading and library to the GraphQL shapes.
import type { ReadingDocument } from './reading/reading-document.js';
import type { Library } from './resources.service.js';
import { ReadingKindType, type MemberLibrary, type Reading, type ReadingBlock } from './resources.types.js';

const KIND = { pack: ReadingKindType.PACK, chapter: ReadingKindType.CHAPTER } as const;

export function toLibrary(library: Library): MemberLibrary {
  return { locale: library.locale, readerType: library.readerType, entries: library.entries.map((entry) => ({ ...entry, kind: KIND[entry.kind] })) };
}

function toBlock(block: ReadingDocument['sections'][number]['blocks'][number]): ReadingBlock {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return { kind: block.kind, text: block.text };
    case 'bullets':
    case 'steps':
      return { kind: block.kind, items: block.items };
    case 'exercise':
      return { kind: block.kind, title: block.title, items: block.steps, reflection: block.reflection };
    case 'callout':
      return { kind: block.kind, text: block.text, tone: block.tone };
  }
}

export function toReading(reading: ReadingDocument): Reading {
  return {
    kind: KIND[reading.kind],
    id: reading.id,
    title: reading.title,
    subtitle: reading.subtitle,
    kicker: reading.kicker,
    locale: reading.locale,
    lang: reading.lang,
    readingMinutes: reading.readingMinutes,
    readerType: reading.readerType,
    tailoring: reading.tailoring,
    sections: reading.sections.map((section) => ({ ...section, blocks: section.blocks.map(toBlock) })),
  };
}
