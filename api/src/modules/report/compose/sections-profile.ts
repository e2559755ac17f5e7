// The type-driven sections: basic profile, dimension analysis, the three growth sections and further reading.
import { joinSentences, type MessageId } from '../../../i18n/translate.js';
import type { ComposeContext } from './compose-context.js';
import type { DimensionRow, ReportBlock, ReportSection } from './report-document.js';
import { inLocale, listInLocale } from './report-content.js';

/** The copy separates paragraphs with a blank line. */
export function paragraphs(text: string): ReportBlock[] {
  return text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean).map((part) => ({ kind: 'paragraph', text: part }));
}

const LOOSE_LEVELS: ReadonlySet<string> = new Set(['slight', 'moderate']);

/** The clearest and least clear of the four type letters (AT is the identity, not a preference). */
function extremes(rows: readonly DimensionRow[]): { clearest: DimensionRow; leastClear: DimensionRow } {
  const four = rows.slice(0, 4);
  const byStrength = [...four].sort((a, b) => Math.abs(b.scale.score - 50) - Math.abs(a.scale.score - 50));
  return { clearest: byStrength[0], leastClear: byStrength[byStrength.length - 1] };
}

function identityRow(ctx: ComposeContext): DimensionRow {
  return ctx.rows[4];
}

export function basicProfile(ctx: ComposeContext): ReportSection {
  const { clearest, leastClear } = extremes(ctx.rows);
  const preference = (id: MessageId, row: DimensionRow) =>
    ctx.t(id, { pole: row.poleName, dimension: row.name, clarity: row.clarityLabel });
  const sentences = [preference('report.clearestPreference', clearest)];
  if (leastClear !== clearest && LOOSE_LEVELS.has(leastClear.clarity)) sentences.push(preference('report.leastClearPreference', leastClear));
  return section(ctx, 'basicProfile', [
    ...paragraphs(inLocale(ctx.type.basicProfile, ctx.locale, `the basic profile of ${ctx.type.code}`)),
    { kind: 'paragraph', text: joinSentences(ctx.locale, ...sentences) },
    { kind: 'paragraph', text: ctx.t('report.identitySentence', { identity: identityRow(ctx).poleName }) },
  ]);
}

export function dimensionAnalysis(ctx: ComposeContext): ReportSection {
  const verdict: ReportBlock = ctx.secondary
    ? { kind: 'paragraph', tone: 'note', text: ctx.t('report.secondaryType', { secondaryCode: ctx.secondary.code, secondaryTitle: ctx.secondary.title }) }
    : { kind: 'paragraph', text: ctx.t('report.noSecondaryType', { code: ctx.score.code }) };
  return section(ctx, 'dimensionAnalysis', [
    { kind: 'paragraph', text: ctx.t('report.dimensionIntro') },
    verdict,
    { kind: 'dimensions', rows: ctx.rows },
  ]);
}

export function personalGrowth(ctx: ComposeContext): ReportSection {
  const { leastClear } = extremes(ctx.rows);
  const stretch = LOOSE_LEVELS.has(leastClear.clarity)
    ? ctx.t('report.growthStretch', { pole: leastClear.poleName, dimension: leastClear.name })
    : ctx.t('report.growthAllClear');
  const identity = identityRow(ctx);
  const growth = identity.letter === 'A' ? 'report.growthAssertive' : 'report.growthTurbulent';
  return section(ctx, 'personalGrowth', [
    ...paragraphs(inLocale(ctx.type.personalGrowth, ctx.locale, `the personal growth of ${ctx.type.code}`)),
    { kind: 'paragraph', text: joinSentences(ctx.locale, stretch, ctx.t(growth, { identity: identity.poleName })) },
  ]);
}

export function interpersonalGrowth(ctx: ComposeContext): ReportSection {
  return section(ctx, 'interpersonalGrowth', [
    ...paragraphs(inLocale(ctx.type.interpersonalGrowth, ctx.locale, `the interpersonal growth of ${ctx.type.code}`)),
    { kind: 'heading', text: ctx.t('report.relationshipsHeading') },
    ...paragraphs(inLocale(ctx.type.relationships, ctx.locale, `the relationships of ${ctx.type.code}`)),
  ]);
}

export function careerGrowth(ctx: ComposeContext): ReportSection {
  const careers = listInLocale(ctx.type.careers, ctx.locale, `the careers of ${ctx.type.code}`);
  const blocks: ReportBlock[] = [
    ...paragraphs(inLocale(ctx.type.careerGrowth, ctx.locale, `the career growth of ${ctx.type.code}`)),
    { kind: 'heading', text: ctx.t('report.careersHeading') },
    { kind: 'list', items: careers },
  ];
  if (ctx.secondary) {
    const own = new Set(careers);
    const more = listInLocale(ctx.secondary.report.careers, ctx.locale, `the careers of ${ctx.secondary.code}`)
      .filter((career) => !own.has(career))
      .slice(0, 3);
    if (more.length) {
      blocks.push(
        { kind: 'paragraph', text: ctx.t('report.careersSecondary', { secondaryCode: ctx.secondary.code, secondaryTitle: ctx.secondary.title }) },
        { kind: 'list', items: more },
      );
    }
  }
  return section(ctx, 'careerGrowth', blocks);
}

export function furtherReading(ctx: ComposeContext): ReportSection {
  return section(ctx, 'furtherReading', [
    { kind: 'paragraph', text: ctx.t('report.readingIntro') },
    { kind: 'list', items: listInLocale(ctx.type.furtherReading, ctx.locale, `the further reading of ${ctx.type.code}`) },
  ]);
}

export function section(ctx: ComposeContext, id: ReportSection['id'], blocks: ReportBlock[]): ReportSection {
  return { id, title: ctx.t(`report.section.${id}`), blocks };
}
