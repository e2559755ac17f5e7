// A data request made by mailed link (export or erase my data, for people without an account): the hash of the
// link's secret, when it expires and when it was used. Kept as the record that a request was made and carried out.
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export enum PrivacyAction {
  EXPORT = 'export',
  DELETE = 'delete',
  /** A paid order's new delivery address, confirmed by that address before anything moves to it. */
  CONFIRM_EMAIL = 'confirm_email',
}

@Entity({ tableName: 'privacy_request' })
@Index({ properties: ['expiresAt'] })
export class PrivacyRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Enum({ items: () => PrivacyAction, nativeEnumName: 'privacy_action' })
  action!: PrivacyAction;

  /** The address the request is about; replaced by the erasure marker once carried out. */
  @Property({ length: 254 })
  email!: string;

  @Property({ length: 64 })
  secretHash!: string;

  /** CONFIRM_EMAIL: the order that moves to `email` once confirmed. */
  @Property({ type: 'uuid', nullable: true })
  orderId?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  usedAt?: Date;
}
