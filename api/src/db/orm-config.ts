// MikroORM options shared by the server, the tools and the tests: one driver and one set of migrations.
import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { ROOT_DIR } from '../config.js';
import { entities } from './entities.js';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'migrations');

export function ormOptions(clientUrl: string, poolSize: number, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    // Schema changes go through committed migrations only.
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: true },
    pool: { min: 0, max: poolSize },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).{js,ts}',
      tableName: 'mikro_orm_migrations',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    ...overrides,
  });
}
