// GraphQL shape of the figures visitors see: live counters and the operator's sourced marketing figures.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType({ description: "A marketing figure the operator configured, with its source and date; only shown when no live figure contradicts it" })
export class MarketingFigureType {
  @Field({ description: 'accuracy (percent), users, rating (out of 5) or testsLast30Days' })
  key!: string;

  @Field(() => Float)
  value!: number;

  @Field({ description: 'The published source the figure comes from' })
  source!: string;

  @Field({ description: 'The date the figure was true on (YYYY-MM-DD)' })
  asOf!: string;
}

@ObjectType({ description: 'Counters shown on landing pages, counted from real completed tests and ratings' })
export class LandingStats {
  @Field(() => Int, { description: 'Tests completed since midnight UTC' })
  completedToday!: number;

  @Field(() => Int, { description: 'Tests completed since midnight UTC from the given country' })
  completedInRegion!: number;

  @Field(() => String, { nullable: true, description: 'The country counted for completedInRegion' })
  region?: string;

  @Field(() => Int, { description: 'Tests completed in the last 30 days' })
  completedLast30Days!: number;

  @Field(() => Int, { description: 'Tests completed since the start' })
  totalCompleted!: number;

  @Field(() => Float, { nullable: true, description: 'Average accuracy rating (1-5) people gave their result; null before the first rating' })
  accuracyRating?: number;

  @Field(() => Int)
  ratingCount!: number;

  @Field(() => Int, { description: 'People (distinct buyers, not orders) who paid for something of the exam since midnight UTC' })
  buyersToday!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the latest paid order of the exam was paid' })
  lastPurchaseAt?: Date;

  @Field(() => [MarketingFigureType], { description: 'Configured marketing figures that agree with the live ones; none by default' })
  marketingFigures!: MarketingFigureType[];
}
