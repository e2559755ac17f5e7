// GraphQL shapes of countries, currencies, payment methods, plans and SKUs, and the catalog's error codes.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SkuKind } from './sku.entity.js';
import { BillingInterval } from './plan.entity.js';
import { PaymentMethodCode } from './payment-method.entity.js';

export enum CatalogErrorCode {
  COUNTRY_NOT_FOUND = 'COUNTRY_NOT_FOUND',
  SKU_NOT_FOUND = 'SKU_NOT_FOUND',
}

registerEnumType(SkuKind, { name: 'SkuKind' });
registerEnumType(BillingInterval, { name: 'BillingInterval' });
registerEnumType(PaymentMethodCode, { name: 'PaymentMethodCode' });

@ObjectType('Currency', { description: 'How amounts in a currency are shown' })
export class CurrencyType {
  @Field({ description: 'ISO 4217 code' })
  code!: string;

  @Field()
  symbol!: string;

  @Field(() => Int, { description: 'Decimals shown: 0 for zero-decimal display currencies, else 2' })
  fractionDigits!: number;

  @Field({ description: 'True where the decimal separator is a comma' })
  decimalComma!: boolean;
}

@ObjectType({ description: 'An amount in minor units (hundredths) of a currency' })
export class Money {
  @Field(() => Int, { description: 'Always hundredths: 1999 is 19.99' })
  amountMinor!: number;

  @Field(() => CurrencyType)
  currency!: CurrencyType;
}

@ObjectType('Country')
export class CountryType {
  @Field({ description: 'ISO 3166-1 alpha-2 code' })
  code!: string;

  @Field({ description: 'English name; localise with Intl.DisplayNames' })
  name!: string;

  @Field({ description: 'Continent code (AF, AS, EU, NA, OC, SA)' })
  continent!: string;

  @Field(() => CurrencyType)
  currency!: CurrencyType;
}

@ObjectType('PaymentMethod')
export class PaymentMethodType {
  @Field(() => Int)
  id!: number;

  @Field(() => PaymentMethodCode)
  code!: PaymentMethodCode;

  @Field()
  title!: string;
}

@ObjectType('Plan', { description: 'A subscription plan' })
export class PlanType {
  @Field(() => Int)
  id!: number;

  @Field()
  code!: string;

  @Field()
  title!: string;

  @Field(() => [String])
  features!: string[];

  @Field(() => Money, { description: 'Base price per billing period' })
  price!: Money;

  @Field(() => BillingInterval)
  interval!: BillingInterval;

  @Field(() => Int)
  intervalCount!: number;

  @Field(() => Int, { description: 'Free days before the first charge' })
  trialDays!: number;
}

@ObjectType('Sku', { description: 'Something that can be bought, priced for one country' })
export class SkuType {
  @Field(() => Int)
  id!: number;

  @Field()
  code!: string;

  @Field(() => SkuKind)
  kind!: SkuKind;

  @Field(() => Int, { nullable: true, description: 'Upsell step (1-5) the SKU is offered at' })
  upsellStep?: number;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => Money, { description: 'Due at checkout' })
  price!: Money;

  @Field(() => Money, { nullable: true, description: 'Charged each later period (subscriptions)' })
  recurringPrice?: Money;

  @Field(() => PlanType, { nullable: true })
  plan?: PlanType;
}
