// Server-rendered privacy pages: the readable export (every section as a table, a link to the JSON), the erasure
// confirmation with its button, and the outcome. Plain HTML with inline styles; everything from data is escaped.
import { BCP47, type Locale } from '../../shared/locale.js';
import { escapeHtml } from '../mail/templates/layout.js';
import type { PersonalData } from './privacy.collect.js';
import { PRIVACY_COPY, type SectionKey } from './privacy.copy.js';

const SECTIONS: SectionKey[] = ['account', 'sittings', 'results', 'orders', 'payments', 'subscriptions', 'mails', 'consents', 'supportRequests'];

export function page(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${BCP47[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f2933;background:#f4f4f7;line-height:1.5;">
<main style="max-width:960px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;">
<h1 style="margin-top:0;">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function table(rows: Array<Record<string, unknown>>, nothing: string): string {
  if (rows.length === 0) return `<p>${escapeHtml(nothing)}</p>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((column) => `<th scope="col" style="text-align:left;border-bottom:2px solid #cbd2d9;padding:4px 8px;">${escapeHtml(column)}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((column) => `<td style="border-bottom:1px solid #e4e7eb;padding:4px 8px;vertical-align:top;overflow-wrap:anywhere;">${escapeHtml(cell(row[column]))}</td>`).join('')}</tr>`).join('\n');
  return `<div style="overflow-x:auto;"><table style="border-collapse:collapse;font-size:14px;width:100%;"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

export function exportPage(data: PersonalData, locale: Locale, jsonHref: string): string {
  const copy = PRIVACY_COPY[locale];
  const date = new Intl.DateTimeFormat(BCP47[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(data.generatedAt));
  const sections = SECTIONS.map((key) => {
    const value = data[key];
    const rows = Array.isArray(value) ? value : value ? [value] : [];
    return `<section><h2>${escapeHtml(copy.sections[key])}</h2>\n${table(rows, copy.nothing)}</section>`;
  }).join('\n');
  return page(locale, copy.exportTitle, `<p>${escapeHtml(copy.exportIntro(data.email, `${date} UTC`))}</p>
<p><a href="${escapeHtml(jsonHref)}" download>${escapeHtml(copy.json)}</a></p>
${sections}`);
}

export function deleteConfirmPage(locale: Locale, secret: string): string {
  const copy = PRIVACY_COPY[locale];
  return page(locale, copy.deleteTitle, `<p>${escapeHtml(copy.deleteText)}</p>
<form method="post" action="/api/privacy/delete?hl=${locale}">
<input type="hidden" name="s" value="${escapeHtml(secret)}">
<button type="submit" style="font:inherit;font-weight:700;padding:12px 20px;border-radius:8px;border:0;background:#9b1c1c;color:#fff;cursor:pointer;">${escapeHtml(copy.deleteButton)}</button>
</form>`);
}

export function confirmEmailPage(locale: Locale, secret: string, email: string): string {
  const copy = PRIVACY_COPY[locale];
  return page(locale, copy.confirmTitle, `<p>${escapeHtml(copy.confirmText(email))}</p>
<form method="post" action="/api/privacy/confirm-email?hl=${locale}">
<input type="hidden" name="s" value="${escapeHtml(secret)}">
<button type="submit" style="font:inherit;font-weight:700;padding:12px 20px;border-radius:8px;border:0;background:#4c1d95;color:#fff;cursor:pointer;">${escapeHtml(copy.confirmButton)}</button>
</form>`);
}

export function messagePage(locale: Locale, title: string, text: string): string {
  return page(locale, title, `<p role="status">${escapeHtml(text)}</p>`);
}
