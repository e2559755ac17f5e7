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

@ObjectType({ description: 'Figures of one indicator from simulated respondents (npm run bench:psychometrics), not from real answers' })
export class SimulatedIndicatorReliability {
  @Field(() => Indicator)
  indicator!: Indicator;

  @Field(() => Float, { description: "Cronbach's alpha of the simulated answers" })
  alpha!: number;

  @Field(() => Float, { description: 'Share of simulated people flagged borderline on this indicator, 0..1' })
  borderlineShare!: number;

  @Field(() => Float, { description: "Share of 90% bands that held the simulated person's true score, 0..1" })
  bandCoverage!: number;

  @Field(() => Float, { description: 'Same letter on a second simulated sitting, among people not flagged borderline, 0..1' })
  retestAgreementClear!: number;
}

@ObjectType({ description: 'The simulation the methodology page shows until real answers are enough, labelled as simulated' })
export class SimulatedReliability {
  @Field(() => Int)
  respondents!: number;

  @Field(() => Float, { description: 'Lowest standardized item loading drawn' })
  loadingLow!: number;

  @Field(() => Float, { description: 'Highest standardized item loading drawn' })
  loadingHigh!: number;

  @Field(() => [SimulatedIndicatorReliability], { description: 'In the order EI, SN, TF, JP, AT' })
  indicators!: SimulatedIndicatorReliability[];
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

  @Field(() => SimulatedReliability, { nullable: true, description: 'Figures from simulated respondents, for comparison and while real answers are too few; null for exams without indicators' })
  simulated?: SimulatedReliability | null;

  @Field(() => GraphQLDateTimeISO, { description: 'When the figures were computed (they are kept for ten minutes)' })
  computedAt!: Date;
}
