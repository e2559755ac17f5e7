// REST facade routes of legal documents and help articles.
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

export const contentRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/app/protocol/list/:examId/:hl',
    handler: async ({ em, params }) =>
      (await listProtocols(em, idParam(params.examId, examNotFound()), requireLocale(params.hl ?? ''))).map(toProtocolType),
  },
  {
    method: 'get',
    path: '/app/protocol/getPrivacyAndAgreement/:examId/:hl',
    handler: async ({ em, params }) => {
      const documents = await privacyAndAgreement(em, idParam(params.examId, examNotFound()), requireLocale(params.hl ?? ''));
      return { privacy: toProtocolType(documents.privacy), agreement: toProtocolType(documents.agreement) };
    },
  },
  {
    method: 'get',
    path: '/app/protocol/info/:id',
    handler: async ({ em, params }) => toProtocolType(await requireProtocol(em, idParam(params.id,
      new AppError(ContentErrorCode.PROTOCOL_NOT_FOUND, 'not_found', 'No such document.')))),
  },
  {
    method: 'get',
    path: '/app/help/list/:examId/:hl',
    handler: async ({ em, params }) =>
      (await listHelpArticles(em, idParam(params.examId, examNotFound()), requireLocale(params.hl ?? ''))).map(toHelpArticleType),
  },
  {
    method: 'get',
    path: '/app/help/info/:id',
    handler: async ({ em, params }) => toHelpArticleType(await requireHelpArticle(em, idParam(params.id,
      new AppError(ContentErrorCode.HELP_ARTICLE_NOT_FOUND, 'not_found', 'No such help article.')))),
  },
];
