import { Migration } from '@mikro-orm/migrations';

export class Migration20261122015112_accounts extends Migration {

  override name = 'Migration20261122015112_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create type "account_token_purpose" as enum ('register', 'password_reset', 'sign_in');`);
    this.addSql(`create table "account_token" ("id" uuid not null, "purpose" "account_token_purpose" not null, "email" varchar(254) not null, "user_id" uuid null, "secret_hash" varchar(64) not null, "pending" jsonb null, "failed_attempts" smallint not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "account_token_expires_at_index" on "account_token" ("expires_at");`);
    this.addSql(`create index "account_token_email_purpose_index" on "account_token" ("email", "purpose");`);

    this.addSql(`create table "user_session" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "user_session" add constraint "user_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "user_session_user_id_index" on "user_session" ("user_id");`);
    this.addSql(`create index "user_session_expires_at_index" on "user_session" ("expires_at");`);

    this.addSql(`alter table "account_token" add constraint "account_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "user_session" add constraint "user_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_token" cascade;`);
    this.addSql(`drop table if exists "user_session" cascade;`);

    this.addSql(`drop type "account_token_purpose";`);
  }

}
