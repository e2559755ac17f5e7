// What the seeder last wrote: a hash of the reference rows, so a start-up with unchanged seed data skips seeding.
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PrimaryKeyProp } from '@mikro-orm/core';

@Entity()
export class SeedState {
  [PrimaryKeyProp]?: 'name';

  /** Which data set: 'reference' (exams, questions, texts, prices, ...). */
  @PrimaryKey({ length: 32 })
  name!: string;

  /** SHA-256 (hex) of every row the seeder writes, in order. */
  @Property({ length: 64 })
  contentHash!: string;

  @Property()
  seededAt!: Date;
}
