// GraphQL shape of the published reliability: Cronbach's alpha per indicator, from the answers of completed tests.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Indicator } from '../question/question.entity.js';

@ObjectType({ description: "Internal consistency of one indicator's items" })
export class IndicatorReliability {
  @Field(() => Indicator)
  indicator!: Indicator;

  @Field(() => Float, { nullable: true, description: "Cronbach's alpha of the reverse-scored items; null below minimumRespondents or when totals do not vary" })
  alpha?: number | null;

  @Field(() => Int, { description: 'Completed tests that answered every item of the indicator' })
  respondents!: number;

  @Field(() => Int, { description: 'Items of the indicator in the questionnaire' })
  items!: number;
}

@ObjectType({ description: 'Reliability of a questionnaire, computed from the answers of its completed tests and published' })
export class Reliability {
  @Field(() => Int)
  examId!: number;

  @Field(() => Int, { description: 'Completed tests that answered every item of the questionnaire' })
  respondents!: number;

  @Field(() => Int, { description: 'Fewest complete respondents an alpha is published for' })
  minimumRespondents!: number;

  @Field(() => [IndicatorReliability], { description: 'In the order EI, SN, TF, JP, AT; empty for exams without indicators' })
  indicators!: IndicatorReliability[];

  @Field(() => GraphQLDateTimeISO, { description: 'When the figures were computed (they are kept for ten minutes)' })
  computedAt!: Date;
}
