// GraphQL inputs and payloads of paying an order, and the payment domain's error codes.
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PaymentErrorCode } from './payment.codes.js';
import { PayMethod } from './providers/registry.js';

registerEnumType(PaymentErrorCode, { name: 'PaymentErrorCode' });
registerEnumType(PayMethod, { name: 'PayMethod', description: 'card (Stripe, or test cards offline), paypal, or local (test cards)' });

@ObjectType({ description: 'A payment problem; SPEC messages where it has them' })
export class PaymentError {
  @Field(() => PaymentErrorCode)
  code!: PaymentErrorCode;

  @Field(() => String, { nullable: true })
  field?: string;

  @Field()
  message!: string;
}

@InputType()
export class PayOrderInput {
  @Field({ description: 'The order id or order number' })
  orderRef!: string;

  @Field({ description: 'The order token from createOrder' })
  token!: string;

  @Field(() => PayMethod)
  method!: PayMethod;

  @Field(() => String, { nullable: true, description: 'Local provider only: a test card number. Real card data never comes here.' })
  testCard?: string;

  @Field(() => String, { nullable: true, description: 'PayPal: where the buyer returns after approving' })
  returnUrl?: string;

  @Field(() => String, { nullable: true, description: 'PayPal: where the buyer returns after cancelling' })
  cancelUrl?: string;
}
