// Generates the next migration (npm run migration:create): applies the committed migrations to a scratch
// embedded database, then diffs the entities against it.
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { ormOptions } from '../db/orm-config.js';

const db = await startEmbeddedDatabase({ maxConnections: 4 });
const orm = await MikroORM.init(ormOptions(db.url, 2, { migrations: { ...ormOptions(db.url, 2).migrations, silent: false } }));
try {
  await orm.migrator.up();
  const name = process.argv[2];
  const result = await orm.migrator.create(undefined, false, false, name);
  console.log(result.fileName ? `created migrations/${result.fileName}` : 'no changes: the entities match the migrations');
} finally {
  await orm.close(true);
  await db.stop();
}
