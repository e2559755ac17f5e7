// Legal documents and help articles per exam and locale.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import type { Locale } from '../../shared/locale.js';
import { requireExam } from '../exam/exam.service.js';
import { HelpArticle } from './help-article.entity.js';
import { Protocol, ProtocolKind } from './protocol.entity.js';
import { ContentErrorCode } from './content.types.js';
import { isDbId } from '../../shared/ids.js';


const KIND_ORDER: Record<ProtocolKind, number> = { privacy: 1, agreement: 2, terms: 3 };

export async function listProtocols(em: EntityManager, examId: number, locale: Locale): Promise<Protocol[]> {
  await requireExam(em, examId);
  const protocols = await em.find(Protocol, { exam: examId, locale });
  return protocols.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

export async function requireProtocol(em: EntityManager, id: number): Promise<Protocol> {
  const protocol = isDbId(id) ? await em.findOne(Protocol, { id }) : null;
  if (!protocol) throw new AppError(ContentErrorCode.PROTOCOL_NOT_FOUND, 'not_found', `No document with id ${id}.`);
  return protocol;
}

export async function privacyAndAgreement(em: EntityManager, examId: number, locale: Locale) {
  const protocols = await listProtocols(em, examId, locale);
  const byKind = (kind: ProtocolKind) => {
    const found = protocols.find((protocol) => protocol.kind === kind);
    if (!found) {
      throw new AppError(ContentErrorCode.PROTOCOL_NOT_FOUND, 'not_found', `Exam ${examId} has no ${kind} document.`);
    }
    return found;
  };
  return { privacy: byKind(ProtocolKind.PRIVACY), agreement: byKind(ProtocolKind.AGREEMENT) };
}

export async function listHelpArticles(em: EntityManager, examId: number, locale: Locale): Promise<HelpArticle[]> {
  await requireExam(em, examId);
  return em.find(HelpArticle, { exam: examId, locale }, { orderBy: { position: 'asc' } });
}

export async function requireHelpArticle(em: EntityManager, id: number): Promise<HelpArticle> {
  const article = isDbId(id) ? await em.findOne(HelpArticle, { id }) : null;
  if (!article) {
    throw new AppError(ContentErrorCode.HELP_ARTICLE_NOT_FOUND, 'not_found', `No help article with id ${id}.`);
  }
  return article;
}
