// A one-time secret mailed to an address: a verification code (sign-up, password reset) or a sign-in link. Only
// its hash is stored; a code allows a few wrong guesses, then it is spent. A pending sign-up keeps the chosen name
// and password hash here until the code proves the address.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';

export enum AccountTokenPurpose {
  REGISTER = 'register',
  PASSWORD_RESET = 'password_reset',
  SIGN_IN = 'sign_in',
}

@Entity({ tableName: 'account_token' })
@Index({ properties: ['email', 'purpose'] })
@Index({ properties: ['expiresAt'] })
export class AccountToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Enum({ items: () => AccountTokenPurpose, nativeEnumName: 'account_token_purpose' })
  purpose!: AccountTokenPurpose;

  /** The normalised address the secret was mailed to. */
  @Property({ length: 254 })
  email!: string;

  /** The account, when one exists already (a sign-up may create it only once the code is entered). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user?: Rel<User>;

  /** Hex SHA-256 of the code (salted with the row id) or of the link token. */
  @Property({ length: 64 })
  secretHash!: string;

  /** A pending sign-up: the chosen name and the argon2id hash of the chosen password. */
  @Property({ type: 'jsonb', nullable: true, hidden: true })
  pending?: { name: string; passwordHash: string };

  @Property({ type: 'smallint' })
  failedAttempts: number & Opt = 0;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  usedAt?: Date;
}
