// A right a buyer holds: a named feature, for one sitting or for everything the holder takes, from a start to an end
// (none: for good). Written when a payment settles (by the order-paid job), ended by a refund or a chargeback, kept
// to the end of the paid period when a plan is cancelled. Every gate in the product asks this table.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Order } from '../order/order.entity.js';
import { Subscription } from '../subscription/subscription.entity.js';
import { User } from '../user/user.entity.js';

export enum Feature {
  /** The in-depth personality report: of one sitting (scope = attempt id) or of every sitting (scope '*'). */
  PERSONALITY_REPORT = 'personality_report',
  /** The full IQ report: of one IQ sitting, or of every one. */
  IQ_REPORT = 'iq_report',
  /** The 12 skill resource packs (web pages and PDFs). */
  SKILL_PACKS = 'skill_packs',
  /** The two in-depth chapters: your type at work, your type in love. */
  IN_DEPTH_CHAPTERS = 'in_depth_chapters',
  /** The member centre: psychology lab, advanced centre, testing hall, downloads. */
  MEMBER_CENTRE = 'member_centre',
  /** Support answers within one working day. */
  PRIORITY_SUPPORT = 'priority_support',
}

/** The scope of an entitlement that covers every sitting (or that has nothing to do with sittings). */
export const ALL_SITTINGS = '*';

@Entity()
@Unique({ properties: ['order', 'feature', 'scope'] })
@Index({ properties: ['holderEmail', 'feature'] })
@Index({ properties: ['user', 'feature'] })
export class Entitlement {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The buyer's address (normalised): a guest holds entitlements before any account exists. */
  @Property({ length: 254 })
  holderEmail!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: Rel<User>;

  @Enum({ items: () => Feature, nativeEnumName: 'entitlement_feature' })
  feature!: Feature;

  /** An attempt id for one sitting, or ALL_SITTINGS. */
  @Property({ length: 40 })
  scope!: string;

  /** The paid order that granted it. */
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>;

  /** Set for a plan's entitlements: they follow its paid periods. */
  @ManyToOne(() => Subscription, { nullable: true, deleteRule: 'set null' })
  subscription?: Rel<Subscription>;

  @Property({ columnType: 'timestamptz' })
  startsAt!: Date;

  /** Null: for good. */
  @Property({ columnType: 'timestamptz', nullable: true })
  endsAt?: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  revokedAt?: Date;

  @Property({ length: 64, nullable: true })
  revokedReason?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
