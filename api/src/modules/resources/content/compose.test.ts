// Which sections, modules and practices a reader gets for their type, and what a reader without a type sees.
import { enChapters } from './chapters/en/index.js';
import { composeChapter, readerPoles, sectionsForReader } from './compose.js';
import { enPacks } from './packs/en/index.js';

describe('readerPoles', () => {
  it('reads full codes, four-letter codes and nothing else', () => {
    expect([...readerPoles('INTJ-A')]).toEqual(['I', 'N', 'T', 'J', 'A']);
    expect([...readerPoles(' enfp-t ')]).toEqual(['E', 'N', 'F', 'P', 'Tu']);
    expect([...readerPoles('ISTP')]).toEqual(['I', 'S', 'T', 'P']);
    for (const bad of [null, undefined, '', 'XNTJ', 'INTJ-X', 'INTJA']) expect(readerPoles(bad).size).toBe(0);
  });
});

describe('sectionsForReader', () => {
  const focus = enPacks['focus-and-deep-work'];
  const ids = (code: string | null) =>
    sectionsForReader(focus, readerPoles(code)).map(({ section, labelled }) => `${section.id}${labelled ? '*' : ''}`);

  it('keeps only the tailored sections for the reader\'s own poles, unlabelled', () => {
    const shown = ids('INTJ-A');
    expect(shown).toContain('introversion-focus');
    expect(shown).toContain('judging-focus');
    expect(shown).not.toContain('extraversion-focus');
    expect(shown).not.toContain('perceiving-focus');
    expect(shown.some((id) => id.endsWith('*'))).toBe(false);
    expect(shown).toHaveLength(focus.sections.length - 2);
  });

  it('shows every tailored section, labelled, to a reader without a type', () => {
    const shown = ids(null);
    expect(shown).toHaveLength(focus.sections.length);
    expect(shown.filter((id) => id.endsWith('*'))).toEqual([
      'extraversion-focus*',
      'introversion-focus*',
      'judging-focus*',
      'perceiving-focus*',
    ]);
  });

  it('labels both identity sections when the type has no identity letter', () => {
    const habits = enPacks['habits-and-motivation'];
    const shown = sectionsForReader(habits, readerPoles('ESFJ')).filter(({ section }) => section.tailoredTo);
    expect(shown.map(({ section, labelled }) => [section.tailoredTo, labelled])).toEqual([
      ['J', false],
      ['A', true],
      ['Tu', true],
    ]);
  });
});

describe('composeChapter', () => {
  it('gives an ISFP-T reader their five modules in indicator order, the SP note and their own practices', () => {
    const composed = composeChapter(enChapters.work, readerPoles('ISFP-T'));
    expect(composed.modules.map(({ module, labelled }) => [module.pole, labelled])).toEqual([
      ['I', false],
      ['S', false],
      ['F', false],
      ['P', false],
      ['Tu', false],
    ]);
    expect(composed.temperaments.map((note) => note.temperament)).toEqual(['SP']);
    const modules = enChapters.work.modules;
    expect(composed.plan.weeks.map((week) => week.ownPractices)).toEqual([
      [modules.I.practices[0], modules.Tu.practices[0]],
      [modules.S.practices[0]],
      [modules.F.practices[0]],
      [modules.P.practices[0]],
    ]);
  });

  it('picks NT or NF from Intuition with the decision letter', () => {
    expect(composeChapter(enChapters.love, readerPoles('ENTP-A')).temperaments.map((n) => n.temperament)).toEqual(['NT']);
    expect(composeChapter(enChapters.love, readerPoles('INFJ-T')).temperaments.map((n) => n.temperament)).toEqual(['NF']);
    expect(composeChapter(enChapters.love, readerPoles('ESTJ-A')).temperaments.map((n) => n.temperament)).toEqual(['SJ']);
  });

  it('shows everything, labelled, with no own practices, to a reader without a type', () => {
    const composed = composeChapter(enChapters.love, readerPoles(null));
    expect(composed.modules).toHaveLength(10);
    expect(composed.modules.every(({ labelled }) => labelled)).toBe(true);
    expect(composed.temperaments).toHaveLength(4);
    expect(composed.plan.weeks.every((week) => week.ownPractices.length === 0)).toBe(true);
  });
});
