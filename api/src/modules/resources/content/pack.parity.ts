// Structural comparison of a translation against the EN original: same sections, blocks and list lengths, same order.
// Returns readable problems rather than throwing, so one test run lists every mismatch a translator must fix.
import type { InDepthChapter, PackBlock, PackSection, ResourceLabels, SkillPack } from './pack.types.js';
import { POLE_KEYS, TEMPERAMENTS } from './pack.types.js';

/** Kind plus the counts that must match: 'bullets:5', 'exercise:4', 'callout:tip'. */
export function blockShape(block: PackBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return 'paragraph';
    case 'callout':
      return `callout:${block.tone}`;
    case 'bullets':
    case 'steps':
      return `${block.kind}:${block.items.length}`;
    case 'exercise':
      return `exercise:${block.steps.length}`;
  }
}

function sectionShape(section: PackSection): string {
  return `${section.id}[${section.role}${section.tailoredTo ? `/${section.tailoredTo}` : ''}](${section.blocks.map(blockShape).join(',')})`;
}

function emptyTexts(values: object, where: string): string[] {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' && value.trim() === '')
    .map(([key]) => `${where}: empty ${key}`);
}

function blockEmpties(block: PackBlock, where: string): string[] {
  const lists = block.kind === 'bullets' || block.kind === 'steps' ? block.items : block.kind === 'exercise' ? block.steps : [];
  return [
    ...emptyTexts(block, where),
    ...lists.flatMap((item, i) => (item.trim() === '' ? [`${where}: empty item ${i + 1}`] : [])),
  ];
}

export function checkPackParity(en: SkillPack, other: SkillPack): string[] {
  const problems: string[] = [];
  if (other.slug !== en.slug) problems.push(`slug ${other.slug} should be ${en.slug}`);
  if (other.readingMinutes !== en.readingMinutes) problems.push(`${en.slug}: readingMinutes should stay ${en.readingMinutes}`);
  problems.push(...emptyTexts(other, en.slug));
  const count = Math.max(en.sections.length, other.sections.length);
  for (let i = 0; i < count; i++) {
    const want = en.sections[i];
    const got = other.sections[i];
    if (!want || !got) {
      problems.push(`${en.slug}: section ${i + 1} is ${got ? 'extra' : 'missing'} (${(want ?? got).id})`);
      continue;
    }
    if (sectionShape(want) !== sectionShape(got)) {
      problems.push(`${en.slug}: section ${i + 1} is ${sectionShape(got)}, EN has ${sectionShape(want)}`);
    }
    problems.push(...emptyTexts(got, `${en.slug}#${got.id}`));
    got.blocks.forEach((block, b) => problems.push(...blockEmpties(block, `${en.slug}#${got.id} block ${b + 1}`)));
  }
  return problems;
}

export function checkChapterParity(want: InDepthChapter, got: InDepthChapter): string[] {
  const id = want.id;
  const problems: string[] = [];
  if (got.id !== id) problems.push(`${id}: id is ${got.id}`);
  problems.push(...emptyTexts(got, id), ...emptyTexts(got.plan, `${id} plan`));
  if (got.intro.length !== want.intro.length) problems.push(`${id}: ${got.intro.length} intro paragraphs, EN has ${want.intro.length}`);
  got.intro.forEach((paragraph, i) => paragraph.trim() === '' && problems.push(`${id}: empty intro paragraph ${i + 1}`));
  for (const pole of POLE_KEYS) {
    const module = got.modules[pole];
    if (!module) {
      problems.push(`${id}/${pole}: module missing`);
      continue;
    }
    if (module.pole !== pole) problems.push(`${id}/${pole}: module is for ${module.pole}`);
    if (module.practices.length !== want.modules[pole].practices.length) {
      problems.push(`${id}/${pole}: ${module.practices.length} practices, EN has ${want.modules[pole].practices.length}`);
    }
    problems.push(...emptyTexts(module, `${id}/${pole}`));
  }
  for (const temperament of TEMPERAMENTS) {
    const note = got.temperaments[temperament];
    if (note?.temperament !== temperament) problems.push(`${id}/${temperament}: missing or for another temperament`);
    else problems.push(...emptyTexts(note, `${id}/${temperament}`));
  }
  got.plan.weeks.forEach((week, w) => {
    const enWeek = want.plan.weeks[w];
    if (week.indicators.join() !== enWeek.indicators.join()) problems.push(`${id} week ${w + 1}: indicators differ from EN`);
    if (week.actions.length !== enWeek.actions.length) problems.push(`${id} week ${w + 1}: ${week.actions.length} actions, EN has ${enWeek.actions.length}`);
    problems.push(...emptyTexts(week, `${id} week ${w + 1}`));
  });
  return problems;
}

export function checkLabelParity(other: ResourceLabels): string[] {
  return [
    ...POLE_KEYS.flatMap((pole) => emptyTexts(other.poles[pole], `label ${pole}`)),
    ...emptyTexts(other.temperaments, 'temperament labels'),
  ];
}
