// The pack and chapter PDFs are tagged like the report's: language, displayed title, one H1 (the title), an H2 per
// section in reading order, lists as L/LI/LBody, and every mark on a page either tagged content or an artifact.
import { chaptersFor, labelsFor, packFor } from '../../api/src/modules/resources/content/index.js';
import { chapterReading, packReading, type ReadingDocument } from '../../api/src/modules/resources/reading/reading-document.js';
import { renderReadingPdf } from '../../api/src/modules/resources/reading/render-reading-pdf.js';
import type { Locale } from '../../api/src/shared/locale.js';
import { readPdf } from '../support/pdf-text.js';
import { allNodes, checkMarkedContent, nodeText, pdfObjects, resolve, structureTree, type StructNode } from '../report/pdf-structure.js';
import { t } from '../../api/src/i18n/translate.js';

const squeeze = (text: string) => text.replace(/\s+/g, '');
const ofType = (tree: StructNode, type: string) => allNodes(tree).filter((node) => node.type === type);

async function readings(locale: Locale): Promise<ReadingDocument[]> {
  const names = (await labelsFor(locale)).value;
  const chapters = await chaptersFor(locale);
  return [
    packReading(await packFor('stress-and-resilience', locale), names, 'ISFJ-T'),
    chapterReading({ value: chapters.value.love, locale: chapters.locale }, names, 'ENTP-A'),
  ];
}

describe.each([['EN', 'en'], ['KR', 'ko']] as const)('%s readings as PDF', (locale, lang) => {
  it.each([['pack', 0], ['chapter', 1]] as const)('tags the %s', async (_kind, index) => {
    const reading = (await readings(locale))[index]!;
    const pdf = await renderReadingPdf(reading);
    const info = await readPdf(pdf);
    expect(info).toMatchObject({ tagged: true, version: '1.7', title: reading.title });
    const objects = pdfObjects(pdf);
    const catalog = [...objects.values()].find(({ dictionary }) => dictionary.includes('/Type /Catalog'));
    expect(catalog?.dictionary).toContain(`/Lang (${lang})`);
    expect(resolve(objects, catalog?.dictionary ?? '', 'ViewerPreferences')?.dictionary).toMatch(/\/DisplayDocTitle true/);

    const tree = await structureTree(pdf);
    const [h1, ...more] = ofType(tree, 'H1');
    expect(more).toEqual([]);
    expect(squeeze(nodeText(h1!))).toBe(squeeze(reading.title));
    expect(ofType(tree, 'H2').map((node) => squeeze(nodeText(node))))
      .toEqual(reading.sections.map((section, index) => squeeze(`${String(index + 1).padStart(2, '0')}${section.heading}`)));
    for (const list of ofType(tree, 'L')) expect(list.children.every((item) => item.type === 'LI')).toBe(true);

    const check = checkMarkedContent(objects);
    expect(check.unmarked).toEqual([]);
    expect(check.unbalanced).toBe(0);
    expect(check.maxDepth).toBe(1);
    // Page numbers are pagination artifacts, not content.
    const content = squeeze(allNodes(tree).flatMap((node) => node.texts).join(''));
    expect(content).not.toContain(squeeze(t(reading.locale, 'report.pageOf', { page: 2, pages: info.pages })));
  });
});
