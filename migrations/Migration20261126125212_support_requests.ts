import { Migration } from '@mikro-orm/migrations';

export class Migration20261126125212_support_requests extends Migration {

  override name = 'Migration20261126125212_support_requests';

  override up(): void | Promise<void> {
    this.addSql(`create type "support_kind" as enum ('question', 'refund');`);
    this.addSql(`create type "support_topic" as enum ('order', 'subscription', 'report', 'account', 'privacy', 'other');`);
    this.addSql(`create type "support_status" as enum ('open', 'closed');`);
    this.addSql(`create table "support_request" ("id" uuid not null, "reference" varchar(16) not null, "kind" "support_kind" not null, "topic" "support_topic" not null, "email" varchar(254) not null, "name" varchar(120) null, "order_id" uuid null, "user_id" uuid null, "message" text not null, "locale" "locale" not null, "status" "support_status" not null default 'open', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "support_request_email_index" on "support_request" ("email");`);
    this.addSql(`create index "support_request_status_created_at_index" on "support_request" ("status", "created_at");`);

    this.addSql(`alter type "mail_template" add value if not exists 'support-request' after 'verification-code';`);
    this.addSql(`alter type "mail_template" add value if not exists 'support-confirmation' after 'support-request';`);
    this.addSql(`alter type "mail_template" add value if not exists 'privacy-link' after 'support-confirmation';`);

    this.addSql(`alter table "support_request" add constraint "support_request_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete set null;`);
    this.addSql(`alter table "support_request" add constraint "support_request_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "support_request" cascade;`);

    this.addSql(`drop type "support_kind";`);
    this.addSql(`drop type "support_topic";`);
    this.addSql(`drop type "support_status";`);
  }

}
