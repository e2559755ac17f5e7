import { Migration } from '@mikro-orm/migrations';

export class Migration20261121233652_report_accuracy_rating extends Migration {

  override name = 'Migration20261121233652_report_accuracy_rating';

  override up(): void | Promise<void> {
    this.addSql(`alter table "report" add "accuracy_rating" smallint null, add "rated_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "report" drop column "accuracy_rating", drop column "rated_at";`);
  }

}
