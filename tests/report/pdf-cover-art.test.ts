// The report's cover draws its type's illustration (assets/type-art) as vector paths inside a Layout artifact: the
// H1 beside it already names the type, so the emblem is decoration, like alt="" on the web.
import { composeReport } from '../../api/src/modules/report/compose/compose-report.js';
import { sampleScore } from '../../api/src/modules/report/compose/sample-score.js';
import { renderReportPdf } from '../../api/src/modules/report/pdf/render-report-pdf.js';
import { checkMarkedContent, pdfObjects, resolve, stringEntries } from './pdf-structure.js';

/** pdfkit's stroke-colour operator for a hex colour, as it writes it. */
function strokeOperator(hex: string): string {
  return `${[1, 3, 5].map((i) => String(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ')} SCN`;
}

/** The lines of each marked-content sequence on the first page, with the tag it opened with. */
function coverSequences(pdf: Buffer): { tag: string; lines: string[] }[] {
  const objects = pdfObjects(pdf);
  const page = [...objects.values()].find(({ dictionary }) => /\/Type \/Page\n/.test(dictionary));
  const content = resolve(objects, page?.dictionary ?? '', 'Contents')?.stream?.toString('latin1') ?? '';
  const sequences: { tag: string; lines: string[] }[] = [];
  let current: { tag: string; lines: string[] } | null = null;
  for (const line of content.split('\n')) {
    const opened = /^\/(\w+) (<<|BMC)/.exec(line.trim());
    if (opened && !current) current = { tag: opened[1], lines: [] };
    else if (line.trim() === 'EMC' && current) {
      sequences.push(current);
      current = null;
    } else current?.lines.push(line);
  }
  return sequences;
}

const INKS = { NT: '#4c1d95', NF: '#064e3b', SJ: '#1e3a8a', SP: '#7c2d12' };

describe('the report cover', () => {
  it.each([['INTJ-T', INKS.NT], ['ENFP-A', INKS.NF], ['ISTJ-T', INKS.SJ], ['ESFP-A', INKS.SP]])(
    'draws the %s illustration as an artifact in its temperament colours',
    async (code, ink) => {
      const report = composeReport({
        score: sampleScore(code, { EI: 53, SN: 60, TF: 60 }),
        locale: 'EN',
        recentCountries: [],
      });
      const pdf = await renderReportPdf(report);
      const sequences = coverSequences(pdf);
      const inked = sequences.filter((sequence) => sequence.lines.some((line) => line.includes(strokeOperator(ink))));
      expect(inked).toHaveLength(1);
      expect(inked[0].tag).toBe('Artifact');
      // Filled, outlined and stroked shapes: the vector art itself, not an image.
      expect(inked[0].lines.filter((line) => ['B', 'S', 'f'].includes(line)).length).toBeGreaterThan(5);
      expect(inked[0].lines.join('\n')).not.toMatch(/\bDo\b/);
      for (const other of Object.values(INKS).filter((colour) => colour !== ink)) {
        expect(sequences.some((sequence) => sequence.lines.some((line) => line.includes(strokeOperator(other))))).toBe(false);
      }
      const objects = pdfObjects(pdf);
      expect(checkMarkedContent(objects).unmarked).toEqual([]);
      // The only figures with alternative text stay the dimension bars.
      expect(stringEntries(objects, 'Alt')).toHaveLength(report.dimensions.length);
    },
  );
});
