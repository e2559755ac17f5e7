// The parity checks must catch each kind of drift a translation can introduce, and accept a faithful one.
import { enChapters } from './chapters/en/index.js';
import { checkChapterParity, checkLabelParity, checkPackParity } from './pack.parity.js';
import type { SkillPack } from './pack.types.js';
import { enLabels } from './labels/en.js';
import { enPacks } from './packs/en/index.js';

const en = enPacks['focus-and-deep-work'];
const copy = (): SkillPack => structuredClone(en);

describe('checkPackParity', () => {
  it('accepts a copy with different text but the same structure', () => {
    const other = copy();
    other.title = 'Concentration';
    other.sections[1].heading = 'Autre titre';
    expect(checkPackParity(en, other)).toEqual([]);
  });

  it('reports a missing, an extra and a renamed section', () => {
    const missing = copy();
    missing.sections.pop();
    expect(checkPackParity(en, missing).join()).toMatch(/missing \(focus-quick-reference\)/);
    const extra = copy();
    extra.sections.push(structuredClone(en.sections[1]));
    expect(checkPackParity(en, extra).join()).toMatch(/extra/);
    const renamed = copy();
    renamed.sections[2].id = 'design-session';
    expect(checkPackParity(en, renamed).join()).toMatch(/section 3 is design-session/);
  });

  it('reports changed block kinds, list lengths, tones and tailoring', () => {
    const lists = copy();
    const bullets = lists.sections[5].blocks.find((block) => block.kind === 'bullets');
    if (bullets?.kind === 'bullets') bullets.items.pop();
    expect(checkPackParity(en, lists)).toHaveLength(1);
    const tone = copy();
    const callout = tone.sections[1].blocks.find((block) => block.kind === 'callout');
    if (callout?.kind === 'callout') callout.tone = 'caution';
    expect(checkPackParity(en, tone)).toHaveLength(1);
    const tailoring = copy();
    tailoring.sections[6].tailoredTo = 'I';
    expect(checkPackParity(en, tailoring)).toHaveLength(1);
  });

  it('reports empty texts and a changed reading time', () => {
    const other = copy();
    other.summary = ' ';
    other.readingMinutes += 1;
    const exercise = other.sections[1].blocks.find((block) => block.kind === 'exercise');
    if (exercise?.kind === 'exercise') exercise.steps[0] = '';
    expect(checkPackParity(en, other)).toHaveLength(3);
  });
});

describe('checkChapterParity', () => {
  it('reports a missing practice, a wrong week and an empty scenario', () => {
    const other = structuredClone(enChapters.work);
    other.modules.N.practices.pop();
    other.plan.weeks[2].indicators = ['JP'];
    other.modules.Tu.scenario = '';
    const problems = checkChapterParity(enChapters.work, other);
    expect(problems).toHaveLength(3);
    expect(problems.join()).toMatch(/work\/N: 3 practices, EN has 4/);
  });
});

describe('checkLabelParity', () => {
  it('reports an empty pole label', () => {
    const other = { ...enLabels, poles: { ...enLabels.poles, Tu: { name: 'Turbulent', tailoredLabel: '' } } };
    expect(checkLabelParity(other)).toEqual(['label Tu: empty tailoredLabel']);
  });
});
