// GraphQL shapes of orders, checkout inputs and payloads, and the order domain's error codes.
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../catalog/catalog.types.js';
import { BillingInterval } from '../catalog/plan.entity.js';
import { SkuKind } from '../catalog/sku.entity.js';
import { OrderErrorCode } from './order.codes.js';
import { OrderStatus } from './order.entity.js';

registerEnumType(OrderStatus, { name: 'OrderStatus' });
registerEnumType(OrderErrorCode, { name: 'OrderErrorCode' });

@ObjectType({ description: 'A problem the user can fix; the message is English, clients translate by code' })
export class OrderError {
  @Field(() => OrderErrorCode)
  code!: OrderErrorCode;

  @Field(() => String, { nullable: true, description: 'The input the error is about' })
  field?: string;

  @Field()
  message!: string;
}

@ObjectType('TrialConsent', { description: 'The subscription terms the buyer agreed to, as shown to them' })
export class TrialConsentType {
  @Field()
  version!: string;

  @Field()
  text!: string;

  @Field(() => GraphQLDateTimeISO)
  agreedAt!: Date;
}

@ObjectType('OrderSku')
export class OrderSkuType {
  @Field(() => Int)
  id!: number;

  @Field()
  code!: string;

  @Field(() => SkuKind)
  kind!: SkuKind;

  @Field()
  title!: string;
}

@InputType()
export class TrialConsentInput {
  @Field({ description: 'The buyer ticked the subscription terms' })
  accepted!: boolean;

  @Field({ description: 'The version of the terms shown (checkoutTerms.version)' })
  version!: string;
}

@InputType()
export class CreateOrderInput {
  @Field({ description: 'The token of the test sitting the order is for' })
  attemptToken!: string;

  @Field(() => Int)
  skuId!: number;

  @Field({ description: "ISO country code; decides the currency and price" })
  country!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  promoCode?: string;

  @Field({ description: 'The terms checkbox of the offer page' })
  acceptTerms!: boolean;

  @Field(() => TrialConsentInput, { nullable: true, description: 'Required for subscriptions' })
  trialConsent?: TrialConsentInput;

  @Field(() => String, { nullable: true, description: 'A random key per checkout: repeating a create returns the same order' })
  idempotencyKey?: string;
}

@ObjectType('CheckoutTerms', { description: 'The subscription terms to show before a subscription is bought' })
export class CheckoutTermsType {
  @Field()
  version!: string;

  @Field()
  text!: string;

  @Field(() => Int)
  trialDays!: number;

  @Field(() => Money, { description: 'Charged each period after any trial' })
  recurringAmount!: Money;

  @Field(() => BillingInterval)
  interval!: BillingInterval;
}

@ObjectType('PriceQuote', { description: 'What an item costs with a promo code, before ordering' })
export class PriceQuoteType {
  @Field(() => Money)
  amount!: Money;

  @Field(() => Money)
  listAmount!: Money;

  @Field(() => Money)
  discount!: Money;

  @Field(() => CheckoutTermsType, { nullable: true })
  terms?: CheckoutTermsType;
}

@ObjectType()
export class PriceQuotePayload {
  @Field(() => PriceQuoteType, { nullable: true })
  quote?: PriceQuoteType;

  @Field(() => [OrderError])
  errors!: OrderError[];
}
