// A receipt for one payment: its rows, and the small HTML page (receipt-pdf.ts prints the same rows as a PDF).
import { BCP47, type Locale } from '../../../shared/locale.js';
import { formatMoney } from '../../../shared/money.js';
import type { MemberPayment } from './member-billing.js';
import { methodName, receiptCopy } from './receipt-copy.js';

export interface ReceiptData {
  payment: MemberPayment;
  email: string;
  provider?: string;
  locale: Locale;
}

export function receiptRows(data: ReceiptData): Array<[string, string]> {
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
  const body = receiptRows(data).map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  return `<!doctype html><html lang="${BCP47[data.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(`${copy.title} ${data.payment.orderNumber}`)}</title>`
    + '<style>body{font-family:system-ui,sans-serif;color:#1c1f2a;max-width:40rem;margin:2rem auto;padding:0 1rem}'
    + 'table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.5rem;border-bottom:1px solid #d5d8e0}th{color:#4a5060;font-weight:600}'
    + '.refunded{color:#9b1c1c;font-weight:600}</style></head><body>'
    + `<h1>${escapeHtml(copy.seller)} · ${escapeHtml(copy.title)}</h1><table>${body}</table>`
    + (data.payment.refunded ? `<p class="refunded">${escapeHtml(copy.refunded)}</p>` : '')
    + `<p>${escapeHtml(copy.thanks)}</p></body></html>`;
}
