// The report PDF is tagged for assistive technology: language, displayed title, a structure tree in reading order
// (H1, section H2s, paragraphs, lists, the dimension table with header cells, bars as figures with alternative text),
// and every mark on a page either tagged content or an artifact.
import { composeReport } from '../../api/src/modules/report/compose/compose-report.js';
import type { ReportDocument } from '../../api/src/modules/report/compose/report-document.js';
import { SAMPLE_RANKING, sampleScore } from '../../api/src/modules/report/compose/sample-score.js';
import { renderReportPdf } from '../../api/src/modules/report/pdf/render-report-pdf.js';
import type { Locale } from '../../api/src/shared/locale.js';
import { readPdf } from '../support/pdf-text.js';
import {
  allNodes, checkMarkedContent, nodeText, pdfObjects, resolve, stringEntries, structureTree, type StructNode,
} from './pdf-structure.js';

interface Tagged {
  pdf: Buffer;
  report: ReportDocument;
  tree: StructNode;
}

const rendered = new Map<Locale, Promise<Tagged>>();

function render(locale: Locale): Promise<Tagged> {
  let result = rendered.get(locale);
  if (!result) {
    result = (async () => {
      const report = composeReport({
        score: sampleScore('INTJ-T', { EI: 53, SN: 90, TF: 60 }),
        locale,
        ...SAMPLE_RANKING,
      });
      const pdf = await renderReportPdf(report);
      return { pdf, report, tree: await structureTree(pdf) };
    })();
    rendered.set(locale, result);
  }
  return result;
}

function ofType(tree: StructNode, type: string): StructNode[] {
  return allNodes(tree).filter((node) => node.type === type);
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}

const LOCALES: [Locale, string][] = [['EN', 'en'], ['KR', 'ko']];

describe.each(LOCALES)('the %s report PDF', (locale, lang) => {
  it('is marked as tagged, with its language, a structure tree and a displayed title', async () => {
    const { pdf, report } = await render(locale);
    const info = await readPdf(pdf);
    expect(info.tagged).toBe(true);
    expect(info.version).toBe('1.7');
    expect(info.title).toContain(report.title);

    const objects = pdfObjects(pdf);
    const catalog = [...objects.values()].find(({ dictionary }) => dictionary.includes('/Type /Catalog'));
    expect(catalog?.dictionary).toContain(`/Lang (${lang})`);
    expect(resolve(objects, catalog?.dictionary ?? '', 'MarkInfo')?.dictionary).toMatch(/\/Marked true/);
    expect(resolve(objects, catalog?.dictionary ?? '', 'StructTreeRoot')?.dictionary).toMatch(/\/Type \/StructTreeRoot/);
    expect(resolve(objects, catalog?.dictionary ?? '', 'ViewerPreferences')?.dictionary).toMatch(/\/DisplayDocTitle true/);
  });

  it('has one H1 for the type, then an H2 per section in reading order', async () => {
    const { pdf, tree, report } = await render(locale);
    expect(tree.children.map((node) => node.type)).toEqual(['Document']);
    const [h1, ...more] = ofType(tree, 'H1');
    expect(more).toEqual([]);
    expect(squeeze(nodeText(h1))).toBe(squeeze(`${report.type.fullCode}${report.type.title}`));
    const headings = ofType(tree, 'H2').map((node) => squeeze(nodeText(node)));
    const sections = report.sections.map((section, index) => squeeze(`${String(index + 1).padStart(2, '0')}${section.title}`));
    expect(headings).toEqual([squeeze(report.basics.heading), ...sections]);
    // Number and title are separate runs; the actual text gives screen readers the space between them.
    expect(stringEntries(pdfObjects(pdf), 'ActualText')).toEqual(expect.arrayContaining([
      `${report.type.fullCode} ${report.type.title}`,
      `02 ${report.sections[1].title}`,
    ]));
    expect(ofType(tree, 'H3').length).toBeGreaterThan(2);
  });

  it('tags the dimension table with column headers and each bar as a figure with alternative text', async () => {
    const { pdf, tree, report } = await render(locale);
    const [table, ...moreTables] = ofType(tree, 'Table');
    expect(moreTables).toEqual([]);
    const [header, ...rows] = table.children;
    expect(table.children.every((row) => row.type === 'TR')).toBe(true);
    expect(header.children.map((cell) => [cell.type, cell.attributes, nodeText(cell)])).toEqual(
      [report.labels.table.dimension, report.labels.table.score, report.labels.table.range, report.labels.table.interpretation]
        .map((label) => ['TH', ['/Scope /Column'], label]),
    );
    expect(rows).toHaveLength(report.dimensions.length);
    for (const [index, row] of rows.entries()) {
      const dimension = report.dimensions[index];
      expect(row.children.map((cell) => cell.type)).toEqual(['TD', 'TD', 'TD', 'TD']);
      expect(nodeText(row.children[1])).toBe(`${dimension.letter} ${dimension.score}`);
      expect(ofType(row, 'Figure')).toHaveLength(1);
    }
    const alts = stringEntries(pdfObjects(pdf), 'Alt');
    expect(alts).toHaveLength(report.dimensions.length);
    for (const [index, alt] of alts.entries()) {
      expect(alt).toContain(report.dimensions[index].name);
      expect(alt).toContain(report.dimensions[index].poleName);
      expect(alt).toMatch(new RegExp(`${report.dimensions[index].score}\\s?%`));
    }
  });

  it('tags lists as L, LI and LBody, with the numbers of ordered lists as labels', async () => {
    const { tree } = await render(locale);
    const lists = ofType(tree, 'L');
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) {
      expect(list.children.length).toBeGreaterThan(0);
      for (const item of list.children) {
        expect(item.type).toBe('LI');
        expect(item.children.map((child) => child.type)).toEqual(expect.arrayContaining(['LBody']));
      }
    }
    expect(ofType(tree, 'Lbl').map(nodeText)).toEqual(SAMPLE_RANKING.recentCountries.map((_, index) => `${index + 1}.`));
  });

  it('marks everything it paints, running headers and footers as artifacts', async () => {
    const { pdf, tree, report } = await render(locale);
    const check = checkMarkedContent(pdfObjects(pdf));
    expect(check.unmarked).toEqual([]);
    expect(check.unbalanced).toBe(0);
    expect(check.maxDepth).toBe(1);
    expect(check.tags.Artifact).toBeGreaterThan(10);
    expect(check.tags.P).toBeGreaterThan(10);
    // Only the cover's wordmark is content; the running headers and page numbers are not.
    // Letter-spaced, the wordmark reads back as 'M I N D P R I N T': compare without whitespace.
    const text = squeeze(allNodes(tree).flatMap((node) => node.texts).join('\n'));
    expect(text.match(/MINDPRINT/g)).toHaveLength(1);
    expect(text).not.toContain(squeeze(report.labels.footer));
  });
});
