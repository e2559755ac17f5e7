// GraphQL shapes of a test sitting, its inputs and payloads, and the attempt module's error codes.
import { AttemptErrorCode } from './attempt.codes.js';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ReportView } from '../report/view/report.types.js';
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

  @Field(() => String, { nullable: true, description: "A partner's code: the sitting's report and orders are then readable by that partner" })
  partnerCode?: string;

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
  @Field(() => ReportView, { nullable: true, description: 'The report of the sitting, with its free result' })
  result?: ReportView;

  @Field(() => [AttemptError])
  errors!: AttemptError[];
}
