// GraphQL shapes of the partner API: the calling partner (`partner`), its counters and its webhook delivery log.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DeliveryStatus, WebhookEvent } from '../webhook/partner-webhook.entity.js';
import { PartnerScope } from './partner.entity.js';

registerEnumType(PartnerScope, { name: 'PartnerScope', description: 'What a partner key may read' });
registerEnumType(WebhookEvent, { name: 'WebhookEvent' });
registerEnumType(DeliveryStatus, { name: 'WebhookDeliveryStatus' });

@ObjectType({ description: 'Counters of the sittings started with the partner\'s codes' })
export class PartnerStatsType {
  @Field(() => Int)
  sittingsStarted!: number;

  @Field(() => Int)
  sittingsSubmitted!: number;

  @Field(() => Int)
  reportsReady!: number;

  @Field(() => Int)
  ordersPaid!: number;
}

@ObjectType('WebhookDelivery', { description: 'One event sent to the partner\'s webhook URL, with its last try' })
export class WebhookDeliveryType {
  @Field({ description: 'The event id, also in the body' })
  id!: string;

  @Field(() => WebhookEvent)
  event!: WebhookEvent;

  @Field(() => DeliveryStatus)
  status!: DeliveryStatus;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last try; null when there was no answer' })
  lastStatus?: number | null;

  @Field(() => String, { nullable: true })
  lastError?: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  deliveredAt?: Date | null;
}

@ObjectType('PartnerAccess', { description: 'The partner the API key belongs to, and what its scopes let it read' })
export class PartnerAccessType {
  @Field()
  name!: string;

  @Field(() => [PartnerScope])
  scopes!: PartnerScope[];
}
