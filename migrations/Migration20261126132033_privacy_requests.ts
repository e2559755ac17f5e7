import { Migration } from '@mikro-orm/migrations';

export class Migration20261126132033_privacy_requests extends Migration {

  override name = 'Migration20261126132033_privacy_requests';

  override up(): void | Promise<void> {
    this.addSql(`create type "privacy_action" as enum ('export', 'delete', 'confirm_email');`);
    this.addSql(`create table "privacy_request" ("id" uuid not null, "action" "privacy_action" not null, "email" varchar(254) not null, "secret_hash" varchar(64) not null, "order_id" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "privacy_request_expires_at_index" on "privacy_request" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "privacy_request" cascade;`);

    this.addSql(`drop type "privacy_action";`);
  }

}
