// Checks the EN packs and chapters against the editorial rules, and every translated locale against EN.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { enChapters } from './chapters/en/index.js';
import { composeChapter, readerPoles } from './compose.js';
import { enLabels } from './labels/en.js';
import { countWords, minutesFor, moduleWords, packWords, readerWords, blockTexts } from './pack.metrics.js';
import { checkChapterParity, checkLabelParity, checkPackParity } from './pack.parity.js';
import {
  INDICATOR_POLES,
  PACK_SLUGS,
  POLE_KEYS,
  TEMPERAMENTS,
  type InDepthChapter,
  type PackSection,
  type ResourceLabels,
  type SkillPack,
} from './pack.types.js';
import { enPacks } from './packs/en/index.js';

const dir = path.dirname(new URL(import.meta.url).pathname);
const packs = PACK_SLUGS.map((slug) => enPacks[slug]);
const ROLE_ORDER = ['intro', 'core', 'tailored', 'pitfalls', 'quick-reference'];

function allTexts(pack: SkillPack): string[] {
  return [pack.title, pack.subtitle, pack.summary, ...pack.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)])];
}

/** Pairs of adjacent tailored sections, as [first pole, second pole]. */
function tailoredPairs(sections: PackSection[]): string[][] {
  const tailored = sections.filter((section) => section.tailoredTo);
  const pairs: string[][] = [];
  for (let i = 0; i < tailored.length; i += 2) pairs.push([tailored[i]?.tailoredTo ?? '', tailored[i + 1]?.tailoredTo ?? '']);
  return pairs;
}

describe.each(packs.map((pack) => [pack.slug, pack] as const))('EN pack %s', (slug, pack) => {
  it('is filed under its own slug', () => {
    expect(pack.slug).toBe(slug);
  });

  it('has unique kebab-case section ids', () => {
    const ids = pack.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('orders sections intro, core, tailored, pitfalls, quick reference', () => {
    const roles = pack.sections.map((section) => section.role);
    const ranks = roles.map((role) => ROLE_ORDER.indexOf(role));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(roles[0]).toBe('intro');
    expect(roles.filter((role) => role === 'intro')).toHaveLength(1);
    expect(roles.filter((role) => role === 'pitfalls')).toHaveLength(1);
    expect(roles.at(-1)).toBe('quick-reference');
    expect(roles.filter((role) => role === 'quick-reference')).toHaveLength(1);
    const core = roles.filter((role) => role === 'core').length;
    expect(core).toBeGreaterThanOrEqual(4);
    expect(core).toBeLessThanOrEqual(7);
  });

  it('has non-empty blocks with non-empty texts', () => {
    for (const section of pack.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.kind === 'bullets' || block.kind === 'steps') expect(block.items.length).toBeGreaterThanOrEqual(2);
        if (block.kind === 'exercise') expect(block.steps.length).toBeGreaterThanOrEqual(3);
        for (const text of blockTexts(block)) expect(text.trim()).not.toBe('');
      }
    }
  });

  it('gives every reader at least two exercises', () => {
    const exercises = pack.sections
      .filter((section) => !section.tailoredTo)
      .flatMap((section) => section.blocks)
      .filter((block) => block.kind === 'exercise');
    expect(exercises.length).toBeGreaterThanOrEqual(2);
  });

  it('tailors one or two indicators, both poles, first pole first, each indicator once', () => {
    for (const section of pack.sections) expect(section.role === 'tailored').toBe(section.tailoredTo !== undefined);
    const pairs = tailoredPairs(pack.sections);
    expect(pairs.length).toBeGreaterThanOrEqual(1);
    expect(pairs.length).toBeLessThanOrEqual(2);
    const valid = Object.values(INDICATOR_POLES).map((poles) => poles.join());
    for (const pair of pairs) expect(valid).toContain(pair.join());
    expect(new Set(pairs.map((pair) => pair.join())).size).toBe(pairs.length);
  });

  it('stays within the length bounds and declares its reading time', () => {
    expect(packWords(pack)).toBeGreaterThanOrEqual(1600);
    expect(packWords(pack)).toBeLessThanOrEqual(2400);
    expect(readerWords(pack)).toBeGreaterThanOrEqual(1350);
    expect(pack.readingMinutes).toBe(minutesFor(readerWords(pack)));
    const sentences = pack.summary.split(/(?<=[.!?])\s+/).length;
    expect(sentences).toBeGreaterThanOrEqual(2);
    expect(sentences).toBeLessThanOrEqual(3);
  });

  it('has clean text: trimmed, single spaces, balanced quotes, ends with punctuation', () => {
    for (const text of allTexts(pack)) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}|\n|TODO|\bXX+\b/);
      expect((text.match(/"/g) ?? []).length % 2).toBe(0);
    }
    for (const section of pack.sections) {
      for (const block of section.blocks) {
        if (block.kind === 'paragraph' || block.kind === 'callout') expect(block.text).toMatch(/[.?!:"]$/);
      }
    }
  });
});

describe('EN pack set', () => {
  it('has the 12 catalogue packs with distinct titles', () => {
    expect(Object.keys(enPacks).sort()).toEqual([...PACK_SLUGS].sort());
    expect(new Set(packs.map((pack) => pack.title)).size).toBe(12);
  });

  it('tailors every indicator in at least two packs', () => {
    const counts = new Map<string, number>();
    for (const pack of packs) {
      for (const [first] of tailoredPairs(pack.sections)) counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const [first] of Object.values(INDICATOR_POLES)) expect(counts.get(first) ?? 0).toBeGreaterThanOrEqual(2);
  });
});

describe.each(['work', 'love'] as const)('EN chapter %s', (id) => {
  const chapter = enChapters[id];

  it('has a module for each of the 10 poles, each 230-370 words with 3-4 practices', () => {
    expect(chapter.id).toBe(id);
    expect(Object.keys(chapter.modules).sort()).toEqual([...POLE_KEYS].sort());
    for (const pole of POLE_KEYS) {
      const module = chapter.modules[pole];
      expect(module.pole).toBe(pole);
      expect(module.practices.length).toBeGreaterThanOrEqual(3);
      expect(module.practices.length).toBeLessThanOrEqual(4);
      expect(moduleWords(module)).toBeGreaterThanOrEqual(230);
      expect(moduleWords(module)).toBeLessThanOrEqual(370);
    }
  });

  it('has the 4 temperament notes of 120-190 words', () => {
    expect(Object.keys(chapter.temperaments).sort()).toEqual([...TEMPERAMENTS].sort());
    for (const temperament of TEMPERAMENTS) {
      const note = chapter.temperaments[temperament];
      expect(note.temperament).toBe(temperament);
      expect(countWords(note.text)).toBeGreaterThanOrEqual(120);
      expect(countWords(note.text)).toBeLessThanOrEqual(190);
    }
  });

  it('has a four-week plan that covers each indicator once', () => {
    const indicators = chapter.plan.weeks.flatMap((week) => week.indicators);
    expect(indicators.sort()).toEqual(['AT', 'EI', 'JP', 'SN', 'TF']);
    for (const week of chapter.plan.weeks) expect(week.actions.length).toBeGreaterThanOrEqual(2);
  });

  it('composes to 2,100-3,000 words for every one of the 32 full types', () => {
    for (const code of ['INTJ', 'INTP', 'INFJ', 'INFP', 'ISTJ', 'ISTP', 'ISFJ', 'ISFP']) {
      for (const full of [`${code}-A`, `${code}-T`, `E${code.slice(1)}-A`, `E${code.slice(1)}-T`]) {
        const composed = composeChapter(chapter, readerPoles(full));
        expect(composed.modules).toHaveLength(5);
        expect(composed.temperaments).toHaveLength(1);
        const words = [
          ...composed.intro,
          ...composed.modules.flatMap(({ module }) => [module.heading, module.brings, module.costs, ...module.practices, module.scenario]),
          ...composed.temperaments.flatMap((note) => [note.heading, note.text]),
          composed.plan.intro,
          composed.plan.closing,
          ...composed.plan.weeks.flatMap((week) => [week.heading, week.intro, ...week.actions, ...week.ownPractices, week.checkIn]),
        ].reduce((sum, text) => sum + countWords(text), 0);
        expect(words).toBeGreaterThanOrEqual(2100);
        expect(words).toBeLessThanOrEqual(3000);
      }
    }
  });
});

// Translations: every folder beside packs/en (and chapters/en, labels/en.ts) must mirror EN. Pack files are checked one by
// one, so a translation in progress can be tested before its index is complete.
const LOCALE_DIR = /^[a-z]{2}$/;
const locales = (sub: string) =>
  existsSync(path.join(dir, sub))
    ? readdirSync(path.join(dir, sub), { withFileTypes: true })
        .map((entry) => entry.name.replace(/\.ts$/, ''))
        .filter((name) => LOCALE_DIR.test(name) && name !== 'en')
    : [];

async function load<T>(file: string, name: string): Promise<T> {
  const loaded = (await import(pathToFileURL(file).href)) as Record<string, T>;
  return loaded[name];
}

describe('translations mirror EN', () => {
  it('finds the locale folders (EN is the reference and always present)', () => {
    expect(existsSync(path.join(dir, 'packs', 'en'))).toBe(true);
    expect(existsSync(path.join(dir, 'chapters', 'en'))).toBe(true);
  });

  // A plain loop rather than it.each: jest rejects an empty table, and before the first translation there is none.
  for (const locale of locales('packs')) {
    it(`packs/${locale}`, async () => {
      const folder = path.join(dir, 'packs', locale);
      const problems: string[] = [];
      for (const slug of PACK_SLUGS) {
        const file = path.join(folder, `${slug}.ts`);
        if (existsSync(file)) problems.push(...checkPackParity(enPacks[slug], await load<SkillPack>(file, 'pack')));
      }
      expect(problems).toEqual([]);
    });
  }

  for (const locale of locales('chapters')) {
    it(`chapters/${locale}`, async () => {
      const problems: string[] = [];
      for (const id of ['work', 'love'] as const) {
        const file = path.join(dir, 'chapters', locale, `${id}.ts`);
        if (existsSync(file)) problems.push(...checkChapterParity(enChapters[id], await load<InDepthChapter>(file, id)));
      }
      expect(problems).toEqual([]);
    });
  }

  for (const locale of locales('labels')) {
    it(`labels/${locale}`, async () => {
      const labels = await load<ResourceLabels>(path.join(dir, 'labels', `${locale}.ts`), `${locale}Labels`);
      expect(checkLabelParity(labels)).toEqual([]);
    });
  }

  it('EN passes its own parity checks, so the checks are not trivially failing', () => {
    for (const pack of packs) expect(checkPackParity(pack, pack)).toEqual([]);
    expect(checkChapterParity(enChapters.work, enChapters.work)).toEqual([]);
    expect(checkChapterParity(enChapters.love, enChapters.love)).toEqual([]);
    expect(checkLabelParity(enLabels)).toEqual([]);
  });
});
