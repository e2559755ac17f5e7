// GraphQL shapes of the member centre and the store.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Feature } from '../entitlement/entitlement.entity.js';
import { Money, SkuType } from '../catalog/catalog.types.js';

registerEnumType(Feature, { name: 'Feature', description: 'Something a plan or an add-on grants' });

@ObjectType({ description: 'The signed-in member\'s membership and what it includes now' })
export class MemberCentre {
  @Field({ description: 'Whether the member centre is open to them (a plan or the VIP add-on)' })
  member!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the member first became a member' })
  since!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the current membership ends; null for none or for good' })
  until!: Date | null;

  @Field(() => [Feature], { description: 'Features held now' })
  features!: Feature[];
}

@ObjectType({ description: 'A product of the store, marked owned when the member already holds what it is for' })
export class StoreProduct {
  @Field(() => SkuType)
  sku!: SkuType;

  @Field()
  owned!: boolean;
}

@ObjectType({ description: 'A paid order of the member' })
export class Purchase {
  @Field()
  orderNumber!: string;

  @Field()
  skuCode!: string;

  @Field()
  title!: string;

  @Field(() => Money)
  amount!: Money;

  @Field()
  paidAt!: Date;

  @Field({ description: 'Paid, then refunded' })
  refunded!: boolean;

  @Field(() => String, { nullable: true, description: 'Opens and downloads the report the purchase unlocked' })
  reportToken!: string | null;
}

@ObjectType({ description: 'My store: the catalogue marked owned / not owned, and the member\'s purchases' })
export class MyStore {
  @Field(() => [StoreProduct])
  products!: StoreProduct[];

  @Field(() => [Purchase])
  purchases!: Purchase[];

  @Field(() => String, { nullable: true, description: "The member's newest submitted test, which the offer page sells for; null before any" })
  offerToken!: string | null;

  @Field(() => Int, { description: 'How many purchases the list shows at most' })
  purchaseLimit!: number;
}
