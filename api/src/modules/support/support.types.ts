// GraphQL shapes of the contact form and refund requests.
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { SupportErrorCode } from './support.codes.js';
import { SupportKind, SupportTopic } from './support-request.entity.js';

registerEnumType(SupportKind, { name: 'SupportKind', description: 'A question from the contact form, or a refund request tied to an order' });
registerEnumType(SupportTopic, { name: 'SupportTopic' });
registerEnumType(SupportErrorCode, { name: 'SupportErrorCode' });

@InputType()
export class SupportRequestInput {
  @Field(() => SupportKind)
  kind!: SupportKind;

  @Field(() => SupportTopic)
  topic!: SupportTopic;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'The order number of the receipt (MP...); required for a refund' })
  orderNumber?: string | null;

  @Field()
  message!: string;
}

@ObjectType()
export class SupportError {
  @Field(() => SupportErrorCode)
  code!: SupportErrorCode;

  @Field(() => String, { nullable: true })
  field?: string;

  @Field()
  message!: string;

  @Field(() => Number, { nullable: true })
  retryAfterSeconds?: number;
}

@ObjectType()
export class SupportRequestPayload {
  @Field(() => String, { nullable: true, description: 'The reference quoted in the confirmation mail, S-XXXXXXXX' })
  reference?: string;

  @Field(() => [SupportError])
  errors!: SupportError[];
}
