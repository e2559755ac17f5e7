import { Migration } from '@mikro-orm/migrations';

export class Migration20261126124900_seed_state extends Migration {

  override name = 'Migration20261126124900_seed_state';

  override up(): void | Promise<void> {
    // The hash of the reference data last seeded: start-up skips seeding while it matches.
    this.addSql(`create table "seed_state" ("name" varchar(32) not null, "content_hash" varchar(64) not null, "seeded_at" timestamptz not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "seed_state" cascade;`);
  }

}
