// The committed migrations build the whole schema from nothing, match the entities exactly, and the seeder is
// idempotent; run against whichever backend this run uses (embedded PGlite or the real PostgreSQL server).
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../api/src/db/orm-config.js';
import { seedIfChanged } from '../api/src/db/seed/seed-check.js';
import { seedDatabase } from '../api/src/db/seed/seed.js';
import { entities } from '../api/src/db/entities.js';
import { createEmptyDatabase, type TestDatabase } from './support/test-database.js';

const SEEDED_TABLES = ['language', 'exam', 'question', 'help_article', 'protocol', 'currency', 'country',
  'payment_method', 'plan', 'sku', 'sku_price', 'personality_type'];

async function snapshot(orm: MikroORM): Promise<Record<string, unknown[]>> {
  const connection = orm.em.getConnection();
  const result: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    result[table] = await connection.execute(`select * from "${table}" order by 1`);
  }
  return result;
}

describe('migrations and seed data', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    orm = await MikroORM.init(ormOptions(db.url, 4));
  });

  afterAll(async () => {
    await orm.close(true);
    await db.close();
  });

  it('applies every migration to an empty database', async () => {
    expect(await orm.migrator.getPending()).not.toHaveLength(0);
    await orm.migrator.up();
    expect(await orm.migrator.getPending()).toHaveLength(0);
    const tables = await orm.em.getConnection().execute<Array<{ table_name: string }>>(
      `select table_name from information_schema.tables where table_schema = 'public'`);
    const names = tables.map((row) => row.table_name);
    for (const meta of Object.values(orm.getMetadata().getAll())) {
      if (entities.some((entity) => entity.name === meta.className)) expect(names).toContain(meta.tableName);
    }
  });

  it('leaves no difference between the entities and the migrated schema', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('seeds the reference data, and seeding again changes nothing', async () => {
    const counts = await seedDatabase(orm.em.fork());
    expect(counts.languages).toBe(9);
    expect(counts.exams).toBe(2);
    expect(counts.questions).toBeGreaterThanOrEqual(60);
    const first = await snapshot(orm);
    expect(first.exam).toHaveLength(2);
    expect(first.help_article!.length).toBeGreaterThanOrEqual(2 * 9 * 5);
    expect(first.protocol).toHaveLength(2 * 3 * 9);

    await seedDatabase(orm.em.fork());
    expect(await snapshot(orm)).toEqual(first);
  });

  it('skips seeding while the reference data is what was last seeded, and seeds again when it differs', async () => {
    expect(await seedIfChanged(orm.em.fork())).toBeNull();
    await orm.em.getConnection().execute(`update "seed_state" set "content_hash" = 'stale' where "name" = 'reference'`);
    expect((await seedIfChanged(orm.em.fork()))?.languages).toBe(9);
    expect(await seedIfChanged(orm.em.fork())).toBeNull();
  });

  it('rolls every migration back down to an empty schema', async () => {
    await orm.migrator.down({ to: 0 });
    const tables = await orm.em.getConnection().execute<Array<{ count: string }>>(
      `select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name <> 'mikro_orm_migrations'`);
    expect(Number(tables[0]!.count)).toBe(0);
  });
});
