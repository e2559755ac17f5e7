// GraphQL shape of the methodology page: how the tests are built, in one locale, served from the content data files.
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('MethodologySection', { description: 'One section of the methodology page' })
export class MethodologySectionType {
  @Field({ description: 'Stable anchor, the same in every locale (items, scale, scoring, bands, reliability, limits, iq, languages)' })
  id!: string;

  @Field()
  title!: string;

  @Field({ description: 'Plain text; paragraphs are separated by a blank line' })
  body!: string;
}

@ObjectType('Methodology', { description: 'How the questionnaire and the IQ test are written, scored and checked, in one locale' })
export class MethodologyType {
  @Field()
  locale!: string;

  @Field()
  title!: string;

  @Field()
  summary!: string;

  @Field({ description: 'Date of the last change of substance, YYYY-MM-DD' })
  updated!: string;

  @Field(() => [MethodologySectionType])
  sections!: MethodologySectionType[];

  @Field(() => Int, { description: 'The personality questionnaire whose reliability(examId) the page shows' })
  questionnaireExamId!: number;
}
