// Running header and footer with page numbers, drawn on every page but the cover once the page count is known; they
// repeat on every page, so they are pagination artifacts, not content.
import type { ReportDocument } from '../compose/report-document.js';
import { t } from '../../../i18n/translate.js';
import { FONT } from './pdf-writer.js';
import { asArtifact } from './report-structure.js';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE } from './theme.js';

export function drawPageFurniture(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would otherwise make pdfkit open a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    asArtifact(doc, 'Pagination', () => drawFurniture(doc, report, index - start + 1, count));
    doc.page.margins = margins;
  }
}

function drawFurniture(doc: PDFKit.PDFDocument, report: ReportDocument, page: number, pages: number): void {
  const headerY = 34;
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.primary).text('MINDPRINT', MARGIN.left, headerY, { characterSpacing: 2, lineBreak: false });
  doc.font(FONT.regular).fillColor(COLOR.muted)
    .text(`${report.type.fullCode} · ${report.type.title}`, MARGIN.left, headerY, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.moveTo(MARGIN.left, headerY + 16).lineTo(MARGIN.left + CONTENT_WIDTH, headerY + 16).lineWidth(0.5).strokeColor(COLOR.rule).stroke();

  const footerY = PAGE.height - 42;
  doc.fontSize(8).fillColor(COLOR.muted).text(report.labels.footer, MARGIN.left, footerY, { lineBreak: false });
  const pageOf = t(report.locale, 'report.pageOf', { page, pages });
  doc.text(pageOf, MARGIN.left, footerY, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
}
