// Privacy self-service over HTTP. Signed in (the session cookie) or with a mailed link (?s=): the readable export
// (GET /api/privacy/export/html), the JSON file (GET /api/privacy/export/json), and erasure (GET /api/privacy/delete
// shows what it does and a button; POST carries it out). POST /api/privacy/request mails a link to an address.
import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import { createRequestContext, type ContextDeps, type RequestContext } from '../../http/context.js';
import { sendEnvelope } from '../../http/rest-kit.js';
import { normaliseEmail } from '../../shared/email.js';
import { parseLocale, type Locale } from '../../shared/locale.js';
import { collectPersonalData } from './privacy.collect.js';
import { PRIVACY_COPY } from './privacy.copy.js';
import { erasePersonalData } from './privacy.erase.js';
import { openPrivacyLink, requestPrivacyLink } from './privacy.links.js';
import { confirmEmailPage, deleteConfirmPage, exportPage, messagePage } from './privacy.page.js';
import { moveOrderEmail } from './order-email.js';
import { PrivacyAction } from './privacy-request.entity.js';

export const REQUEST_SENT_MESSAGE = 'If we hold data for this address, we have emailed it a link. It works for one hour.';
const requestBody = z.object({ email: z.string().max(320), action: z.enum([PrivacyAction.EXPORT, PrivacyAction.DELETE]), hl: z.string().max(16).optional() });

function localeOf(req: Request, ctx: RequestContext): Locale {
  return parseLocale(typeof req.query.hl === 'string' ? req.query.hl : undefined) ?? ctx.locale;
}

function secretOf(req: Request): string {
  const fromQuery = typeof req.query.s === 'string' ? req.query.s : '';
  const body = req.body as Record<string, unknown> | undefined;
  return fromQuery || (typeof body?.s === 'string' ? body.s : '');
}

/** The address the request may act on: the signed-in member's, or the one of a live mailed link. */
async function subject(req: Request, ctx: RequestContext, action: PrivacyAction, spend = false): Promise<string | null> {
  const secret = secretOf(req);
  if (secret) {
    const link = await ctx.em.transactional((tx) => openPrivacyLink(tx, secret, action, new Date(), spend));
    return link?.email ?? null;
  }
  return (await ctx.auth.viewer())?.email ?? null;
}

function noStore(res: Response): Response {
  return res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}

export function mountPrivacy(app: Express, deps: ContextDeps): void {
  const context = (req: Request, res: Response) => createRequestContext(req, res, deps);
  const invalid = (res: Response, locale: Locale) =>
    noStore(res).status(404).type('html').send(messagePage(locale, PRIVACY_COPY[locale].exportTitle, PRIVACY_COPY[locale].invalid));

  app.post('/api/privacy/request', express.json({ limit: '16kb' }), async (req, res) => {
    const ctx = context(req, res);
    const parsed = requestBody.safeParse(req.body);
    const email = parsed.success ? normaliseEmail(parsed.data.email.trim()) : null;
    if (!parsed.success || !email) return sendEnvelope(res, 400, null, 'Please enter a valid email address.');
    const outcome = await requestPrivacyLink(ctx.em, {
      email, action: parsed.data.action, locale: parseLocale(parsed.data.hl) ?? ctx.locale, ip: ctx.ip,
    }, new Date());
    if (!outcome.ok) {
      res.set('Retry-After', String(outcome.retryAfterSeconds));
      return sendEnvelope(res, 429, null, 'Too many requests. Please wait a while and try again.');
    }
    return sendEnvelope(res, 200, { sent: true }, REQUEST_SENT_MESSAGE);
  });

  app.get('/api/privacy/export/:format', async (req, res) => {
    const ctx = context(req, res);
    const locale = localeOf(req, ctx);
    const format = req.params.format;
    if (format !== 'html' && format !== 'json') return invalid(res, locale);
    const email = await subject(req, ctx, PrivacyAction.EXPORT);
    if (!email) return invalid(res, locale);
    const data = await collectPersonalData(ctx.em, email, new Date());
    noStore(res);
    if (format === 'json') {
      res.set('Content-Disposition', 'attachment; filename="mindprint-data.json"').type('json').send(JSON.stringify(data, null, 2));
      return;
    }
    const secret = secretOf(req);
    const jsonHref = `/api/privacy/export/json?hl=${locale}${secret ? `&s=${encodeURIComponent(secret)}` : ''}`;
    res.type('html').send(exportPage(data, locale, jsonHref));
  });

  app.get('/api/privacy/delete', async (req, res) => {
    const ctx = context(req, res);
    const locale = localeOf(req, ctx);
    const secret = secretOf(req);
    // Showing the page spends nothing: mail scanners that open links must not erase anyone.
    const link = secret ? await openPrivacyLink(ctx.em, secret, PrivacyAction.DELETE, new Date()) : null;
    if (!link) return invalid(res, locale);
    noStore(res).type('html').send(deleteConfirmPage(locale, secret));
  });

  app.get('/api/privacy/confirm-email', async (req, res) => {
    const ctx = context(req, res);
    const locale = localeOf(req, ctx);
    const secret = secretOf(req);
    const link = secret ? await openPrivacyLink(ctx.em, secret, PrivacyAction.CONFIRM_EMAIL, new Date()) : null;
    if (!link) return invalid(res, locale);
    noStore(res).type('html').send(confirmEmailPage(locale, secret, link.email));
  });

  app.post('/api/privacy/confirm-email', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const ctx = context(req, res);
    const locale = localeOf(req, ctx);
    const moved = await ctx.em.transactional(async (tx) => {
      const link = await openPrivacyLink(tx, secretOf(req), PrivacyAction.CONFIRM_EMAIL, new Date(), true);
      if (!link?.orderId) return false;
      await moveOrderEmail(tx, link.orderId, link.email);
      return true;
    });
    if (!moved) return invalid(res, locale);
    noStore(res).type('html').send(messagePage(locale, PRIVACY_COPY[locale].confirmTitle, PRIVACY_COPY[locale].confirmed));
  });

  app.post('/api/privacy/delete', express.urlencoded({ extended: false, limit: '4kb' }), express.json({ limit: '4kb' }), async (req, res) => {
    const ctx = context(req, res);
    const locale = localeOf(req, ctx);
    const byLink = Boolean(secretOf(req));
    const body = req.body as Record<string, unknown> | undefined;
    if (!byLink && body?.confirm !== true) return sendEnvelope(res, 400, null, 'Confirm with { "confirm": true }.');
    const email = await subject(req, ctx, PrivacyAction.DELETE, true);
    if (!email) return byLink ? invalid(res, locale) : sendEnvelope(res, 401, null, 'Please sign in.');
    const summary = await erasePersonalData(ctx.em, email, new Date());
    ctx.log.info({ cancelledPlans: summary.cancelledPlans, keptOrders: summary.keptOrders, account: summary.account }, 'personal data erased on request');
    if (!byLink) {
      await ctx.auth.signOut();
      return sendEnvelope(res, 200, summary, PRIVACY_COPY[locale].deleted);
    }
    noStore(res).type('html').send(messagePage(locale, PRIVACY_COPY[locale].deleteTitle, PRIVACY_COPY[locale].deleted));
  });
}
