import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232550_initial extends Migration {

  override name = 'Migration20261121232550_initial';

  override up(): void | Promise<void> {
    this.addSql(`create type "exam_kind" as enum ('personality', 'iq');`);
    this.addSql(`create type "attempt_status" as enum ('in_progress', 'submitted');`);
    this.addSql(`create type "payment_method_code" as enum ('card', 'paypal');`);
    this.addSql(`create type "billing_interval" as enum ('DAY', 'WEEK', 'MONTH', 'YEAR');`);
    this.addSql(`create type "protocol_kind" as enum ('privacy', 'agreement', 'terms');`);
    this.addSql(`create type "indicator" as enum ('EI', 'SN', 'TF', 'JP', 'AT');`);
    this.addSql(`create type "keyed_pole" as enum ('first', 'second');`);
    this.addSql(`create type "sku_kind" as enum ('report', 'subscription', 'package', 'vip');`);
    this.addSql(`create type "sex" as enum ('male', 'female', 'confidential');`);
    this.addSql(`create type "order_status" as enum ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded');`);
    this.addSql(`create type "subscription_status" as enum ('trialing', 'active', 'past_due', 'cancelled', 'expired');`);
    this.addSql(`create type "report_status" as enum ('completed', 'uncompleted', 'pending_payment');`);
    this.addSql(`create table "currency" ("code" varchar(3) not null, "symbol" varchar(8) not null, "fraction_digits" smallint not null, "decimal_comma" boolean not null, primary key ("code"));`);

    this.addSql(`create table "country" ("code" varchar(2) not null, "name" varchar(255) not null, "continent" varchar(2) not null, "currency" varchar(3) not null, primary key ("code"));`);

    this.addSql(`create table "exam" ("id" int not null, "code" varchar(32) not null, "kind" "exam_kind" not null, "titles" jsonb not null, "descriptions" jsonb not null, "duration_minutes" int not null, "active" boolean not null default true, "position" int not null, primary key ("id"));`);
    this.addSql(`alter table "exam" add constraint "exam_code_unique" unique ("code");`);

    this.addSql(`create table "attempt" ("id" uuid not null, "token" varchar(64) not null, "exam_id" int not null, "locale" varchar(8) not null, "status" "attempt_status" not null default 'in_progress', "answers" jsonb not null, "tracking" jsonb not null, "country" varchar(2) null, "email" varchar(254) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "attempt" add constraint "attempt_token_unique" unique ("token");`);
    this.addSql(`create index "attempt_exam_id_submitted_at_index" on "attempt" ("exam_id", "submitted_at");`);

    this.addSql(`create table "language" ("code" varchar(8) not null, "native_name" varchar(255) not null, "bcp47" varchar(16) not null, "is_default" boolean not null default false, "position" int not null, primary key ("code"));`);

    this.addSql(`create table "help_article" ("id" serial primary key, "exam_id" int not null, "slug" varchar(80) not null, "locale" varchar(8) not null, "position" int not null, "title" varchar(255) not null, "body" text not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "help_article_exam_id_locale_position_index" on "help_article" ("exam_id", "locale", "position");`);
    this.addSql(`alter table "help_article" add constraint "help_article_exam_id_slug_locale_unique" unique ("exam_id", "slug", "locale");`);

    this.addSql(`create table "payment_method" ("id" serial primary key, "exam_id" int not null, "country" varchar(2) not null, "code" "payment_method_code" not null, "titles" jsonb not null, "position" int not null, "enabled" boolean not null default true);`);
    this.addSql(`alter table "payment_method" add constraint "payment_method_exam_id_country_code_unique" unique ("exam_id", "country", "code");`);

    this.addSql(`create table "personality_type" ("code" varchar(4) not null, "position" int not null, "titles" jsonb not null, "summaries" jsonb not null, "descriptions" jsonb not null, "keywords" jsonb not null, "famous_people" jsonb not null, "population_overall" smallint not null, "population_male" smallint not null, "population_female" smallint not null, primary key ("code"));`);

    this.addSql(`create table "plan" ("id" serial primary key, "code" varchar(32) not null, "titles" jsonb not null, "features" jsonb not null, "price_minor" int not null, "currency" varchar(3) not null, "interval" "billing_interval" not null, "interval_count" smallint not null, "trial_days" smallint not null default 0, "position" int not null, "active" boolean not null default true);`);
    this.addSql(`alter table "plan" add constraint "plan_code_unique" unique ("code");`);

    this.addSql(`create table "protocol" ("id" serial primary key, "exam_id" int not null, "kind" "protocol_kind" not null, "locale" varchar(8) not null, "version" varchar(32) not null, "title" varchar(255) not null, "body" text not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "protocol" add constraint "protocol_exam_id_kind_locale_unique" unique ("exam_id", "kind", "locale");`);

    this.addSql(`create table "question" ("id" serial primary key, "exam_id" int not null, "key" varchar(32) not null, "part" smallint not null, "position" int not null, "indicator" "indicator" null, "keyed" "keyed_pole" null, "texts" jsonb not null, "stimulus" jsonb null, "correct_option" smallint null);`);
    this.addSql(`create index "question_exam_id_part_position_index" on "question" ("exam_id", "part", "position");`);
    this.addSql(`alter table "question" add constraint "question_exam_id_key_unique" unique ("exam_id", "key");`);

    this.addSql(`create table "sku" ("id" serial primary key, "exam_id" int not null, "code" varchar(40) not null, "kind" "sku_kind" not null, "plan_id" int null, "upsell_step" smallint null, "titles" jsonb not null, "descriptions" jsonb not null, "position" int not null, "active" boolean not null default true);`);
    this.addSql(`alter table "sku" add constraint "sku_exam_id_code_unique" unique ("exam_id", "code");`);

    this.addSql(`create table "sku_price" ("id" serial primary key, "sku_id" int not null, "currency" varchar(3) not null, "amount_minor" int not null, "recurring_minor" int null);`);
    this.addSql(`alter table "sku_price" add constraint "sku_price_sku_id_currency_unique" unique ("sku_id", "currency");`);

    this.addSql(`create table "app_user" ("id" uuid not null, "email" varchar(254) not null, "password_hash" varchar(255) null, "name" varchar(255) null, "nick_name" varchar(255) null, "phone" varchar(32) null, "birthday" date null, "sex" "sex" null, "locale" varchar(8) not null default 'EN', "email_verified_at" timestamptz null, "vip_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "purchase_order" ("id" uuid not null, "order_number" varchar(32) not null, "exam_id" int not null, "sku_id" int not null, "attempt_id" uuid null, "user_id" uuid null, "email" varchar(254) null, "status" "order_status" not null default 'created', "amount_minor" int not null, "currency" varchar(3) not null, "country" varchar(2) null, "locale" varchar(8) not null, "payment_method" "payment_method_code" null, "provider" varchar(16) null, "provider_ref" varchar(255) null, "tracking" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "paid_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_order_number_unique" unique ("order_number");`);
    this.addSql(`create index "purchase_order_email_index" on "purchase_order" ("email");`);

    this.addSql(`create table "subscription" ("id" uuid not null, "plan_id" int not null, "order_id" uuid null, "user_id" uuid null, "email" varchar(254) not null, "status" "subscription_status" not null, "amount_minor" int not null, "currency" varchar(3) not null, "provider" varchar(16) null, "provider_ref" varchar(255) null, "trial_ends_at" timestamptz null, "current_period_start" timestamptz not null, "current_period_end" timestamptz not null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "subscription_status_current_period_end_index" on "subscription" ("status", "current_period_end");`);
    this.addSql(`create index "subscription_email_index" on "subscription" ("email");`);

    this.addSql(`create table "report" ("id" uuid not null, "token" varchar(64) not null, "exam_id" int not null, "attempt_id" uuid null, "order_id" uuid null, "user_id" uuid null, "email" varchar(254) null, "status" "report_status" not null default 'uncompleted', "locale" varchar(8) not null, "type_code" varchar(16) null, "scores" jsonb null, "created_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "report" add constraint "report_token_unique" unique ("token");`);
    this.addSql(`create index "report_email_index" on "report" ("email");`);

    this.addSql(`alter table "country" add constraint "country_currency_foreign" foreign key ("currency") references "currency" ("code");`);

    this.addSql(`alter table "attempt" add constraint "attempt_exam_id_foreign" foreign key ("exam_id") references "exam" ("id");`);

    this.addSql(`alter table "help_article" add constraint "help_article_exam_id_foreign" foreign key ("exam_id") references "exam" ("id") on delete cascade;`);
    this.addSql(`alter table "help_article" add constraint "help_article_locale_foreign" foreign key ("locale") references "language" ("code");`);

    this.addSql(`alter table "payment_method" add constraint "payment_method_exam_id_foreign" foreign key ("exam_id") references "exam" ("id") on delete cascade;`);
    this.addSql(`alter table "payment_method" add constraint "payment_method_country_foreign" foreign key ("country") references "country" ("code");`);

    this.addSql(`alter table "plan" add constraint "plan_currency_foreign" foreign key ("currency") references "currency" ("code");`);

    this.addSql(`alter table "protocol" add constraint "protocol_exam_id_foreign" foreign key ("exam_id") references "exam" ("id") on delete cascade;`);
    this.addSql(`alter table "protocol" add constraint "protocol_locale_foreign" foreign key ("locale") references "language" ("code");`);

    this.addSql(`alter table "question" add constraint "question_exam_id_foreign" foreign key ("exam_id") references "exam" ("id") on delete cascade;`);

    this.addSql(`alter table "sku" add constraint "sku_exam_id_foreign" foreign key ("exam_id") references "exam" ("id") on delete cascade;`);
    this.addSql(`alter table "sku" add constraint "sku_plan_id_foreign" foreign key ("plan_id") references "plan" ("id") on delete set null;`);

    this.addSql(`alter table "sku_price" add constraint "sku_price_sku_id_foreign" foreign key ("sku_id") references "sku" ("id") on delete cascade;`);
    this.addSql(`alter table "sku_price" add constraint "sku_price_currency_foreign" foreign key ("currency") references "currency" ("code");`);

    this.addSql(`alter table "purchase_order" add constraint "purchase_order_exam_id_foreign" foreign key ("exam_id") references "exam" ("id");`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_sku_id_foreign" foreign key ("sku_id") references "sku" ("id");`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_attempt_id_foreign" foreign key ("attempt_id") references "attempt" ("id") on delete set null;`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_currency_foreign" foreign key ("currency") references "currency" ("code");`);

    this.addSql(`alter table "subscription" add constraint "subscription_plan_id_foreign" foreign key ("plan_id") references "plan" ("id");`);
    this.addSql(`alter table "subscription" add constraint "subscription_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete set null;`);
    this.addSql(`alter table "subscription" add constraint "subscription_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "subscription" add constraint "subscription_currency_foreign" foreign key ("currency") references "currency" ("code");`);

    this.addSql(`alter table "report" add constraint "report_exam_id_foreign" foreign key ("exam_id") references "exam" ("id");`);
    this.addSql(`alter table "report" add constraint "report_attempt_id_foreign" foreign key ("attempt_id") references "attempt" ("id") on delete set null;`);
    this.addSql(`alter table "report" add constraint "report_order_id_foreign" foreign key ("order_id") references "purchase_order" ("id") on delete set null;`);
    this.addSql(`alter table "report" add constraint "report_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "country" drop constraint "country_currency_foreign";`);
    this.addSql(`alter table "plan" drop constraint "plan_currency_foreign";`);
    this.addSql(`alter table "sku_price" drop constraint "sku_price_currency_foreign";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_currency_foreign";`);
    this.addSql(`alter table "subscription" drop constraint "subscription_currency_foreign";`);
    this.addSql(`alter table "payment_method" drop constraint "payment_method_country_foreign";`);
    this.addSql(`alter table "attempt" drop constraint "attempt_exam_id_foreign";`);
    this.addSql(`alter table "help_article" drop constraint "help_article_exam_id_foreign";`);
    this.addSql(`alter table "payment_method" drop constraint "payment_method_exam_id_foreign";`);
    this.addSql(`alter table "protocol" drop constraint "protocol_exam_id_foreign";`);
    this.addSql(`alter table "question" drop constraint "question_exam_id_foreign";`);
    this.addSql(`alter table "sku" drop constraint "sku_exam_id_foreign";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_exam_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_exam_id_foreign";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_attempt_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_attempt_id_foreign";`);
    this.addSql(`alter table "help_article" drop constraint "help_article_locale_foreign";`);
    this.addSql(`alter table "protocol" drop constraint "protocol_locale_foreign";`);
    this.addSql(`alter table "sku" drop constraint "sku_plan_id_foreign";`);
    this.addSql(`alter table "subscription" drop constraint "subscription_plan_id_foreign";`);
    this.addSql(`alter table "sku_price" drop constraint "sku_price_sku_id_foreign";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_sku_id_foreign";`);
    this.addSql(`alter table "purchase_order" drop constraint "purchase_order_user_id_foreign";`);
    this.addSql(`alter table "subscription" drop constraint "subscription_user_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_user_id_foreign";`);
    this.addSql(`alter table "subscription" drop constraint "subscription_order_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_order_id_foreign";`);

    this.addSql(`drop table if exists "currency" cascade;`);
    this.addSql(`drop table if exists "country" cascade;`);
    this.addSql(`drop table if exists "exam" cascade;`);
    this.addSql(`drop table if exists "attempt" cascade;`);
    this.addSql(`drop table if exists "language" cascade;`);
    this.addSql(`drop table if exists "help_article" cascade;`);
    this.addSql(`drop table if exists "payment_method" cascade;`);
    this.addSql(`drop table if exists "personality_type" cascade;`);
    this.addSql(`drop table if exists "plan" cascade;`);
    this.addSql(`drop table if exists "protocol" cascade;`);
    this.addSql(`drop table if exists "question" cascade;`);
    this.addSql(`drop table if exists "sku" cascade;`);
    this.addSql(`drop table if exists "sku_price" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "purchase_order" cascade;`);
    this.addSql(`drop table if exists "subscription" cascade;`);
    this.addSql(`drop table if exists "report" cascade;`);

    this.addSql(`drop type "exam_kind";`);
    this.addSql(`drop type "attempt_status";`);
    this.addSql(`drop type "payment_method_code";`);
    this.addSql(`drop type "billing_interval";`);
    this.addSql(`drop type "protocol_kind";`);
    this.addSql(`drop type "indicator";`);
    this.addSql(`drop type "keyed_pole";`);
    this.addSql(`drop type "sku_kind";`);
    this.addSql(`drop type "sex";`);
    this.addSql(`drop type "order_status";`);
    this.addSql(`drop type "subscription_status";`);
    this.addSql(`drop type "report_status";`);
  }

}
