// REST routes of the member readings: the library and each pack's or chapter's PDF (members who hold it only). The
// browser downloads the PDF with its session cookie.
import type { Request } from 'express';
import { RestFile, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { parseLocale } from '../../shared/locale.js';
import { requireViewer } from '../account/account.session.js';
import type { ReadingKind } from './reading/reading-document.js';
import { renderReadingPdf } from './reading/render-reading-pdf.js';
import { memberLibrary, readingFor } from './resources.service.js';

function localeOf(ctx: RestContext, req: Request) {
  return parseLocale(typeof req.query.locale === 'string' ? req.query.locale : undefined) ?? ctx.locale;
}

async function pdfOf(kind: ReadingKind, ctx: RestContext, req: Request): Promise<RestFile> {
  const user = await requireViewer(ctx.auth);
  const type = typeof req.query.type === 'string' ? req.query.type : null;
  const reading = await readingFor(ctx.em, user, { kind, id: ctx.params.id ?? '', locale: localeOf(ctx, req), typeCode: type }, new Date());
  const suffix = reading.readerType ? `-${reading.readerType.toLowerCase()}` : '';
  return new RestFile(await renderReadingPdf(reading), 'application/pdf', `mindprint-${reading.id}${suffix}-${reading.locale.toLowerCase()}.pdf`);
}

export const resourceRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/member/resources',
    handler: async (ctx, req) => memberLibrary(ctx.em, await requireViewer(ctx.auth), localeOf(ctx, req), new Date()),
  },
  { method: 'get', path: '/member/resources/pack/:id/pdf', handler: (ctx, req) => pdfOf('pack', ctx, req) },
  { method: 'get', path: '/member/resources/chapter/:id/pdf', handler: (ctx, req) => pdfOf('chapter', ctx, req) },
];
