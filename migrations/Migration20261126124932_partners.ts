import { Migration } from '@mikro-orm/migrations';

export class Migration20261126124932_partners extends Migration {

  override name = 'Migration20261126124932_partners';

  override up(): void | Promise<void> {
    this.addSql(`create type "partner_scope" as enum ('reports', 'orders', 'stats');`);
    this.addSql(`create type "webhook_event" as enum ('report.ready', 'order.paid');`);
    this.addSql(`create type "webhook_delivery_status" as enum ('pending', 'delivered', 'failed');`);
    this.addSql(`create table "partner" ("id" uuid not null, "name" varchar(80) not null, "origins" text[] not null, "webhook_url" varchar(500) null, "webhook_secret" varchar(64) not null, "rate_limit_per_minute" int not null default 120, "created_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "partner" add constraint "partner_name_unique" unique ("name");`);

    this.addSql(`create table "partner_api_key" ("id" uuid not null, "partner_id" uuid not null, "prefix" varchar(16) not null, "hash" varchar(64) not null, "scopes" "partner_scope"[] not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "partner_api_key" add constraint "partner_api_key_prefix_unique" unique ("prefix");`);
    this.addSql(`alter table "partner_api_key" add constraint "partner_api_key_hash_unique" unique ("hash");`);

    this.addSql(`create table "partner_audit_entry" ("id" serial primary key, "partner_id" uuid not null, "api_key_id" uuid not null, "action" varchar(32) not null, "resources" jsonb not null, "via" varchar(8) not null, "request_id" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "partner_audit_entry_partner_id_created_at_index" on "partner_audit_entry" ("partner_id", "created_at");`);

    this.addSql(`create table "partner_code" ("code" varchar(32) not null, "partner_id" uuid not null, "created_at" timestamptz not null, primary key ("code"));`);

    this.addSql(`create table "partner_webhook_delivery" ("id" uuid not null, "partner_id" uuid not null, "event" "webhook_event" not null, "payload" jsonb not null, "status" "webhook_delivery_status" not null default 'pending', "attempts" int not null default 0, "last_status" smallint null, "last_error" varchar(200) null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "partner_webhook_delivery_partner_id_created_at_index" on "partner_webhook_delivery" ("partner_id", "created_at");`);

    this.addSql(`alter table "attempt" add "partner_id" uuid null;`);
    this.addSql(`alter table "attempt" add constraint "attempt_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on delete set null;`);
    this.addSql(`create index "attempt_partner_id_index" on "attempt" ("partner_id");`);

    this.addSql(`alter table "partner_api_key" add constraint "partner_api_key_partner_id_foreign" foreign key ("partner_id") references "partner" ("id");`);

    this.addSql(`alter table "partner_audit_entry" add constraint "partner_audit_entry_partner_id_foreign" foreign key ("partner_id") references "partner" ("id");`);
    this.addSql(`alter table "partner_audit_entry" add constraint "partner_audit_entry_api_key_id_foreign" foreign key ("api_key_id") references "partner_api_key" ("id");`);

    this.addSql(`alter table "partner_code" add constraint "partner_code_partner_id_foreign" foreign key ("partner_id") references "partner" ("id");`);

    this.addSql(`alter table "partner_webhook_delivery" add constraint "partner_webhook_delivery_partner_id_foreign" foreign key ("partner_id") references "partner" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attempt" drop constraint "attempt_partner_id_foreign";`);
    this.addSql(`alter table "partner_api_key" drop constraint "partner_api_key_partner_id_foreign";`);
    this.addSql(`alter table "partner_audit_entry" drop constraint "partner_audit_entry_partner_id_foreign";`);
    this.addSql(`alter table "partner_code" drop constraint "partner_code_partner_id_foreign";`);
    this.addSql(`alter table "partner_webhook_delivery" drop constraint "partner_webhook_delivery_partner_id_foreign";`);
    this.addSql(`alter table "partner_audit_entry" drop constraint "partner_audit_entry_api_key_id_foreign";`);

    this.addSql(`drop table if exists "partner" cascade;`);
    this.addSql(`drop table if exists "partner_api_key" cascade;`);
    this.addSql(`drop table if exists "partner_audit_entry" cascade;`);
    this.addSql(`drop table if exists "partner_code" cascade;`);
    this.addSql(`drop table if exists "partner_webhook_delivery" cascade;`);

    this.addSql(`drop index "attempt_partner_id_index";`);
    this.addSql(`alter table "attempt" drop column "partner_id";`);

    this.addSql(`drop type "partner_scope";`);
    this.addSql(`drop type "webhook_event";`);
    this.addSql(`drop type "webhook_delivery_status";`);
  }

}
