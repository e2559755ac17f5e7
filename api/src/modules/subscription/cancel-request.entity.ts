// A request of the public cancellation form: the one-time link mailed to the address. Only its hash is stored; the
// link cancels the address's running plans once, within its lifetime, and proves the canceller holds the mailbox.
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'cancel_request' })
@Index({ properties: ['email'] })
export class CancelRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The normalised address the link was mailed to. */
  @Property({ length: 254 })
  email!: string;

  /** Hex SHA-256 of the link's secret. */
  @Unique()
  @Property({ length: 64 })
  secretHash!: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  usedAt?: Date;
}
