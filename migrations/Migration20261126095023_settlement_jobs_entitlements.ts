import { Migration } from '@mikro-orm/migrations';

export class Migration20261126095023_settlement_jobs_entitlements extends Migration {

  override name = 'Migration20261126095023_settlement_jobs_entitlements';

  override up(): void | Promise<void> {
    this.addSql(`create type "report_state" as enum ('free', 'awaiting_payment', 'unlocked', 'ready', 'revoked');`);
    this.addSql(`create type "entitlement_feature" as enum ('personality_report', 'iq_report', 'skill_packs', 'in_depth_chapters', 'member_centre', 'priority_support');`);
    this.addSql(`create table "entitlement" ("id" uuid not null, "holder_email" varchar(254) not null, "user_id" uuid null, "feature" "entitlement_feature" not null, "scope" varchar(40) not null, "order_id" uuid not null, "subscription_id" uuid null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "revoked_at" timestamptz null, "revoked_reason" varchar(64) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "entitlement_user_id_feature_index" on "entitlement" ("user_id", "feature");`);
    this.addSql(`create index "entitlement_holder_email_feature_index" on "entitlement" ("holder_email", "feature");`);
    this.addSql(`alter table "entitlement" add constraint "entitlement_order_id_feature_scope_unique" unique ("order_id", "feature", "scope");`);

    this.addSql(`alter table "purchase_order" add "fulfilled_at" timestamptz null;`);
    // Orders paid before this migration were fulfilled in their payment's transaction.
    this.addSql(`update "purchase_order" set "fulfilled_at" = "paid_at" where "status" in ('paid', 'refunded');`);
    // What those orders bought, as entitlements (the grants of entitlement.grants.ts when this migration was written);
    // VIP membership moves from the account's columns to the member-centre entitlement of its VIP order.
    this.addSql(`insert into "entitlement" ("id", "holder_email", "user_id", "feature", "scope", "order_id", "subscription_id", "starts_at", "ends_at", "created_at")
      select gen_random_uuid(), o."email", o."user_id", g.feature::"entitlement_feature",
        case when g.scope = 'sitting' then o."attempt_id"::text else '*' end,
        o."id", case when g.duration = 'plan' then s."id" end, o."paid_at",
        case g.duration when 'forever' then null when 'plan' then s."current_period_end" else o."paid_at" + make_interval(days => g.days) end,
        now()
      from "purchase_order" o
      join "sku" k on k."id" = o."sku_id"
      join (values
        ('report', 'personality_report', 'sitting', 'forever', 0),
        ('iq-report', 'iq_report', 'sitting', 'forever', 0),
        ('trial-weekly', 'personality_report', 'sitting', 'forever', 0),
        ('trial-weekly', 'personality_report', 'all', 'plan', 0),
        ('trial-weekly', 'skill_packs', 'all', 'plan', 0),
        ('trial-weekly', 'member_centre', 'all', 'plan', 0),
        ('monthly', 'personality_report', 'sitting', 'forever', 0),
        ('monthly', 'personality_report', 'all', 'plan', 0),
        ('monthly', 'skill_packs', 'all', 'plan', 0),
        ('monthly', 'member_centre', 'all', 'plan', 0),
        ('monthly', 'iq_report', 'all', 'plan', 0),
        ('monthly', 'in_depth_chapters', 'all', 'plan', 0),
        ('monthly', 'priority_support', 'all', 'plan', 0),
        ('skill-packs', 'skill_packs', 'all', 'forever', 0),
        ('in-depth-content', 'in_depth_chapters', 'all', 'forever', 0),
        ('member-exclusive', 'member_centre', 'all', 'days', 365),
        ('member-exclusive', 'priority_support', 'all', 'days', 365),
        ('access-product', 'iq_report', 'all', 'forever', 0)
      ) as g(code, feature, scope, duration, days) on g.code = k."code"
      left join "subscription" s on s."order_id" = o."id"
      where o."status" = 'paid' and o."email" is not null and o."subscription_id" is null
        and (g.scope <> 'sitting' or o."attempt_id" is not null)
        and (g.duration <> 'plan' or s."id" is not null)
      on conflict do nothing;`);
    this.addSql(`alter table "app_user" drop column "vip_until", drop column "vip_since";`);
    this.addSql(`create index "purchase_order_status_fulfilled_at_paid_at_index" on "purchase_order" ("status", "fulfilled_at", "paid_at");`);

    this.addSql(`alter table "subscription" add "last_failed_attempt_id" uuid null;`);

    this.addSql(`alter table "report" add "state" "report_state" not null default 'free', add "unlocked_at" timestamptz null, add "generation_failures" smallint not null default 0, add "revoked_at" timestamptz null;`);
    // The old three statuses become the state machine's states; a paid but not completed report waits for its job.
    this.addSql(`update "report" r set "state" = (case
        when r."status" = 'completed' then 'ready'
        when r."status" = 'pending_payment' then 'awaiting_payment'
        when o."status" = 'paid' then 'unlocked'
        when o."status" = 'refunded' then 'revoked'
        else 'free' end)::"report_state",
      "unlocked_at" = case when o."status" = 'paid' then o."paid_at" end
      from "report" r2 left join "purchase_order" o on o."id" = r2."order_id" where r2."id" = r."id";`);
    this.addSql(`alter table "report" drop column "status";`);
    this.addSql(`create index "report_state_unlocked_at_index" on "report" ("state", "unlocked_at");`);

    this.addSql(`alter table "entitlement" add constraint "entitlement_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "entitlement" add constraint "entitlement_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete cascade;`);
    this.addSql(`alter table "entitlement" add constraint "entitlement_subscription_id_foreign" foreign key ("subscription_id") references "subscription" ("id") on delete set null;`);

    this.addSql(`drop type "report_status";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create type "report_status" as enum ('completed', 'uncompleted', 'pending_payment');`);
    this.addSql(`alter table "app_user" add "vip_until" timestamptz(6) null, add "vip_since" timestamptz(6) null;`);
    this.addSql(`update "app_user" u set "vip_since" = e.since, "vip_until" = e.until
      from (select "user_id", min("starts_at") as since, max("ends_at") as until from "entitlement"
        where "feature" = 'member_centre' and "revoked_at" is null and "user_id" is not null group by "user_id") e
      where e."user_id" = u."id";`);
    this.addSql(`drop table if exists "entitlement" cascade;`);

    this.addSql(`drop index "purchase_order_status_fulfilled_at_paid_at_index";`);
    this.addSql(`alter table "purchase_order" drop column "fulfilled_at";`);

    this.addSql(`alter table "report" add "status" "report_status" not null default 'uncompleted';`);
    this.addSql(`update "report" set "status" = (case "state" when 'ready' then 'completed' when 'awaiting_payment' then 'pending_payment' else 'uncompleted' end)::"report_status";`);
    this.addSql(`drop index "report_state_unlocked_at_index";`);
    this.addSql(`alter table "report" drop column "state", drop column "unlocked_at", drop column "generation_failures", drop column "revoked_at";`);

    this.addSql(`alter table "subscription" drop column "last_failed_attempt_id";`);

    this.addSql(`drop type "report_state";`);
    this.addSql(`drop type "entitlement_feature";`);
  }

}
