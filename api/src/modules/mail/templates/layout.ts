// Turns a mail's content blocks into its HTML body (simple, accessible, inline styles: one column, real text,
// headings, descriptive link text, strong contrast) and its plain-text body.
import { t } from '../../../i18n/translate.js';
import { BCP47, type Locale } from '../../../shared/locale.js';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'links'; items: Array<{ text: string; label: string; href: string }> }
  | { kind: 'facts'; rows: Array<[label: string, value: string]> }
  | { kind: 'code'; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,'Noto Sans','PingFang SC','Hiragino Sans','Malgun Gothic',sans-serif";
const TEXT = '#1f2933';
const ACCENT = '#4c1d95';
const MUTED = '#52606d';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;background:${ACCENT};color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></p>`;
    case 'links':
      return `<ul style="margin:0 0 16px;padding-left:20px;">${block.items.map((item) =>
        `<li style="margin:0 0 12px;">${escapeHtml(item.text)}<br><a href="${escapeHtml(item.href)}" style="color:${ACCENT};font-weight:bold;text-decoration:underline;">${escapeHtml(item.label)}</a></li>`).join('')}</ul>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${block.rows.map(([label, value]) =>
        `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;font-weight:normal;color:${MUTED};">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`).join('')}</table>`;
    case 'code':
      return `<p style="margin:24px 0;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:6px;color:#111827;">${escapeHtml(block.text)}</p>`;
  }
}

/** "Label: value" with the locale's colon (French puts a space before it; Chinese and Japanese a full-width one). */
function withColon(locale: Locale, label: string, value: string): string {
  return t(locale, 'common.labelValue', { label, value });
}

function blockText(block: Block, locale: Locale): string {
  switch (block.kind) {
    case 'p':
    case 'note':
      return block.text;
    case 'button':
      return `${withColon(locale, block.label, '').trimEnd()}\n${block.href}`;
    case 'links':
      return block.items.map((item) => `- ${item.text}\n  ${withColon(locale, item.label, item.href)}`).join('\n\n');
    case 'facts':
      return block.rows.map(([label, value]) => withColon(locale, label, value)).join('\n');
    case 'code':
      return `    ${block.text}`;
  }
}

export function renderContent(content: MailContent, locale: Locale): RenderedMail {
  const footer = { why: t(locale, 'mail.footer.why'), brand: t(locale, 'mail.footer.brand') };
  const html = `<!DOCTYPE html>
<html lang="${BCP47[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;${FONT};font-size:16px;line-height:1.6;color:${TEXT};">
<p style="margin:0 0 24px;font-size:16px;font-weight:bold;color:${ACCENT};">Mindprint</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#111827;">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
</table>
<p style="margin:16px 0 0;max-width:560px;${FONT};font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(footer.why)}<br>${escapeHtml(footer.brand)}</p>
</td></tr>
</table>
</body>
</html>
`;
  const text = [content.heading, ...content.blocks.map((block) => blockText(block, locale)), `-- \n${footer.why}\n${footer.brand}`].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
