import { LOCALES } from '../../../shared/locale.js';
import { composeReport } from '../compose/compose-report.js';
import { SAMPLE_RANKING, sampleScore } from '../compose/sample-score.js';
import { fontsForLocale } from './font-views.js';
import { loadReportFonts, type ParsedFont } from './fonts.js';

interface Run {
  glyphs: { id: number }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  advanceWidth: number;
}

const LANGUAGE_SYSTEMS: Record<string, string | undefined> = { CN: 'ZHS', HK: 'ZHH', JA: 'JAN', KR: 'KOR' };

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function signature(run: Run): string {
  return run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    return `${glyph.id}@${position.xAdvance},${position.xOffset},${position.yOffset}`;
  }).join(' ');
}

describe('fontsForLocale', () => {
  it('shapes report copy exactly like full OpenType shaping, only faster', async () => {
    const fonts = await loadReportFonts();
    const differences: string[] = [];
    // The four CJK locales, each with its own language system, and two Latin ones; the other Latin locales shape alike.
    for (const locale of ['EN', 'DE', 'CN', 'HK', 'JA', 'KR'] as const) {
      const view = fontsForLocale(fonts, locale).regular;
      const report = composeReport({ score: sampleScore('ENTJ-T', { EI: 52, SN: 52, TF: 52, JP: 52, AT: 52 }), locale });
      // A sample that keeps the test fast (full shaping is the slow part): the basic profile and the fixed sentences
      // of the reference sections. pdfkit shapes text split at spaces; doubled dashes and a combining accent are the
      // cases ccmp is kept for.
      const sample = [report.sections[0], report.sections.slice(6)];
      const words = new Set([...strings(sample), '他人——也包括你自己', '思いを巡らせる――そうした', 'Cafe\u0301'].flatMap((text) => text.split(' ')));
      for (const word of words) {
        if (!word) continue;
        const expected = signature(fonts.regular.layout(word, undefined, undefined, LANGUAGE_SYSTEMS[locale]) as Run);
        if (signature(view.layout(word) as Run) !== expected) differences.push(`${locale} ${word}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('has a glyph for every character of every locale, mapping the narrow no-break space to a no-break space', async () => {
    const fonts = await loadReportFonts();
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const view: ParsedFont = fontsForLocale(fonts, locale).bold;
      const report = composeReport({
        score: sampleScore('ISFP-A', { EI: 51 }),
        locale,
        population: { overall: 8.8, male: 7.6, female: 9.9, source: 'MBTI Manual' },
        ...SAMPLE_RANKING,
      });
      for (const text of strings(report)) {
        const run = view.layout(text) as Run;
        if (run.glyphs.some((glyph) => glyph.id === 0)) missing.push(`${locale}: ${text.slice(0, 40)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hands out fresh positions from its cache, because pdfkit scales them in place', async () => {
    const view = fontsForLocale(await loadReportFonts(), 'EN').regular;
    const first = view.layout('Strategist') as Run;
    const width = first.advanceWidth;
    for (const position of first.positions) position.xAdvance *= 10;
    const second = view.layout('Strategist') as Run;
    expect(second.advanceWidth).toBe(width);
    expect(second.positions).not.toBe(first.positions);
  });
});
