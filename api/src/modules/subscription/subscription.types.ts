// GraphQL shapes of subscriptions and the subscription domain's error codes.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../catalog/catalog.types.js';
import { SubscriptionErrorCode } from './subscription.codes.js';
import { SubscriptionStatus } from './subscription.entity.js';

registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });
registerEnumType(SubscriptionErrorCode, { name: 'SubscriptionErrorCode' });

@ObjectType('Subscription')
export class SubscriptionType {
  @Field()
  id!: string;

  @Field(() => SubscriptionStatus)
  status!: SubscriptionStatus;

  @Field()
  planCode!: string;

  @Field(() => Money, { description: 'Charged each period' })
  amount!: Money;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  trialEndsAt?: Date;

  @Field(() => GraphQLDateTimeISO)
  currentPeriodStart!: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'The next charge, unless cancelled' })
  currentPeriodEnd!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  cancelledAt?: Date;
}

@ObjectType()
export class SubscriptionError {
  @Field(() => SubscriptionErrorCode)
  code!: SubscriptionErrorCode;

  @Field(() => String, { nullable: true })
  field?: string;

  @Field()
  message!: string;
}

@ObjectType()
export class CancelSubscriptionPayload {
  @Field(() => Int, { description: 'How many subscriptions were cancelled' })
  cancelled!: number;

  @Field(() => String, { nullable: true, description: "'Cancellation successful' when something was cancelled" })
  message?: string;

  @Field(() => [SubscriptionError])
  errors!: SubscriptionError[];
}

@ObjectType()
export class CancelLinkPayload {
  @Field({ description: 'True once the request is accepted, whether or not the address has a plan (nothing tells which)' })
  sent!: boolean;

  @Field(() => String, { nullable: true })
  message?: string;

  @Field(() => [SubscriptionError])
  errors!: SubscriptionError[];
}
