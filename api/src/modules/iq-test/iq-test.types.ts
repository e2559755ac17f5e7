// GraphQL shapes of an IQ sitting: the question on screen (SVG only, never the answer), progress and clock, practice
// feedback, and the scored result with its error.
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IqTestErrorCode } from './iq-test.codes.js';

export { IqTestErrorCode };

export enum IqPhase {
  PRACTICE = 'practice',
  SCORED = 'scored',
}

registerEnumType(IqTestErrorCode, { name: 'IqTestErrorCode' });
registerEnumType(IqPhase, { name: 'IqPhase', description: 'Practice items (feedback, not scored) or scored items' });

@ObjectType({ description: 'A problem with an IQ sitting call the user can act on; clients translate by code' })
export class IqTestError {
  @Field(() => IqTestErrorCode)
  code!: IqTestErrorCode;

  @Field(() => String, { nullable: true })
  field?: string;

  @Field()
  message!: string;
}

@ObjectType({ description: 'The matrix on screen: a 3x3 SVG with the last cell missing and eight option SVGs in this sitting\'s order' })
export class IqQuestion {
  @Field({ description: 'Send it back with the answer' })
  itemId!: string;

  @Field(() => IqPhase)
  phase!: IqPhase;

  @Field(() => Int, { description: '1-based position within its phase' })
  position!: number;

  @Field()
  matrixSvg!: string;

  @Field(() => [String], { description: 'Eight options; answer with the index 0..7' })
  optionSvgs!: string[];
}

@ObjectType('IqSitting', { description: 'An IQ sitting as the server holds it: the question on screen, progress and the clock' })
export class IqSittingType {
  @Field()
  token!: string;

  @Field()
  finished!: boolean;

  @Field(() => IqQuestion, { nullable: true, description: 'Null once the sitting has finished' })
  question?: IqQuestion | null;

  @Field(() => Int)
  practiceTotal!: number;

  @Field(() => Int, { description: 'Scored items answered so far' })
  scoredAnswered!: number;

  @Field(() => Int, { description: 'The test does not stop on precision before this many scored items' })
  minItems!: number;

  @Field(() => Int, { description: 'The test stops after this many scored items' })
  maxItems!: number;

  @Field(() => Int)
  timeLimitSeconds!: number;

  @Field(() => Int, { nullable: true, description: 'Seconds left on the server clock; null before the first scored item' })
  remainingSeconds?: number | null;

  @Field(() => String, { nullable: true, description: 'precision, max-items, time-limit, pool-exhausted or abandoned' })
  stopReason?: string | null;
}

@ObjectType({ description: 'Practice only: whether the answer was right and the position of the right option' })
export class IqFeedback {
  @Field()
  correct!: boolean;

  @Field(() => Int)
  correctPosition!: number;
}

@ObjectType()
export class IqSittingPayload {
  @Field(() => IqSittingType, { nullable: true })
  sitting?: IqSittingType;

  @Field(() => [IqTestError])
  errors!: IqTestError[];
}

@ObjectType()
export class IqAnswerPayload {
  @Field(() => IqSittingType, { nullable: true })
  sitting?: IqSittingType;

  @Field(() => IqFeedback, { nullable: true })
  feedback?: IqFeedback | null;

  @Field(() => [IqTestError])
  errors!: IqTestError[];
}

@ObjectType()
export class IqInterval {
  @Field(() => Int)
  low!: number;

  @Field(() => Int)
  high!: number;
}

@ObjectType({ description: 'Right answers against what the estimated ability predicts, for one rule family or layout' })
export class IqTally {
  @Field()
  key!: string;

  @Field(() => Int)
  taken!: number;

  @Field(() => Int)
  correct!: number;

  @Field(() => Float)
  expected!: number;
}

@ObjectType()
export class IqSpeed {
  @Field(() => Int, { nullable: true })
  medianSeconds?: number | null;

  @Field(() => Float, { nullable: true })
  fasterHalfAccuracy?: number | null;

  @Field(() => Float, { nullable: true })
  slowerHalfAccuracy?: number | null;

  @Field(() => Int)
  rapidCount!: number;

  @Field(() => Int)
  totalSeconds!: number;
}

@ObjectType('IqTestResult', { description: 'The scored IQ sitting: IQ with its 90% interval, percentile and standard error, and whether it can be interpreted' })
export class IqResultType {
  @Field()
  token!: string;

  @Field()
  locale!: string;

  @Field(() => Int, { description: '100 + 15 x theta on the calibration population, 40-160' })
  iq!: number;

  @Field(() => IqInterval, { description: '90% interval in IQ points' })
  interval90!: IqInterval;

  @Field(() => Float, { description: 'Share of the calibration population scoring lower, in percent' })
  percentile!: number;

  @Field(() => Float, { description: 'Standard error in IQ points' })
  iqSe!: number;

  @Field(() => Float, { description: 'Standard error in logits' })
  se!: number;

  @Field({ description: 'precise, fairly-precise or rough' })
  precision!: string;

  @Field({ description: 'valid, caution or not-interpretable' })
  verdict!: string;

  @Field(() => [String], { description: 'rapid-guessing, chance-level-accuracy, aberrant-pattern, too-few-items, imprecise' })
  reasons!: string[];

  @Field(() => Int)
  itemsTaken!: number;

  @Field(() => Int)
  itemsCorrect!: number;

  @Field(() => String, { nullable: true })
  stopReason?: string | null;

  @Field({ description: 'The calibration that scored it' })
  calibrationId!: string;

  @Field({ description: 'a-priori (provisional parameters) or mml-em (estimated from answers)' })
  calibrationMethod!: string;

  @Field({ description: 'Whether an email address has been left for the result' })
  hasEmail!: boolean;

  @Field({ description: 'Whether the paid IQ report is unlocked and ready' })
  reportReady!: boolean;

  @Field(() => [IqTally], { description: 'Paid report only; empty on the free result' })
  byFamily!: IqTally[];

  @Field(() => [IqTally], { description: 'Paid report only; empty on the free result' })
  byLayout!: IqTally[];

  @Field(() => IqSpeed, { nullable: true, description: 'Paid report only' })
  speed?: IqSpeed | null;
}
