// GraphQL `Report`: one type for every report of a sitting, personality and IQ alike. What every report has sits on the
// type; the kind's own result sits behind `personality` or `iq`; the composed in-depth content behind `document`,
// which opens only for a reader the root query authorised (the report's token, its member, its partner).
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import type { Locale } from '../../../shared/locale.js';
import { ExamKind } from '../../exam/exam.entity.js';
import { PersonalityTypeType } from '../../personality/personality.types.js';
import { Indicator } from '../../question/question.entity.js';
import type { Report } from '../report.entity.js';
import { ReportStatus } from '../report.state.js';

registerEnumType(ReportStatus, { name: 'ReportStatus', description: 'SPEC section 3: completed, uncompleted, pending payment' });

@ObjectType()
export class ScoreBand {
  @Field(() => Float)
  low!: number;

  @Field(() => Float)
  high!: number;
}

@ObjectType({ description: 'The score on one indicator' })
export class IndicatorResult {
  @Field(() => Indicator)
  indicator!: Indicator;

  @Field(() => Float, { description: '0-100 toward the first pole (E, S, T, J, A); 50 is no preference' })
  score!: number;

  @Field({ description: 'The letter the score points to' })
  letter!: string;

  @Field()
  firstPole!: string;

  @Field()
  secondPole!: string;

  @Field(() => ScoreBand, { description: '90% confidence band of the score' })
  band!: ScoreBand;

  @Field({ description: 'True when the band contains 50: the answers do not settle the letter' })
  borderline!: boolean;

  @Field(() => Int, { description: 'Strength of the preference, 0-100' })
  strength!: number;

  @Field({ description: 'slight, moderate, clear or very_clear' })
  clarity!: string;
}

@ObjectType({ description: 'The free result of a personality sitting' })
export class PersonalityResult {
  @Field({ description: 'Four letters, e.g. INTJ' })
  typeCode!: string;

  @Field({ description: 'Four letters plus the identity letter, e.g. INTJ-A' })
  fullCode!: string;

  @Field({ description: 'A (assertive) or T (turbulent)' })
  identity!: string;

  @Field(() => String, { nullable: true, description: 'The type with the most borderline letter flipped' })
  secondaryCode?: string;

  @Field(() => [IndicatorResult], { description: 'In the order EI, SN, TF, JP, AT' })
  indicators!: IndicatorResult[];

  @Field(() => PersonalityTypeType, { nullable: true })
  personalityType?: PersonalityTypeType;

  // The locale the type texts are read in when the query names none.
  locale!: string;
}

@ObjectType('IqScore', { description: 'The result of an IQ sitting as a report carries it: IQ = 100 + 15 theta on the calibration population' })
export class IqResult {
  @Field(() => Int, { description: 'Rounded IQ, 40-160' })
  iq!: number;

  @Field(() => ScoreBand, { description: '90% interval in IQ points' })
  interval90!: ScoreBand;

  @Field(() => Float, { description: 'Share of the calibration population scoring lower, in percent' })
  percentile!: number;

  @Field({ description: 'precise, fairly-precise or rough' })
  precision!: string;

  @Field({ description: 'valid, caution or not-interpretable (rapid or chance-level guessing: show no number)' })
  verdict!: string;
}

@ObjectType('Report', { description: "A person's report of one sitting: the free result, and the in-depth report once unlocked" })
export class ReportView {
  @Field(() => ID)
  id!: string;

  @Field(() => ExamKind)
  kind!: ExamKind;

  @Field(() => ReportStatus)
  status!: ReportStatus;

  @Field({ description: 'The {code}-{examId} segment of the exam, for links' })
  exam!: string;

  @Field(() => Int)
  examId!: number;

  @Field()
  examCode!: string;

  @Field({ description: 'The locale the sitting was taken in' })
  locale!: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When the sitting was scored' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the in-depth report was composed' })
  completedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Order number, which names the PDF file' })
  orderNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Opens the in-depth report and its PDF once completed; only for a reader allowed the document',
  })
  reportToken?: string | null;

  @Field(() => String, { nullable: true, description: 'Opens the free result and the offer to unlock the report' })
  resultToken?: string | null;

  @Field(() => PersonalityResult, { nullable: true, description: 'The result of a personality sitting; null for IQ' })
  personality?: PersonalityResult | null;

  @Field(() => IqResult, { nullable: true, description: 'The result of an IQ sitting; null for personality' })
  iq?: IqResult | null;

  // `document` is resolved by ReportResolver from these, never sent as they are.
  entity!: Report;
  documentOpen!: boolean;
  documentLocale?: Locale;
}
