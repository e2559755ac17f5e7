import { Migration } from '@mikro-orm/migrations';

export class Migration20261126105823_payments_exactly_once extends Migration {

  override name = 'Migration20261126105823_payments_exactly_once';

  override up(): void | Promise<void> {
    this.addSql(`create type "payment_incident_kind" as enum ('late_success_refunded', 'late_success_applied', 'amount_mismatch', 'refund_failed', 'malformed_event');`);
    this.addSql(`create type "payment_incident_status" as enum ('open', 'resolved');`);
    this.addSql(`create table "local_charge" ("id" serial primary key, "idempotency_key" varchar(128) not null, "ref" varchar(80) not null, "outcome" varchar(16) not null, "amount_minor" int not null, "save_method" boolean not null default false, "refunded_minor" int not null default 0, "created_at" timestamptz not null);`);
    this.addSql(`alter table "local_charge" add constraint "local_charge_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "local_charge" add constraint "local_charge_ref_unique" unique ("ref");`);

    this.addSql(`create table "payment_incident" ("id" serial primary key, "kind" "payment_incident_kind" not null, "status" "payment_incident_status" not null default 'open', "order_id" uuid null, "attempt_id" uuid null, "provider" varchar(16) not null, "provider_ref" varchar(255) null, "amount_minor" int null, "currency" varchar(3) null, "detail" jsonb not null, "created_at" timestamptz not null, "resolved_at" timestamptz null);`);
    this.addSql(`create index "payment_incident_status_created_at_index" on "payment_incident" ("status", "created_at");`);

    this.addSql(`alter table "purchase_order" add "paid_attempt_id" uuid null;`);
    // The attempt that paid each paid order: its first success.
    this.addSql(`update "purchase_order" o set "paid_attempt_id" = (select a."id" from "payment_attempt" a
      where a."order_id" = o."id" and a."status" = 'succeeded' order by a."settled_at" nulls last, a."number" limit 1)
      where o."status" in ('paid', 'refunded');`);
    // Duplicate follow-ups left by the old race: all but the newest unpaid one of a product per first order close.
    this.addSql(`update "purchase_order" o set "status" = 'cancelled', "closed_at" = now()
      where o."parent_id" is not null and o."subscription_id" is null and o."status" in ('created', 'pending', 'failed')
        and exists (select 1 from "purchase_order" n where n."parent_id" = o."parent_id" and n."sku_id" = o."sku_id"
          and n."subscription_id" is null and n."status" in ('created', 'pending', 'failed') and n."created_at" > o."created_at");`);
    this.addSql(`create unique index "purchase_order_follow_up_open" on "purchase_order" ("parent_id", "sku_id") where "parent_id" is not null and "subscription_id" is null and "status" in ('created', 'pending', 'failed');`);

    this.addSql(`alter table "provider_event" add "malformed" boolean not null default false;`);

    this.addSql(`alter table "payment_attempt" add "lease_until" timestamptz null, add "refunded_at" timestamptz null;`);

    this.addSql(`alter table "payment_incident" add constraint "payment_incident_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete set null;`);
    this.addSql(`alter table "payment_incident" add constraint "payment_incident_attempt_id_foreign" foreign key ("attempt_id") references "payment_attempt" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "local_charge" cascade;`);
    this.addSql(`drop table if exists "payment_incident" cascade;`);

    this.addSql(`alter table "payment_attempt" drop column "lease_until", drop column "refunded_at";`);

    this.addSql(`alter table "provider_event" drop column "malformed";`);

    this.addSql(`drop index "purchase_order_follow_up_open";`);
    this.addSql(`alter table "purchase_order" drop column "paid_attempt_id";`);

    this.addSql(`drop type "payment_incident_kind";`);
    this.addSql(`drop type "payment_incident_status";`);
  }

}
