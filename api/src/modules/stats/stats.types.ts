// GraphQL shape of the landing-page counters.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

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

  @Field(() => Int, { description: 'Paid orders of the exam since midnight UTC (live purchase notices)' })
  purchasesToday!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the latest paid order of the exam was paid' })
  lastPurchaseAt?: Date;
}
