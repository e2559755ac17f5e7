// GraphQL shapes of legal documents and help articles, and the content module's error codes.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ProtocolKind, type Protocol } from './protocol.entity.js';
import type { HelpArticle } from './help-article.entity.js';

export enum ContentErrorCode {
  PROTOCOL_NOT_FOUND = 'PROTOCOL_NOT_FOUND',
  HELP_ARTICLE_NOT_FOUND = 'HELP_ARTICLE_NOT_FOUND',
}

registerEnumType(ProtocolKind, { name: 'ProtocolKind', description: 'Kinds of legal document' });

@ObjectType('Protocol', { description: 'A legal document in one locale' })
export class ProtocolType {
  @Field(() => Int)
  id!: number;

  @Field(() => ProtocolKind)
  kind!: ProtocolKind;

  @Field()
  locale!: string;

  @Field({ description: 'Version stored with every consent' })
  version!: string;

  @Field()
  title!: string;

  @Field({ description: 'Plain text; paragraphs are separated by a blank line' })
  body!: string;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}

@ObjectType({ description: 'The two documents a visitor agrees to before giving an email' })
export class PrivacyAndAgreement {
  @Field(() => ProtocolType)
  privacy!: ProtocolType;

  @Field(() => ProtocolType)
  agreement!: ProtocolType;
}

@ObjectType('HelpArticle', { description: 'A help-centre article in one locale' })
export class HelpArticleType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'Same in every locale' })
  slug!: string;

  @Field()
  locale!: string;

  @Field(() => Int)
  position!: number;

  @Field()
  title!: string;

  @Field({ description: 'Plain text; paragraphs are separated by a blank line' })
  body!: string;
}

export function toProtocolType(protocol: Protocol): ProtocolType {
  return Object.assign(new ProtocolType(), {
    id: protocol.id,
    kind: protocol.kind,
    locale: protocol.locale.code,
    version: protocol.version,
    title: protocol.title,
    body: protocol.body,
    updatedAt: protocol.updatedAt,
  });
}

export function toHelpArticleType(article: HelpArticle): HelpArticleType {
  return Object.assign(new HelpArticleType(), {
    id: article.id,
    slug: article.slug,
    locale: article.locale.code,
    position: article.position,
    title: article.title,
    body: article.body,
  });
}
