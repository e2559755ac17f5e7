import { Migration } from '@mikro-orm/migrations';

export class Migration20261122003734_mail_delivery extends Migration {

  override name = 'Migration20261122003734_mail_delivery';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit" ("key" varchar(96) not null, "window_start" timestamptz not null, "hits" int not null, primary key ("key", "window_start"));`);
    this.addSql(`create index "rate_limit_window_start_index" on "rate_limit" ("window_start");`);

    this.addSql(`alter type "mail_template" add value if not exists 'report-ready' before 'trial-reminder';`);
    this.addSql(`alter type "mail_template" add value if not exists 'sign-in-link' after 'payment-receipt';`);
    this.addSql(`alter type "mail_template" add value if not exists 'verification-code' after 'sign-in-link';`);
    this.addSql(`drop index "mail_outbox_status_created_at_index";`);
    this.addSql(`alter table "mail_outbox" add "next_attempt_at" timestamptz not null default now(), add "message_id" varchar(255) null;`);
    this.addSql(`create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`);

    // Existing subscriptions get a token too: 64 hex digits from two random uuids (gen_random_uuid is in core since 13).
    this.addSql(`alter table "subscription" add "cancel_token" varchar(64) null;`);
    this.addSql(`update "subscription" set "cancel_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') where "cancel_token" is null;`);
    this.addSql(`alter table "subscription" alter column "cancel_token" set not null;`);
    this.addSql(`alter table "subscription" add constraint "subscription_cancel_token_unique" unique ("cancel_token");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit" cascade;`);

    this.addSql(`drop index "mail_outbox_status_next_attempt_at_index";`);
    this.addSql(`alter table "mail_outbox" drop column "next_attempt_at", drop column "message_id";`);
    this.addSql(`create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`);

    this.addSql(`alter table "subscription" drop constraint "subscription_cancel_token_unique";`);
    this.addSql(`alter table "subscription" drop column "cancel_token";`);
  }

}
