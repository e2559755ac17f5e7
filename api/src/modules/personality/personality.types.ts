// GraphQL shape of a personality type in one locale.
import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Share of the population with a type, in percent' })
export class PopulationRatio {
  @Field(() => Float)
  overall!: number;

  @Field(() => Float)
  male!: number;

  @Field(() => Float)
  female!: number;
}

@ObjectType('PersonalityType', { description: 'One of the 16 personality types' })
export class PersonalityTypeType {
  @Field({ description: 'Four-letter code such as INTJ' })
  code!: string;

  @Field(() => Int)
  position!: number;

  @Field()
  title!: string;

  @Field({ description: 'One sentence for cards and lists' })
  summary!: string;

  @Field({ description: 'Plain text; paragraphs are separated by a blank line' })
  description!: string;

  @Field(() => [String])
  keywords!: string[];

  @Field(() => [String])
  famousPeople!: string[];

  @Field(() => PopulationRatio, { description: 'US national sample, MBTI Manual (Myers et al., 1998)' })
  population!: PopulationRatio;
}
