import { Migration } from '@mikro-orm/migrations';

export class Migration20261126123000_iq_test extends Migration {

  override name = 'Migration20261126123000_iq_test';

  override up(): void | Promise<void> {
    this.addSql(`create table "iq_item" ("id" varchar(16) not null, "exam" int not null, "practice" boolean not null default false, "layout" varchar(16) not null, "families" jsonb not null, "spec" jsonb not null, "complexity" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "iq_item_exam_practice_index" on "iq_item" ("exam", "practice");`);

    this.addSql(`create table "iq_calibration" ("id" varchar(40) not null, "version" int not null, "method" varchar(16) not null, "active" boolean not null default false, "examinees" int not null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "iq_sitting" ("id" uuid not null, "attempt_id" uuid not null, "calibration_id" varchar(40) not null, "state" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "iq_sitting" add constraint "iq_sitting_attempt_id_unique" unique ("attempt_id");`);
    this.addSql(`alter table "iq_sitting" add constraint "iq_sitting_attempt_id_foreign" foreign key ("attempt_id") references "attempt" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "iq_sitting" cascade;`);
    this.addSql(`drop table if exists "iq_calibration" cascade;`);
    this.addSql(`drop table if exists "iq_item" cascade;`);
  }

}
