import { Migration } from '@mikro-orm/migrations';

export class Migration20261126160000_support_priority extends Migration {

  override name = 'Migration20261126160000_support_priority';

  override up(): void | Promise<void> {
    this.addSql(`alter table "support_request" add column "priority" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "support_request" drop column "priority";`);
  }

}
