// REST routes of the member readings: the library and each pack's or chapter's PDF (members who hold it only). The
// browser downloads the PDF with its session cookie.
import type { Request } from 'express';
import { z } from 'zod';
import { RestFile, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { parseLocale } from '../../shared/locale.js';
import { requireViewer } from '../account/account.session.js';
import type { ReadingKind } from './reading/reading-document.js';
import { memberLibrary, readingFor } from './resources.service.js';

function localeOf(ctx: RestContext, req: Request) {
  return parseLocale(typeof req.query.locale === 'string' ? req.query.locale : undefined) ?? ctx.locale;
}

async function pdfOf(kind: ReadingKind, ctx: RestContext, req: Request): Promise<RestFile> {
  const user = await requireViewer(ctx.auth);
  const type = typeof req.query.type === 'string' ? req.query.type : null;
  const reading = await readingFor(ctx.em, user, { kind, id: ctx.params.id ?? '', locale: localeOf(ctx, req), typeCode: type }, new Date());
  const suffix = reading.readerType ? `-${reading.readerType.toLowerCase()}` : '';
  // The PDF library loads with the first PDF asked for, not with the server.
  const { renderReadingPdf } = await import('./reading/render-reading-pdf.js');
  return new RestFile(await renderReadingPdf(reading), 'application/pdf', `mindprint-${reading.id}${suffix}-${reading.locale.toLowerCase()}.pdf`);
}

const localeQuery = z.object({ locale: z.string().max(16).optional() });
const pdfQuery = localeQuery.extend({ type: z.string().max(8).optional() });
const pdfFile = z.file().mime('application/pdf').describe('application/pdf');
const idParams = z.object({ id: z.string().max(64) });

export const resourceRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/member/resources',
    description: 'The signed-in member\'s library: every skill pack and in-depth chapter, each marked held or not (401 signed out).',
    schemas: { query: localeQuery, data: z.looseObject({}) },
    handler: async (ctx, req) => memberLibrary(ctx.em, await requireViewer(ctx.auth), localeOf(ctx, req), new Date()),
  },
  {
    method: 'get',
    path: '/member/resources/pack/:id/pdf',
    description: 'A skill pack as a tagged PDF, tailored to the member\'s type (403 RESOURCE_NOT_HELD without the packs).',
    schemas: { params: idParams, query: pdfQuery, data: pdfFile },
    handler: (ctx, req) => pdfOf('pack', ctx, req),
  },
  {
    method: 'get',
    path: '/member/resources/chapter/:id/pdf',
    description: 'An in-depth chapter as a tagged PDF (403 RESOURCE_NOT_HELD without the chapters).',
    schemas: { params: idParams, query: pdfQuery, data: pdfFile },
    handler: (ctx, req) => pdfOf('chapter', ctx, req),
  },
];
