import { Migration } from '@mikro-orm/migrations';

export class Migration20261126124000_sign_in_throttle extends Migration {

  override name = 'Migration20261126124000_sign_in_throttle';

  override up(): void | Promise<void> {
    this.addSql(`create table "sign_in_throttle" ("key" varchar(96) not null, "failures" int not null default 0, "last_seen_at" timestamptz not null, "blocked_until" timestamptz null, constraint "sign_in_throttle_pkey" primary key ("key"));`);
    this.addSql(`create index "sign_in_throttle_last_seen_at_index" on "sign_in_throttle" ("last_seen_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_throttle" cascade;`);
  }

}
