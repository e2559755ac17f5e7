// The GraphQL shape of one payment attempt (kept apart from the payloads so order types can use it).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../catalog/catalog.types.js';
import { PaymentStatus } from './payment-attempt.entity.js';

registerEnumType(PaymentStatus, { name: 'PaymentStatus', description: 'Where one try at paying an order stands' });

@ObjectType('Payment', { description: 'One try at paying an order' })
export class PaymentType {
  @Field()
  id!: string;

  @Field(() => Int, { description: '1 for the first try, 2 after a retry, ...' })
  number!: number;

  @Field(() => PaymentStatus)
  status!: PaymentStatus;

  @Field({ description: 'stripe, paypal or local' })
  provider!: string;

  @Field({ description: 'card, paypal, local, or saved (charged with a saved method)' })
  method!: string;

  @Field(() => Money)
  amount!: Money;

  @Field(() => String, { nullable: true, description: "Stripe: the client secret for Stripe's card element and 3-D Secure (only in the answer to pay or check)" })
  clientSecret?: string;

  @Field(() => String, { nullable: true, description: 'PayPal: where the customer approves the payment' })
  approveUrl?: string;

  @Field(() => String, { nullable: true })
  failureMessage?: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}
