// GraphQL queries of the content module: legal documents, the help centre and the methodology page.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import {
  listHelpArticles,
  listProtocols,
  privacyAndAgreement,
  requireHelpArticle,
  requireProtocol,
} from './content.service.js';
import {
  HelpArticleType,
  PrivacyAndAgreement,
  ProtocolType,
  toHelpArticleType,
  toProtocolType,
} from './content.types.js';
import { methodology } from './methodology.service.js';
import { MethodologyType } from './methodology.types.js';
import { requireLocale } from '../../shared/locale.js';

@Resolver()
export class ContentResolver {
  @Query(() => [ProtocolType], { description: 'Legal documents of an exam in one locale' })
  async protocols(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('locale', () => String) locale: string,
  ): Promise<ProtocolType[]> {
    return (await listProtocols(ctx.em, examId, requireLocale(locale))).map(toProtocolType);
  }

  @Query(() => ProtocolType, { description: 'One legal document by id' })
  async protocol(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ProtocolType> {
    return toProtocolType(await requireProtocol(ctx.em, id));
  }

  @Query(() => PrivacyAndAgreement, { description: 'Privacy policy and user agreement shown at email capture' })
  async privacyAndAgreement(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('locale', () => String) locale: string,
  ): Promise<PrivacyAndAgreement> {
    const documents = await privacyAndAgreement(ctx.em, examId, requireLocale(locale));
    return { privacy: toProtocolType(documents.privacy), agreement: toProtocolType(documents.agreement) };
  }

  @Query(() => [HelpArticleType], { description: 'Help-centre articles of an exam in one locale' })
  async helpArticles(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('locale', () => String) locale: string,
  ): Promise<HelpArticleType[]> {
    return (await listHelpArticles(ctx.em, examId, requireLocale(locale))).map(toHelpArticleType);
  }

  @Query(() => HelpArticleType, { description: 'One help article by id' })
  async helpArticle(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<HelpArticleType> {
    return toHelpArticleType(await requireHelpArticle(ctx.em, id));
  }

  @Query(() => MethodologyType, { description: 'The methodology page in one locale; EXAM_NOT_FOUND for an unknown exam' })
  methodology(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('locale', () => String) locale: string,
  ): Promise<MethodologyType> {
    return methodology(ctx.em, examId, requireLocale(locale));
  }
}
