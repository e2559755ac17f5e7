// The receipt as a PDF, in the report's fonts so every language prints. Its own module: the PDF library loads with the
// first PDF asked for, not with the server.
import PDFDocument from 'pdfkit';
import { BCP47 } from '../../../shared/locale.js';
import { fontsForLocale } from '../../report/pdf/font-views.js';
import { loadReportFonts } from '../../report/pdf/fonts.js';
import { asFontSource, collect } from '../../report/pdf/render-report-pdf.js';
import { receiptRows, type ReceiptData } from './receipt.js';
import { receiptCopy } from './receipt-copy.js';

export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const copy = receiptCopy(data.locale);
  const fonts = fontsForLocale(await loadReportFonts(), data.locale);
  const doc = new PDFDocument({
    size: 'A4', margin: 56, lang: BCP47[data.locale], displayTitle: true,
    info: { Title: `${copy.seller} ${copy.title} ${data.payment.orderNumber}`, Author: copy.seller, Creator: copy.seller },
  });
  const done = collect(doc);
  doc.registerFont('regular', asFontSource(fonts.regular));
  doc.registerFont('bold', asFontSource(fonts.bold));
  doc.font('bold').fontSize(22).fillColor('#1c1f2a').text(`${copy.seller} · ${copy.title}`);
  doc.moveDown(1);
  for (const [label, value] of receiptRows(data)) {
    doc.font('bold').fontSize(10).fillColor('#4a5060').text(label);
    doc.font('regular').fontSize(12).fillColor('#1c1f2a').text(value);
    doc.moveDown(0.6);
  }
  if (data.payment.refunded) doc.font('bold').fontSize(12).fillColor('#9b1c1c').text(copy.refunded);
  doc.moveDown(1);
  doc.font('regular').fontSize(11).fillColor('#1c1f2a').text(copy.thanks);
  doc.end();
  return done;
}
