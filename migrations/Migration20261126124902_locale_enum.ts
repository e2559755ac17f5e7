import { Migration } from '@mikro-orm/migrations';

export class Migration20261126124902_locale_enum extends Migration {

  override name = 'Migration20261126124902_locale_enum';

  override up(): void | Promise<void> {
    // Locales were free text read through parseLocale at every use: make them one of the nine, in the database.
    // Anything stored that is not one of them (never written by this code, but possible by hand) becomes EN.
    this.addSql(`create type "locale" as enum ('EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR');`);
    for (const table of ['attempt', 'mail_outbox', 'app_user', 'purchase_order', 'subscription', 'report']) {
      this.addSql(`alter table "${table}" alter column "locale" drop default;`);
      this.addSql(`alter table "${table}" alter column "locale" type "locale" using (case
        when upper(trim("locale")) in ('EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR') then upper(trim("locale"))
        else 'EN' end)::"locale";`);
    }
    this.addSql(`alter table "app_user" alter column "locale" set default 'EN';`);
    this.addSql(`alter table "subscription" alter column "locale" set default 'EN';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" alter column "locale" drop default;`);

    this.addSql(`alter table "subscription" alter column "locale" drop default;`);

    this.addSql(`alter table "app_user" alter column "locale" type varchar(8) using ("locale"::varchar(8));`);

    this.addSql(`alter table "attempt" alter column "locale" type varchar(8) using ("locale"::varchar(8));`);

    this.addSql(`alter table "mail_outbox" alter column "locale" type varchar(8) using ("locale"::varchar(8));`);

    this.addSql(`alter table "purchase_order" alter column "locale" type varchar(8) using ("locale"::varchar(8));`);

    this.addSql(`alter table "report" alter column "locale" type varchar(8) using ("locale"::varchar(8));`);

    this.addSql(`alter table "subscription" alter column "locale" type varchar(8) using ("locale"::varchar(8));`);

    this.addSql(`alter table "app_user" alter column "locale" set default 'EN';`);

    this.addSql(`alter table "subscription" alter column "locale" set default 'EN';`);

    this.addSql(`drop type "locale";`);
  }

}
