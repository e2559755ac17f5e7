import { Migration } from '@mikro-orm/migrations';

export class Migration20261127173000_report_lookup_indexes extends Migration {

  override name = 'Migration20261127173000_report_lookup_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "report_attempt_id_index" on "report" ("attempt_id");`);
    this.addSql(`create index "report_user_id_index" on "report" ("user_id");`);
    this.addSql(`create index "report_order_id_index" on "report" ("order_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "report_attempt_id_index";`);
    this.addSql(`drop index "report_user_id_index";`);
    this.addSql(`drop index "report_order_id_index";`);
  }

}
