// A registered member (or a buyer whose account was created from the purchase email).
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale.js';

export enum Sex {
  MALE = 'male',
  FEMALE = 'female',
  CONFIDENTIAL = 'confidential',
}

@Entity({ tableName: 'app_user' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The account name: always stored lower-cased and trimmed. */
  @Unique()
  @Property({ length: 254 })
  email!: string;

  /** argon2id hash; null until the member sets a password. */
  @Property({ nullable: true, hidden: true })
  passwordHash?: string;

  @Property({ nullable: true })
  name?: string;

  @Property({ nullable: true })
  nickName?: string;

  @Property({ length: 32, nullable: true })
  phone?: string;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  birthday?: string;

  @Enum({ items: () => Sex, nativeEnumName: 'sex', nullable: true })
  sex?: Sex;

  @Enum({ items: () => LOCALES, nativeEnumName: 'locale', default: DEFAULT_LOCALE })
  locale: Locale & Opt = DEFAULT_LOCALE;

  @Property({ columnType: 'timestamptz', nullable: true })
  emailVerifiedAt?: Date;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
