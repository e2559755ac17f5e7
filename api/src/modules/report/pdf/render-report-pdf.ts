// renderReportPdf: a composed report in, an A4 PDF out (cover with the type's art, sections, dimension table, page
// numbers, metadata), tagged for screen readers: language, displayed title, and a structure tree in reading order (see
// report-structure.ts).
import PDFDocument from 'pdfkit';
import type { ReportBlock, ReportDocument } from '../compose/report-document.js';
import { drawCoverPage } from './cover-page.js';
import { drawDimensionTable } from './dimension-table.js';
import { fontsForLocale } from './font-views.js';
import { t } from '../../../i18n/translate.js';
import { loadReportFonts, type ParsedFont } from './fonts.js';
import { drawPageFurniture } from './page-furniture.js';
import { FONT, PdfWriter } from './pdf-writer.js';
import { artForType, loadTypeArt } from './type-art.js';
import { MARGIN } from './theme.js';

export async function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const [allFonts, art] = await Promise.all([loadReportFonts(), loadTypeArt()]);
  const fonts = fontsForLocale(allFonts, report.locale);
  const doc = taggedA4(report.lang, {
    Title: report.title,
    Author: 'Mindprint',
    Subject: report.kicker,
    Keywords: report.basics.keywords.join(', '),
    Creator: 'Mindprint',
  });
  const done = collect(doc);
  doc.registerFont(FONT.regular, asFontSource(fonts.regular));
  doc.registerFont(FONT.bold, asFontSource(fonts.bold));

  const writer = new PdfWriter(doc);
  drawCoverPage(writer, report, artForType(art, report.type.code));
  // The sections follow on the cover's own page: a page break here left most of page 1 blank.
  report.sections.forEach((section, index) => {
    writer.tags.group('Sect', () => {
      writer.sectionHeading(index + 1, section.title);
      for (const block of section.blocks) drawBlock(writer, block, report);
    });
  });
  writer.tags.end();
  drawPageFurniture(doc, {
    header: `${report.type.fullCode} · ${report.type.title}`,
    footer: report.labels.footer,
    pageOf: (page, pages) => t(report.locale, 'report.pageOf', { page, pages }),
  });
  doc.end();
  return done;
}

function drawBlock(writer: PdfWriter, block: ReportBlock, report: ReportDocument): void {
  switch (block.kind) {
    case 'paragraph':
      if (block.tone === 'note') writer.note(block.text);
      else writer.paragraph(block.text);
      return;
    case 'heading':
      writer.subheading(block.text);
      return;
    case 'list':
      writer.list(block.items, block.ordered);
      return;
    case 'dimensions':
      drawDimensionTable(writer, block.rows, report.labels.table, report.locale);
      return;
  }
}

/** An A4 document tagged for screen readers (language, displayed title, structure tree), its pages kept for furniture. */
export function taggedA4(lang: string, info: PDFKit.DocumentInfo): PDFKit.PDFDocument {
  return new PDFDocument({ size: 'A4', margins: MARGIN, bufferPages: true, pdfVersion: '1.7', tagged: true, lang, displayTitle: true, info });
}

/** pdfkit 0.20 takes a parsed fontkit font (see fonts.ts); its 0.17 typings only list file sources. */
export function asFontSource(font: ParsedFont): PDFKit.Mixins.PDFFontSource {
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
