// GraphQL shapes of a test sitting, its inputs and payloads, and the attempt module's error codes.
import { AttemptErrorCode } from './attempt.codes.js';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Indicator } from '../question/question.entity.js';
import { PersonalityTypeType } from '../personality/personality.types.js';
import { AttemptStatus } from './attempt.entity.js';


export { AttemptErrorCode };

registerEnumType(AttemptErrorCode, { name: 'AttemptErrorCode' });
registerEnumType(AttemptStatus, { name: 'AttemptStatus' });

@ObjectType({ description: 'A problem the user can fix; the message is English, clients translate by code' })
export class AttemptError {
  @Field(() => AttemptErrorCode)
  code!: AttemptErrorCode;

  @Field(() => String, { nullable: true, description: 'The input or question key the error is about' })
  field?: string;

  @Field()
  message!: string;
}

@ObjectType()
export class Answer {
  @Field()
  questionKey!: string;

  @Field(() => Int)
  value!: number;
}

@ObjectType('Attempt', { description: 'One sitting of an exam, resumable by its token' })
export class AttemptType {
  @Field({ description: 'Unguessable token that resumes the sitting from a link or another device' })
  token!: string;

  @Field(() => Int)
  examId!: number;

  @Field()
  examCode!: string;

  @Field()
  locale!: string;

  @Field(() => AttemptStatus)
  status!: AttemptStatus;

  @Field(() => [Answer])
  answers!: Answer[];

  @Field(() => Int)
  answeredCount!: number;

  @Field(() => Int)
  questionCount!: number;

  @Field({ description: 'Whether an email address has been left for the result' })
  hasEmail!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  submittedAt?: Date;
}

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

@ObjectType({ description: 'The free result of a submitted personality test' })
export class TestResult {
  @Field({ description: 'The attempt token the result belongs to' })
  token!: string;

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

  @Field(() => GraphQLDateTimeISO)
  submittedAt!: Date;

  // The locale the type texts are read in.
  locale!: string;
}

@InputType()
export class TrackingParamInput {
  @Field()
  name!: string;

  @Field()
  value!: string;
}

@InputType()
export class StartTestInput {
  @Field(() => Int)
  examId!: number;

  @Field({ description: 'The exam code from the link, e.g. BMBTI' })
  code!: string;

  @Field()
  locale!: string;

  @Field(() => String, { nullable: true, description: 'ISO country code of the visitor, if known' })
  country?: string;

  @Field(() => [TrackingParamInput], { nullable: true })
  tracking?: TrackingParamInput[];
}

@InputType()
export class AnswerInput {
  @Field()
  questionKey!: string;

  @Field(() => Int, { description: '1 (not at all) to 7 (very much)' })
  value!: number;
}

@ObjectType()
export class AttemptPayload {
  @Field(() => AttemptType, { nullable: true })
  attempt?: AttemptType;

  @Field(() => [AttemptError])
  errors!: AttemptError[];
}

@ObjectType()
export class SubmitTestPayload {
  @Field(() => TestResult, { nullable: true })
  result?: TestResult;

  @Field(() => [AttemptError])
  errors!: AttemptError[];
}
