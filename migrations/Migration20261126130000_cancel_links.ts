import { Migration } from '@mikro-orm/migrations';

export class Migration20261126130000_cancel_links extends Migration {

  override name = 'Migration20261126130000_cancel_links';

  override up(): void | Promise<void> {
    this.addSql(`alter type "mail_template" add value if not exists 'cancel-link' after 'verification-code';`);
    this.addSql(`create table "cancel_request" ("id" uuid not null, "email" varchar(254) not null, "secret_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "cancel_request_email_index" on "cancel_request" ("email");`);
    this.addSql(`alter table "cancel_request" add constraint "cancel_request_secret_hash_unique" unique ("secret_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cancel_request" cascade;`);
  }

}
