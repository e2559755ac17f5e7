// One fixed-window counter of a rate limit: how many times a subject (an action by an address or an IP, hashed)
// was counted in the window starting at `windowStart`. In the database, so limits hold across restarts and processes.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'rate_limit' })
@Index({ properties: ['windowStart'] })
export class RateLimitWindow {
  /** '<rule>:<sha-256 of the subject>'; never an address or IP in clear. */
  @PrimaryKey({ length: 96 })
  key!: string;

  @PrimaryKey({ columnType: 'timestamptz' })
  windowStart!: Date;

  @Property()
  hits!: number;
}
