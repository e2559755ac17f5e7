// A receipt for one payment, as a small HTML page and as a PDF (the report's fonts, so every language prints).
import PDFDocument from 'pdfkit';
import { BCP47, type Locale } from '../../../shared/locale.js';
import { formatMoney } from '../../../shared/money.js';
import { fontsForLocale } from '../../report/pdf/font-views.js';
import { loadReportFonts } from '../../report/pdf/fonts.js';
import type { MemberPayment } from './member-billing.js';
import { methodName, receiptCopy } from './receipt-copy.js';

export interface ReceiptData {
  payment: MemberPayment;
  email: string;
  provider?: string;
  locale: Locale;
}

function rows(data: ReceiptData): Array<[string, string]> {
  const copy = receiptCopy(data.locale);
  const date = new Intl.DateTimeFormat(BCP47[data.locale], { dateStyle: 'long', timeZone: 'UTC' }).format(data.payment.paidAt);
  return [
    [copy.number, data.payment.orderNumber],
    [copy.date, date],
    [copy.item, data.payment.itemTitle],
    [copy.amount, formatMoney(data.payment.amount.amountMinor, data.payment.amount.currency, data.locale)],
    [copy.paidWith, methodName(data.provider, data.locale)],
    [copy.billedTo, data.email],
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function receiptHtml(data: ReceiptData): string {
  const copy = receiptCopy(data.locale);
  const body = rows(data).map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  return `<!doctype html><html lang="${BCP47[data.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(`${copy.title} ${data.payment.orderNumber}`)}</title>`
    + '<style>body{font-family:system-ui,sans-serif;color:#1c1f2a;max-width:40rem;margin:2rem auto;padding:0 1rem}'
    + 'table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.5rem;border-bottom:1px solid #d5d8e0}th{color:#4a5060;font-weight:600}'
    + '.refunded{color:#9b1c1c;font-weight:600}</style></head><body>'
    + `<h1>${escapeHtml(copy.seller)} · ${escapeHtml(copy.title)}</h1><table>${body}</table>`
    + (data.payment.refunded ? `<p class="refunded">${escapeHtml(copy.refunded)}</p>` : '')
    + `<p>${escapeHtml(copy.thanks)}</p></body></html>`;
}

export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const copy = receiptCopy(data.locale);
  const fonts = fontsForLocale(await loadReportFonts(), data.locale);
  const doc = new PDFDocument({
    size: 'A4', margin: 56, lang: BCP47[data.locale], displayTitle: true,
    info: { Title: `${copy.seller} ${copy.title} ${data.payment.orderNumber}`, Author: copy.seller, Creator: copy.seller },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit 0.20 takes a parsed fontkit font (see report/pdf/fonts.ts); its types predate that.
  doc.registerFont('regular', fonts.regular as unknown as string);
  doc.registerFont('bold', fonts.bold as unknown as string);
  doc.font('bold').fontSize(22).fillColor('#1c1f2a').text(`${copy.seller} · ${copy.title}`);
  doc.moveDown(1);
  for (const [label, value] of rows(data)) {
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
