import { Migration } from '@mikro-orm/migrations';

export class Migration20261121235041_checkout extends Migration {

  override name = 'Migration20261121235041_checkout';

  override up(): void | Promise<void> {
    this.addSql(`create type "mail_template" as enum ('trial-reminder', 'cancellation-confirmation', 'payment-receipt');`);
    this.addSql(`create type "mail_status" as enum ('pending', 'sent', 'failed');`);
    this.addSql(`create type "promo_kind" as enum ('percent', 'amount');`);
    this.addSql(`create type "payment_status" as enum ('creating', 'awaiting_customer', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled');`);
    this.addSql(`create table "mail_outbox" ("id" uuid not null, "to" varchar(254) not null, "template" "mail_template" not null, "locale" varchar(8) not null, "data" jsonb not null, "dedupe_key" varchar(128) null, "status" "mail_status" not null default 'pending', "attempts" smallint not null default 0, "last_error" varchar(255) null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`);

    this.addSql(`create table "promo_code" ("id" serial primary key, "code" varchar(32) not null, "kind" "promo_kind" not null, "percent_off" smallint null, "amount_off_minor" int null, "currency" varchar(3) null, "expires_at" timestamptz null, "usage_limit" int null, "used_count" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null);`);
    this.addSql(`alter table "promo_code" add constraint "promo_code_code_unique" unique ("code");`);

    this.addSql(`create table "provider_event" ("id" serial primary key, "provider" varchar(16) not null, "event_id" varchar(255) not null, "type" varchar(80) not null, "order_id" uuid null, "payload" jsonb not null, "received_at" timestamptz not null);`);
    this.addSql(`alter table "provider_event" add constraint "provider_event_provider_event_id_unique" unique ("provider", "event_id");`);

    this.addSql(`create table "payment_attempt" ("id" uuid not null, "order_id" uuid not null, "number" smallint not null, "provider" varchar(16) not null, "method" varchar(16) not null, "status" "payment_status" not null default 'creating', "idempotency_key" varchar(128) not null, "provider_ref" varchar(255) null, "capture_ref" varchar(255) null, "amount_minor" int not null, "currency" varchar(3) not null, "off_session" boolean not null default false, "save_method" boolean not null default false, "customer_ref" varchar(255) null, "method_ref" varchar(255) null, "failure_code" varchar(64) null, "failure_message" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "settled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "payment_attempt" add constraint "payment_attempt_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "payment_attempt_status_updated_at_index" on "payment_attempt" ("status", "updated_at");`);
    this.addSql(`alter table "payment_attempt" add constraint "payment_attempt_provider_provider_ref_unique" unique ("provider", "provider_ref");`);
    this.addSql(`alter table "payment_attempt" add constraint "payment_attempt_order_id_number_unique" unique ("order_id", "number");`);

    this.addSql(`create table "order_event" ("id" serial primary key, "order_id" uuid not null, "from_status" "order_status" null, "to_status" "order_status" not null, "reason" varchar(255) not null, "provider_event_id" varchar(255) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "order_event_order_id_created_at_index" on "order_event" ("order_id", "created_at");`);

    this.addSql(`alter table "app_user" add "vip_since" timestamptz null;`);

    this.addSql(`alter table "purchase_order" add "token" varchar(64) not null, add "idempotency_key" varchar(64) null, add "parent_id" uuid null, add "subscription_id" uuid null, add "period_number" int null, add "list_amount_minor" int not null default 0, add "discount_minor" int not null default 0, add "promo_code_id" int null, add "promo_reserved" boolean not null default false, add "terms_accepted_at" timestamptz null, add "consent_version" varchar(40) null, add "consent_text" text null, add "consent_terms" jsonb null, add "consented_at" timestamptz null, add "closed_at" timestamptz null;`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_parent_id_foreign" foreign key ("parent_id") references "purchase_order" ("id") on delete set null;`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_subscription_id_foreign" foreign key ("subscription_id") references "subscription" ("id") on delete set null;`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_promo_code_id_foreign" foreign key ("promo_code_id") references "promo_code" ("id") on delete set null;`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_token_unique" unique ("token");`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "purchase_order_status_updated_at_index" on "purchase_order" ("status", "updated_at");`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_subscription_id_period_number_unique" unique ("subscription_id", "period_number");`);

    this.addSql(`alter table "subscription" add "locale" varchar(8) not null default 'EN', add "payment_method_ref" varchar(255) null, add "period_number" int not null default 0, add "reminder_sent_at" timestamptz null, add "failed_charges" smallint not null default 0, add "retry_at" timestamptz null, add "ended_at" timestamptz null;`);

    this.addSql(`alter table "promo_code" add constraint "promo_code_currency_foreign" foreign key ("currency") references "currency" ("code") on delete set null;`);

    this.addSql(`alter table "provider_event" add constraint "provider_event_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete set null;`);

    this.addSql(`alter table "payment_attempt" add constraint "payment_attempt_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete cascade;`);
    this.addSql(`alter table "payment_attempt" add constraint "payment_attempt_currency_foreign" foreign key ("currency") references "currency" ("code");`);

    this.addSql(`alter table "order_event" add constraint "order_event_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_promo_code_id_foreign";`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "promo_code" cascade;`);
    this.addSql(`drop table if exists "provider_event" cascade;`);
    this.addSql(`drop table if exists "payment_attempt" cascade;`);
    this.addSql(`drop table if exists "order_event" cascade;`);

    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_parent_id_foreign";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_subscription_id_foreign";`);

    this.addSql(`alter table "app_user" drop column "vip_since";`);

    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_token_unique";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_idempotency_key_unique";`);
    this.addSql(`drop index "purchase_order_status_updated_at_index";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_subscription_id_period_number_unique";`);
    this.addSql(`alter table "purchase_order" drop column "token", drop column "idempotency_key", drop column "parent_id", drop column "subscription_id", drop column "period_number", drop column "list_amount_minor", drop column "discount_minor", drop column "promo_code_id", drop column "promo_reserved", drop column "terms_accepted_at", drop column "consent_version", drop column "consent_text", drop column "consent_terms", drop column "consented_at", drop column "closed_at";`);

    this.addSql(`alter table "subscription" drop column "locale", drop column "payment_method_ref", drop column "period_number", drop column "reminder_sent_at", drop column "failed_charges", drop column "retry_at", drop column "ended_at";`);

    this.addSql(`drop type "mail_template";`);
    this.addSql(`drop type "mail_status";`);
    this.addSql(`drop type "promo_kind";`);
    this.addSql(`drop type "payment_status";`);
  }

}
