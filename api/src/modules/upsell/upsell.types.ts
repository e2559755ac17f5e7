// GraphQL shapes of the second phase: offered SKUs with 'already purchased', buying them, VIP status.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { SkuType } from '../catalog/catalog.types.js';
import { OrderStatus } from '../order/order.entity.js';
import { OrderType } from '../checkout/checkout.types.js';
import { OrderError, TrialConsentInput } from '../order/order.types.js';
import { PaymentError } from '../payment/payment.types.js';
import { PayMethod } from '../payment/providers/registry.js';

@ObjectType('OfferedSku', { description: 'A SKU offered after the first purchase' })
export class OfferedSkuType extends SkuType {
  @Field({ description: 'The buyer already has it' })
  purchased!: boolean;
}

@InputType()
export class BuyFollowUpInput {
  @Field({ description: 'The first order: id or order number' })
  orderRef!: string;

  @Field({ description: "The first order's token" })
  token!: string;

  @Field(() => Int, { nullable: true, description: 'Required for packages and plans; VIP takes the exam’s VIP SKU when omitted' })
  skuId?: number;

  @Field(() => PayMethod, { nullable: true, description: 'How to pay when no method was saved with the first order' })
  method?: PayMethod;

  @Field(() => String, { nullable: true })
  testCard?: string;

  @Field(() => String, { nullable: true })
  returnUrl?: string;

  @Field(() => TrialConsentInput, { nullable: true, description: 'Required for plans' })
  trialConsent?: TrialConsentInput;
}

@ObjectType({ description: 'The new order; when a saved method was charged, order.status says how it went' })
export class FollowUpPayload {
  @Field(() => OrderType, { nullable: true })
  order?: OrderType;

  @Field(() => String, { nullable: true, description: "The new order's own token (the first order's token also opens it)" })
  token?: string;

  @Field(() => [OrderError])
  errors!: OrderError[];

  @Field(() => [PaymentError])
  paymentErrors!: PaymentError[];
}

@ObjectType('VipStatus')
export class VipStatusType {
  @Field()
  vip!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  vipUntil?: Date;

  @Field(() => String, { nullable: true })
  vipOrderNumber?: string;

  @Field(() => OrderStatus, { nullable: true })
  vipOrderStatus?: OrderStatus;
}
