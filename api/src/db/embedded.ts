// The embedded PostgreSQL: PGlite keeps its files in the data folder and speaks the Postgres wire protocol on a
// local socket, so the ordinary driver, the migrations and psql work against it unchanged.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { startupPhase } from '../logger.js';
import { serialiseSessions } from './pglite-session.js';

/** Connections the embedded socket accepts beyond the ORM pool: pg-boss (2), the benchmark's raw loop (10), psql. */
const EMBEDDED_SPARE_CONNECTIONS = 16;

export interface EmbeddedDatabase {
  url: string;
  port: number;
  db: PGlite;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder for the database files; omit for an in-memory database. */
  dataDir?: string;
  /** A dumped data folder (PGlite dumpDataDir) to start from, for fast test databases. */
  loadDataDir?: Blob | File;
  /** 0 picks a free port. */
  port?: number;
  /** Must be at least the ORM pool size: each pooled connection holds one socket. */
  maxConnections: number;
}

export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    // PGlite does not create the parent folders of its data directory.
    await mkdir(options.dataDir, { recursive: true });
  }
  const db = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections,
  });
  serialiseSessions(server, db);
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** The embedded database of the configuration's data folder, port and pool size, as start-up opens it. */
export async function openConfiguredEmbeddedDatabase(config: Config, log: Logger): Promise<EmbeddedDatabase> {
  const started = Date.now();
  const embedded = await startupPhase(log, 'embedded database open', () => startEmbeddedDatabase({
    dataDir: config.dataDir,
    port: config.embeddedDbPort,
    maxConnections: config.dbPoolSize + EMBEDDED_SPARE_CONNECTIONS,
  }));
  log.info({ dataDir: config.dataDir, port: embedded.port, ms: Date.now() - started }, 'embedded PostgreSQL started');
  return embedded;
}
