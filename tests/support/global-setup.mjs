// Jest global setup: migrates and seeds one template database per run; test files copy it (test-database.ts).
// Jest loads this file outside its ESM transform, so it uses the compiled API (npm run jest builds it first).
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { startEmbeddedDatabase } from '../../api/dist/db/embedded.js';
import { ormOptions } from '../../api/dist/db/orm-config.js';
import { seedDatabase } from '../../api/dist/db/seed/seed.js';
import { describeBrowser, findBrowser } from './find-browser.ts';

/** Same name as TEMPLATE_ENV in test-database.ts. */
const TEMPLATE_ENV = 'MINDPRINT_TEST_TEMPLATE';

async function migrateAndSeed(url) {
  const orm = await MikroORM.init(ormOptions(url, 2));
  try {
    await orm.migrator.up();
    await seedDatabase(orm.em.fork());
  } finally {
    await orm.close(true);
  }
  // pg-boss's own schema, so every test server's job runner starts on a ready database.
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

export default async function globalSetup() {
  // Pure unit-test runs (MINDPRINT_TEST_NO_DB=1 npm run jest -- path) need no database.
  if (process.env.MINDPRINT_TEST_NO_DB === '1') return;
  // Resolved (and unpacked when it comes from npm) once here, so parallel test files never race to unpack it.
  process.stdout.write(`\nBrowser for tests/e2e: ${describeBrowser(await findBrowser())}\n`);
  if (process.env.DATABASE_URL) {
    const name = `mindprint_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    await migrateAndSeed(url.toString());
    process.env[TEMPLATE_ENV] = name;
    return;
  }
  const db = await startEmbeddedDatabase({ maxConnections: 4 });
  try {
    await migrateAndSeed(db.url);
    const snapshot = await db.db.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `mindprint-template-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await db.stop();
  }
}
