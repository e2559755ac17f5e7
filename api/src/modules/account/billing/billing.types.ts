// GraphQL shapes of the personal centre's billing: subscriptions, payments with their receipts, cancelling.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../../catalog/catalog.types.js';
import { SubscriptionStatus } from '../../subscription/subscription.entity.js';
import { SubscriptionError } from '../../subscription/subscription.types.js';

@ObjectType({ description: "One of the signed-in member's subscriptions" })
export class MemberSubscriptionType {
  @Field(() => ID)
  id!: string;

  @Field()
  planCode!: string;

  @Field({ description: "The plan's title in the asked language" })
  planTitle!: string;

  @Field(() => SubscriptionStatus)
  status!: SubscriptionStatus;

  @Field({ description: 'DAY, WEEK, MONTH or YEAR' })
  interval!: string;

  @Field(() => Int)
  intervalCount!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  trialEndsAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the next charge is made; null once cancelled or ended' })
  nextChargeAt!: Date | null;

  @Field(() => Money, { nullable: true, description: 'The amount of the next charge' })
  nextCharge!: Money | null;

  @Field(() => GraphQLDateTimeISO, { description: 'Until when what the plan gives lasts' })
  accessUntil!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  cancelledAt!: Date | null;

  @Field({ description: 'Whether cancelMySubscription can cancel it' })
  cancellable!: boolean;
}

@ObjectType({ description: 'A payment of the signed-in member, with its receipt' })
export class MemberPaymentType {
  @Field(() => ID)
  orderId!: string;

  @Field()
  orderNumber!: string;

  @Field()
  itemTitle!: string;

  @Field(() => Money)
  amount!: Money;

  @Field(() => GraphQLDateTimeISO)
  paidAt!: Date;

  @Field()
  refunded!: boolean;

  @Field(() => String, { nullable: true, description: 'The subscription the payment was for' })
  subscriptionId!: string | null;

  @Field({ description: 'The receipt as a web page (the member session opens it)' })
  receiptUrl!: string;

  @Field({ description: 'The receipt as a PDF' })
  receiptPdfUrl!: string;
}

@ObjectType()
export class CancelMySubscriptionPayload {
  @Field(() => MemberSubscriptionType, { nullable: true })
  subscription?: MemberSubscriptionType;

  @Field(() => [SubscriptionError])
  errors!: SubscriptionError[];
}
