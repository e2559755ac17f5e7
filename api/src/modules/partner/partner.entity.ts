// Partner organisations (apps that send people to our tests and read their reports), their API keys, their codes
// (a sitting started with one belongs to the partner), and the audit log of what they read.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export enum PartnerScope {
  REPORTS = 'reports',
  ORDERS = 'orders',
  STATS = 'stats',
}

@Entity()
export class Partner {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Unique()
  @Property({ length: 80 })
  name!: string;

  /** Browser origins allowed to call the API with this partner's keys (CORS). */
  @Property({ type: 'text[]' })
  origins: string[] & Opt = [];

  /** Where signed event notifications are POSTed; none when null. */
  @Property({ length: 500, nullable: true })
  webhookUrl?: string;

  /**
   * Signs the webhook bodies (HMAC-SHA256). Kept as it is, unlike the API keys: signing needs the secret itself; it
   * is shown to the operator once and never returned by the API.
   */
  @Property({ length: 64 })
  webhookSecret!: string;

  /** Requests per minute allowed to each of the partner's keys. */
  @Property({ default: 120 })
  rateLimitPerMinute: number & Opt = 120;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  revokedAt?: Date;
}

@Entity()
export class PartnerApiKey {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Partner)
  partner!: Rel<Partner>;

  /** The key's public start ('mp_' and 8 characters), to name it in lists and logs. */
  @Unique()
  @Property({ length: 16 })
  prefix!: string;

  /** SHA-256 of the whole key: the key is 256 random bits, so a fast hash is as safe as a slow one here. */
  @Unique()
  @Property({ length: 64 })
  hash!: string;

  @Enum({ items: () => PartnerScope, array: true, nativeEnumName: 'partner_scope' })
  scopes!: PartnerScope[];

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  revokedAt?: Date;
}

/** A code in a partner's links (?partner=CODE) or start calls (partnerCode): the sittings it starts are the partner's. */
@Entity()
export class PartnerCode {
  @PrimaryKey({ length: 32 })
  code!: string;

  @ManyToOne(() => Partner)
  partner!: Rel<Partner>;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}

/** One read by a partner: what it asked for and which records it got, for the operator's audit. */
@Entity()
@Index({ properties: ['partner', 'createdAt'] })
export class PartnerAuditEntry {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner)
  partner!: Rel<Partner>;

  @ManyToOne(() => PartnerApiKey)
  apiKey!: Rel<PartnerApiKey>;

  /** 'reports.list', 'report.read', 'orders.list', 'order.read', 'stats.read', 'webhooks.list'. */
  @Property({ length: 32 })
  action!: string;

  /** Ids of the records returned (reports, orders). */
  @Property({ type: 'jsonb' })
  resources: string[] & Opt = [];

  /** 'graphql' or 'rest'. */
  @Property({ length: 8 })
  via!: string;

  @Property({ length: 64, nullable: true })
  requestId?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
