// The GraphQL shapes of the purchase read model: an order with its payment, subscription and report, and the payloads
// of the operations that return one.
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../catalog/catalog.types.js';
import { PaymentMethodCode } from '../catalog/payment-method.entity.js';
import { OrderStatus } from '../order/order.entity.js';
import { OrderError, OrderSkuType, TrialConsentType } from '../order/order.types.js';
import { PaymentType } from '../payment/payment-view.types.js';
import { PaymentError } from '../payment/payment.types.js';
import { SubscriptionType } from '../subscription/subscription.types.js';

@ObjectType('Order', { description: 'A purchase; read only with its token' })
export class OrderType {
  @Field()
  id!: string;

  @Field()
  orderNumber!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Int)
  examId!: number;

  @Field(() => OrderSkuType)
  sku!: OrderSkuType;

  @Field(() => Money, { description: 'Due, after any discount' })
  amount!: Money;

  @Field(() => Money, { description: 'The price before any discount' })
  listAmount!: Money;

  @Field(() => Money)
  discount!: Money;

  @Field(() => String, { nullable: true })
  promoCode?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  country?: string;

  @Field()
  locale!: string;

  @Field(() => PaymentMethodCode, { nullable: true })
  paymentMethod?: PaymentMethodCode;

  @Field(() => TrialConsentType, { nullable: true })
  trialConsent?: TrialConsentType;

  @Field(() => String, { nullable: true, description: 'The order this one follows (upsells, VIP, renewals)' })
  parentOrderNumber?: string;

  @Field(() => PaymentType, { nullable: true, description: 'The latest try at paying' })
  payment?: PaymentType;

  @Field(() => SubscriptionType, { nullable: true })
  subscription?: SubscriptionType;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  paidAt?: Date;

  @Field(() => String, { nullable: true, description: 'Opens the paid report (report(token:) and /report/result?r=) once the order is paid' })
  reportToken?: string;
}

@ObjectType()
export class CreateOrderPayload {
  @Field(() => OrderType, { nullable: true })
  order?: OrderType;

  @Field(() => String, { nullable: true, description: 'The order token: keep it, every later call about the order needs it' })
  token?: string;

  @Field(() => [OrderError])
  errors!: OrderError[];
}

@ObjectType()
export class OrderPayload {
  @Field(() => OrderType, { nullable: true })
  order?: OrderType;

  @Field(() => [OrderError])
  errors!: OrderError[];
}

@ObjectType({ description: 'The order after a payment step; order.payment has the client secret or approval link' })
export class PayOrderPayload {
  @Field(() => OrderType, { nullable: true })
  order?: OrderType;

  @Field(() => [PaymentError])
  errors!: PaymentError[];
}

@ObjectType({ description: 'The buyer of a sitting as the offer page knows them' })
export class OfferBuyerType {
  @Field(() => String, { nullable: true, description: 'The address already left on this sitting, to fill in' })
  email!: string | null;

  @Field(() => [Int], { description: 'SKUs the buyer already holds (directly or through a plan): marked, and refused if ordered' })
  ownedSkuIds!: number[];
}
