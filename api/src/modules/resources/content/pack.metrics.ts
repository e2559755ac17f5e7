// Word counts and reading time for the EN content (space-separated words; not meaningful for CJK locales).
import type { PackBlock, PackSection, PoleModule, SkillPack } from './pack.types.js';

/** The reader-visible strings of a block, in reading order. */
export function blockTexts(block: PackBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
      return [block.text];
    case 'bullets':
    case 'steps':
      return block.items;
    case 'exercise':
      return [block.title, ...block.steps, block.reflection];
  }
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function sectionWords(section: PackSection): number {
  return countWords(section.heading) + section.blocks.flatMap(blockTexts).reduce((sum, text) => sum + countWords(text), 0);
}

export function packWords(pack: SkillPack): number {
  return pack.sections.reduce((sum, section) => sum + sectionWords(section), 0);
}

/** What a reader with a type reads: the common sections plus, per tailored indicator, the longer of the two poles. */
export function readerWords(pack: SkillPack): number {
  const common = pack.sections.filter((section) => !section.tailoredTo);
  const tailored = pack.sections.filter((section) => section.tailoredTo);
  let words = common.reduce((sum, section) => sum + sectionWords(section), 0);
  for (let i = 0; i + 1 < tailored.length; i += 2) {
    words += Math.max(sectionWords(tailored[i]), sectionWords(tailored[i + 1]));
  }
  return words;
}

/** About 200 words a minute for careful, non-fiction reading. */
export function minutesFor(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

export function moduleWords(module: PoleModule): number {
  return [module.heading, module.brings, module.costs, ...module.practices, module.scenario].reduce(
    (sum, text) => sum + countWords(text),
    0,
  );
}
