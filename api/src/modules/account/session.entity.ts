// A signed-in browser (or API client): the cookie holds a random token, the table only its SHA-256, so a copy of
// the database opens no account. Sessions slide: each use within the last day of its life extends it.
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';

@Entity({ tableName: 'user_session' })
@Index({ properties: ['expiresAt'] })
@Index({ properties: ['user'] })
export class UserSession {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Hex SHA-256 of the cookie's token. */
  @Unique()
  @Property({ length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz' })
  lastSeenAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz' })
  expiresAt!: Date;
}
