// Running header and footer with page numbers, drawn on every page but the cover once the page count is known; they
// repeat on every page, so they are pagination artifacts, not content. Shared by the report and the member readings.
import { FONT } from './pdf-writer.js';
import { asArtifact } from './report-structure.js';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE } from './theme.js';

export interface PageFurniture {
  /** Right of the header: what the document is (the type, a pack's title). */
  header: string;
  /** Left of the footer. */
  footer: string;
  /** Right of the footer. */
  pageOf: (page: number, pages: number) => string;
}

export function drawPageFurniture(doc: PDFKit.PDFDocument, furniture: PageFurniture): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would otherwise make pdfkit open a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    asArtifact(doc, 'Pagination', () => drawFurniture(doc, furniture, index - start + 1, count));
    doc.page.margins = margins;
  }
}

function drawFurniture(doc: PDFKit.PDFDocument, furniture: PageFurniture, page: number, pages: number): void {
  const headerY = 34;
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.primary).text('MINDPRINT', MARGIN.left, headerY, { characterSpacing: 2, lineBreak: false });
  doc.font(FONT.regular).fillColor(COLOR.muted)
    .text(furniture.header, MARGIN.left + 90, headerY, { width: CONTENT_WIDTH - 90, align: 'right', lineBreak: false, ellipsis: true });
  doc.moveTo(MARGIN.left, headerY + 16).lineTo(MARGIN.left + CONTENT_WIDTH, headerY + 16).lineWidth(0.5).strokeColor(COLOR.rule).stroke();

  const footerY = PAGE.height - 42;
  doc.fontSize(8).fillColor(COLOR.muted).text(furniture.footer, MARGIN.left, footerY, { lineBreak: false });
  doc.text(furniture.pageOf(page, pages), MARGIN.left, footerY, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
}
