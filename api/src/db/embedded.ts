// The embedded PostgreSQL: PGlite keeps its files in the data folder and speaks the Postgres wire protocol on a
// local socket, so the ordinary driver, the migrations and psql work against it unchanged.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { InProcessConnection } from './in-process-connection.js';
import { serialiseSessions } from './pglite-session.js';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  db: PGlite;
  /** A connection for the driver (pg's `stream`) inside this process, without the socket. */
  connect(): InProcessConnection;
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
  const scheduler = serialiseSessions(server, db);
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    db,
    connect: () => new InProcessConnection(scheduler),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
