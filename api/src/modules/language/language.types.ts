// GraphQL shape of a language and the language module's error codes.
import { Field, ObjectType } from 'type-graphql';

export enum LanguageErrorCode {
  UNKNOWN_LOCALE = 'UNKNOWN_LOCALE',
}

@ObjectType({ description: 'An interface language' })
export class LanguageType {
  @Field({ description: 'Locale code used in the hl parameter (EN, CN, FR, ES, JA, HK, DE, PT, KR)' })
  code!: string;

  @Field({ description: "The language's name for itself" })
  nativeName!: string;

  @Field({ description: 'BCP 47 tag for Intl APIs' })
  bcp47!: string;

  @Field()
  isDefault!: boolean;
}
