// Opens the database the configuration names (an external server, or the embedded one), brings its schema up to
// date with the committed migrations and seeds the reference data.
import { readdir } from 'node:fs/promises';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { startupPhase } from '../logger.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.js';
import { sessionPerConnection } from './named-statements.js';
import { PipelinedClient } from './pipelined-client.js';
import { MIGRATIONS_DIR, ormOptions } from './orm-config.js';
import { seedIfChanged } from './seed/seed-check.js';

/** Connections the embedded socket accepts beyond the ORM pool: pg-boss (2), the benchmark's raw loop (10), psql. */
const EMBEDDED_SPARE_CONNECTIONS = 16;

export interface Database {
  orm: MikroORM;
  /** Present when running on the embedded PostgreSQL. */
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

export interface OpenOptions {
  migrate?: boolean;
  seed?: boolean;
  ormOverrides?: Partial<Options>;
  /** Connect to this URL instead of the configured one (tests). */
  url?: string;
}

/** Any constant: the key of the session advisory lock that start-ups take on a shared server. */
const STARTUP_LOCK = 72_350_001;

async function withStartupLock(url: string | null, run: () => Promise<void>): Promise<void> {
  // The embedded database belongs to this process alone (and its shared session cannot hold session locks).
  if (!url) return run();
  const client = new pg.Client({ connectionString: url, application_name: 'mindprint-startup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await run();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Whether every committed migration is recorded as executed, read with one query: the migrator itself loads every
 * migration module first, which a restart on an up-to-date database does not need.
 */
async function migrationsApplied(orm: MikroORM): Promise<boolean> {
  const withoutExtension = (name: string) => name.replace(/\.(js|ts)$/, '');
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^Migration.*\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'));
  try {
    const rows = await orm.em.getConnection().execute<Array<{ name: string }>>('select "name" from "mikro_orm_migrations"');
    const applied = new Set(rows.map((row) => withoutExtension(row.name)));
    return files.every((file) => applied.has(withoutExtension(file)));
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

export async function openDatabase(config: Config, log: Logger, options: OpenOptions = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = options.url ?? config.databaseUrl;
  if (!url) {
    const started = Date.now();
    embedded = await startupPhase(log, 'embedded database open', () => startEmbeddedDatabase({
      dataDir: config.dataDir,
      port: config.embeddedDbPort,
      maxConnections: config.dbPoolSize + EMBEDDED_SPARE_CONNECTIONS,
    }));
    url = embedded.url;
    log.info({ dataDir: config.dataDir, port: embedded.port, ms: Date.now() - started }, 'embedded PostgreSQL started');
  }
  const connectTo = url;
  // The ORM reaches the embedded database inside this process, not through its socket; a server's connections
  // prepare their statements and pipeline a transaction's BEGIN and last writes (pipelined-client.ts).
  const server = !embedded && await sessionPerConnection(url);
  const driverOptions = embedded ? { stream: embedded.connect } : server ? { Client: PipelinedClient } : undefined;
  const orm = await startupPhase(log, 'ORM init', () =>
    MikroORM.init(ormOptions(connectTo, config.dbPoolSize, { ...(driverOptions ? { driverOptions } : {}), ...options.ormOverrides })));
  const close = async () => {
    await orm.close(true);
    await embedded?.stop();
  };
  try {
    // Several processes may start at once on one server (API processes and workers): one migrates and seeds at a time.
    await withStartupLock(embedded ? null : url, async () => {
      if (options.migrate ?? true) {
        const applied = await startupPhase(log, 'migrations', async () => (await migrationsApplied(orm) ? [] : orm.migrator.up()));
        if (applied.length > 0) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
      }
      if (options.seed ?? config.seed !== 'never') {
        const always = options.seed === true || config.seed === 'always';
        const counts = await startupPhase(log, 'seed', () => (always ? import('./seed/seed.js').then(({ seedDatabase }) => seedDatabase(orm.em.fork())) : seedIfChanged(orm.em.fork())));
        if (counts) log.info({ counts }, 'seed data in place');
        else log.debug('seed data unchanged since the last seeding: skipped');
      }
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { orm, embedded, close };
}
