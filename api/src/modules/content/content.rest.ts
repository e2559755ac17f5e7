// REST facade routes of legal documents and help articles.
import { z } from 'zod';
import { idSegment, isoDate, localeSegment } from '../../http/rest-schemas.js';
import type { RestRoute } from '../../http/rest-kit.js';
import { idParam } from '../../http/rest-kit.js';
import { AppError } from '../../shared/errors.js';
import {
  listHelpArticles,
  listProtocols,
  privacyAndAgreement,
  requireHelpArticle,
  requireProtocol,
} from './content.service.js';
import { ContentErrorCode, toHelpArticleType, toProtocolType } from './content.types.js';
import { examNotFound } from '../exam/exam.service.js';
import { requireLocale } from '../../shared/locale.js';

const protocolSchema = z.object({ id: z.number().int(), kind: z.string(), locale: z.string(), title: z.string(), body: z.string(), version: z.string(), updatedAt: isoDate });
const helpSchema = z.object({ id: z.number().int(), slug: z.string(), locale: z.string(), position: z.number().int(), title: z.string(), body: z.string() });
const examLocaleParams = z.object({ examId: idSegment, hl: localeSegment });

export const contentRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/app/protocol/list/:examId/:hl',
    description: 'Legal documents of an exam in one language.',
    schemas: { params: examLocaleParams, data: z.array(protocolSchema) },
    handler: async ({ em, params }) =>
      (await listProtocols(em, idParam(params.examId, examNotFound()), requireLocale(params.hl ?? ''))).map(toProtocolType),
  },
  {
    method: 'get',
    path: '/app/protocol/getPrivacyAndAgreement/:examId/:hl',
    description: 'The privacy policy and user agreement shown at email capture.',
    schemas: { params: examLocaleParams, data: z.object({ privacy: protocolSchema, agreement: protocolSchema }) },
    handler: async ({ em, params }) => {
      const documents = await privacyAndAgreement(em, idParam(params.examId, examNotFound()), requireLocale(params.hl ?? ''));
      return { privacy: toProtocolType(documents.privacy), agreement: toProtocolType(documents.agreement) };
    },
  },
  {
    method: 'get',
    path: '/app/protocol/info/:id',
    description: 'One legal document.',
    schemas: { params: z.object({ id: idSegment }), data: protocolSchema },
    handler: async ({ em, params }) => toProtocolType(await requireProtocol(em, idParam(params.id,
      new AppError(ContentErrorCode.PROTOCOL_NOT_FOUND, 'not_found', 'No such document.')))),
  },
  {
    method: 'get',
    path: '/app/help/list/:examId/:hl',
    description: 'Help-centre articles of an exam in one language.',
    schemas: { params: examLocaleParams, data: z.array(helpSchema) },
    handler: async ({ em, params }) =>
      (await listHelpArticles(em, idParam(params.examId, examNotFound()), requireLocale(params.hl ?? ''))).map(toHelpArticleType),
  },
  {
    method: 'get',
    path: '/app/help/info/:id',
    description: 'One help article.',
    schemas: { params: z.object({ id: idSegment }), data: helpSchema },
    handler: async ({ em, params }) => toHelpArticleType(await requireHelpArticle(em, idParam(params.id,
      new AppError(ContentErrorCode.HELP_ARTICLE_NOT_FOUND, 'not_found', 'No such help article.')))),
  },
];
