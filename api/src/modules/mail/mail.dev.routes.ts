// The development mailbox: GET /dev/mailbox lists the outbox newest first, each mail rendered as it is (or would
// be) sent; GET /dev/mailbox/{id} shows one. With no SMTP server configured this is where mail can be read.
// It answers only when NODE_ENV is development or test on purpose, and only to a visitor on this machine (loopback,
// not forwarded by a proxy): the outbox holds addresses and private sign-in and report links. Anything else is a 404.
import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Express, type Request, type Response } from 'express';
import type { Config } from '../../config.js';
import { storedAttachments } from './mail.data.js';
import { MailOutbox } from './mail-outbox.entity.js';
import { renderMail, type RenderedMail } from './mail.render.js';
import { escapeHtml } from './templates/layout.js';

const PAGE_SIZE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:";
/** A mail's HTML is shown framed in the mailbox page: framing by this origin only (everything else is never framed). */
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

type Rendering = { ok: true; mail: RenderedMail } | { ok: false; error: string };

function render(row: MailOutbox, publicUrl: string): Rendering {
  try {
    const files = storedAttachments.safeParse(row.data.attachments);
    return { ok: true, mail: renderMail(row, { publicUrl, hasAttachments: Boolean(files.success && files.data?.length) }) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function attachmentNames(row: MailOutbox): string[] {
  const files = storedAttachments.safeParse(row.data.attachments);
  return files.success ? (files.data ?? []).map((file) => file.filename) : [];
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f2933;background:#f4f4f7;">
<main style="max-width:760px;margin:0 auto;">
${body}
</main>
</body>
</html>
`;
}

function mailArticle(row: MailOutbox, rendering: Rendering, heading: 'h1' | 'h2'): string {
  const subject = rendering.ok ? rendering.mail.subject : `(${row.template}: cannot be rendered)`;
  const link = heading === 'h2' ? `<a href="/dev/mailbox/${row.id}">${escapeHtml(subject)}</a>` : escapeHtml(subject);
  const facts: Array<[string, string]> = [
    ['To', row.to],
    ['Template', `${row.template} (${row.locale})`],
    ['Status', `${row.status}, ${row.attempts} attempt(s)`],
    ['Queued', row.createdAt.toISOString()],
    [row.status === 'sent' ? 'Sent' : 'Next attempt', (row.sentAt ?? row.nextAttemptAt).toISOString()],
    ...(row.lastError ? [['Last error', row.lastError] as [string, string]] : []),
    ...(attachmentNames(row).length ? [['Attachments', attachmentNames(row).join(', ')] as [string, string]] : []),
  ];
  const body = rendering.ok
    ? `<iframe src="/dev/mailbox/${row.id}/html" title="${escapeHtml(subject)}" sandbox loading="lazy" style="width:100%;height:560px;border:1px solid #cbd2d9;background:#fff;"></iframe>
<details style="margin-top:8px;"><summary>Plain text</summary><pre style="white-space:pre-wrap;background:#fff;padding:12px;">${escapeHtml(rendering.mail.text)}</pre></details>`
    : `<p role="alert" style="color:#9b1c1c;">${escapeHtml(rendering.error)}</p>`;
  return `<article style="background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 24px;" aria-labelledby="mail-${row.id}">
<${heading} id="mail-${row.id}" style="font-size:${heading === 'h1' ? 24 : 18}px;margin:0 0 8px;">${link}</${heading}>
<dl style="display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px;">${facts.map(([term, value]) => `<dt style="color:#52606d;">${escapeHtml(term)}</dt><dd style="margin:0;">${escapeHtml(value)}</dd>`).join('')}</dl>
${body}
</article>`;
}

function notFound(res: Response): void {
  res.status(404).type('html').send(page('Not found', '<h1>Not found</h1>'));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The request comes from this machine: its socket and, behind a loopback proxy, its forwarded address. */
export function fromLoopback(req: Request): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? '') && LOOPBACK.test(req.ip ?? '') && !req.get('x-forwarded-for');
}

export function mountDevMailbox(app: Express, orm: MikroORM, config: Config): void {
  const router = Router();
  const { publicUrl, smtpUrl } = config.mail;
  router.use((req, res, next) => {
    if (!config.devToolsEnabled || config.isProduction || !fromLoopback(req)) {
      notFound(res);
      return;
    }
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    next();
  });

  router.get('/', async (_req, res) => {
    const rows = await orm.em.fork().find(MailOutbox, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE_SIZE });
    const intro = smtpUrl
      ? 'An SMTP server is configured: these mails are also sent. Newest first.'
      : 'No SMTP server is configured (SMTP_URL): mails stay in the outbox and are read here. Newest first.';
    const list = rows.length ? rows.map((row) => mailArticle(row, render(row, publicUrl), 'h2')).join('\n') : '<p>The outbox is empty.</p>';
    res.set('Content-Security-Policy', PAGE_CSP).type('html')
      .send(page('Development mailbox', `<h1>Development mailbox</h1>\n<p>${escapeHtml(intro)}</p>\n${list}`));
  });

  router.get('/:id', async (req, res) => {
    const row = UUID.test(req.params.id) ? await orm.em.fork().findOne(MailOutbox, { id: req.params.id }) : null;
    if (!row) return notFound(res);
    const rendering = render(row, publicUrl);
    res.set('Content-Security-Policy', PAGE_CSP).type('html')
      .send(page(rendering.ok ? rendering.mail.subject : 'Mail', `<p><a href="/dev/mailbox">All mails</a></p>\n${mailArticle(row, rendering, 'h1')}`));
  });

  router.get('/:id/html', async (req, res) => {
    const row = UUID.test(req.params.id) ? await orm.em.fork().findOne(MailOutbox, { id: req.params.id }) : null;
    const rendering = row ? render(row, publicUrl) : null;
    if (!rendering?.ok) return notFound(res);
    res.set({ 'Content-Security-Policy': MAIL_CSP, 'X-Frame-Options': 'SAMEORIGIN' }).type('html').send(rendering.mail.html);
  });

  app.use('/dev/mailbox', router);
}
