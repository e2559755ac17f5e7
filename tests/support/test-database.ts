// Databases for tests, on whichever backend the run uses: DATABASE_URL set means a real PostgreSQL server (each
// test file gets its own database copied from a migrated and seeded template); unset means the embedded PGlite
// (each test file loads a migrated and seeded snapshot).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../api/src/db/embedded.js';

export const usingRealPostgres = Boolean(process.env.DATABASE_URL);
export const TEMPLATE_ENV = 'MINDPRINT_TEST_TEMPLATE';

export interface TestDatabase {
  url: string;
  backend: 'postgres' | 'embedded';
  /** The embedded database's connections inside the process (the driver's `stream`), as the server's ORM uses them. */
  connect?: () => Duplex;
  close(): Promise<void>;
}

/** Runs SQL on the server's maintenance connection (the database DATABASE_URL names). */
export async function adminQuery(sql: string): Promise<void> {
  await queryOnce(process.env.DATABASE_URL!, sql);
}

/** One statement on its own connection (tests that look at a database another process writes). */
export async function queryOnce<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(String(process.env.DATABASE_URL));
  url.pathname = `/${name}`;
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function createServerDatabase(template?: string): Promise<TestDatabase> {
  const name = `mindprint_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`);
  return {
    url: databaseUrl(name),
    backend: 'postgres',
    close: () => adminQuery(`drop database if exists ${quoteIdent(name)} with (force)`),
  };
}

async function createEmbedded(loadDataDir?: Blob): Promise<TestDatabase> {
  // The ORM pool (10), the job runner's (4) and the tests' own connections.
  const db = await startEmbeddedDatabase({ maxConnections: 24, loadDataDir });
  return { url: db.url, backend: 'embedded', connect: db.connect, close: () => db.stop() };
}

/** A database with nothing in it: no tables, no migrations applied. */
export function createEmptyDatabase(): Promise<TestDatabase> {
  return usingRealPostgres ? createServerDatabase() : createEmbedded();
}

/** A database with every migration applied and the seed data in place, private to the caller. */
export async function createSeededDatabase(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('The jest global setup did not prepare a template database.');
  if (usingRealPostgres) return createServerDatabase(template);
  return createEmbedded(new Blob([await readFile(template)]));
}
