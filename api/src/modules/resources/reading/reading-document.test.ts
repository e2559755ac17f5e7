import { LOCALES } from '../../../shared/locale.js';
import { chaptersFor, labelsFor, packFor } from '../content/index.js';
import { PACK_SLUGS } from '../content/pack.types.js';
import { chapterReading, packReading } from './reading-document.js';

const names = async (locale: (typeof LOCALES)[number]) => (await labelsFor(locale)).value;

describe.each(LOCALES)('%s readings', (locale) => {
  it('composes every pack and both chapters with text in every section', async () => {
    for (const slug of PACK_SLUGS) {
      const reading = packReading(await packFor(slug, locale), await names(locale), 'INFJ-T');
      expect(reading.locale).toBe(locale);
      for (const section of reading.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
      }
    }
    const chapters = await chaptersFor(locale);
    for (const id of ['work', 'love'] as const) {
      const reading = chapterReading({ value: chapters.value[id], locale: chapters.locale }, await names(locale), 'ESTP-A');
      expect(reading.sections[0]!.id).toBe('introduction');
      expect(reading.sections.at(-1)!.id).toBe('practice-plan');
      expect(reading.tailoring).toContain('ESTP-A');
    }
  });
});

it('keeps the reader\'s own tailored sections, drops the opposite ones, and labels every variant without a type', async () => {
  const pack = await packFor('decision-making', 'EN');
  const en = await names('EN');
  const tailored = pack.value.sections.filter((section) => section.tailoredTo);
  const own = packReading(pack, en, 'INTJ-A');
  const poles = new Set(own.sections.map((section) => pack.value.sections.find((s) => s.id === section.id)?.tailoredTo).filter(Boolean));
  for (const pole of poles) expect(['I', 'N', 'T', 'J', 'A']).toContain(pole);
  const none = packReading(pack, en, null);
  expect(none.readerType).toBeNull();
  expect(none.sections.filter((section) => section.label)).toHaveLength(tailored.length);
  expect(own.sections.length).toBeLessThan(none.sections.length);
  // Something that is not a type reads as no type.
  expect(packReading(pack, en, 'XYZW').readerType).toBeNull();
});

it('gives a chapter one module per indicator for a full type, with the reader\'s practices in the plan', async () => {
  const chapters = await chaptersFor('EN');
  const reading = chapterReading({ value: chapters.value.work, locale: 'EN' }, await names('EN'), 'ENFP-T');
  expect(reading.sections.filter((section) => section.id.startsWith('pole-')).map((section) => section.id))
    .toEqual(['pole-e', 'pole-n', 'pole-f', 'pole-p', 'pole-tu']);
  expect(reading.sections.filter((section) => section.id.startsWith('temperament-')).map((section) => section.id)).toEqual(['temperament-nf']);
  const plan = reading.sections.at(-1)!;
  expect(plan.blocks.some((block) => block.kind === 'exercise')).toBe(true);
});
