// Failed sign-ins of one subject (an IP, an address, or an address from one IP; hashed) and how long that subject
// must wait before its next try. An address's owner keeps a trusted row for each IP they signed in from.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'sign_in_throttle' })
@Index({ properties: ['lastSeenAt'] })
export class SignInThrottle {
  /** '<kind>:<sha-256 of the subject>'; never an address or IP in clear. */
  @PrimaryKey({ length: 96 })
  key!: string;

  @Property({ default: 0 })
  failures: number = 0;

  @Property({ columnType: 'timestamptz' })
  lastSeenAt!: Date;

  @Property({ columnType: 'timestamptz', nullable: true })
  blockedUntil?: Date;
}
