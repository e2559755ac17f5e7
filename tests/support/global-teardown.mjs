// Jest global teardown: removes the template database or snapshot made by the global setup.
import { rm } from 'node:fs/promises';
import pg from 'pg';

export default async function globalTeardown() {
  const template = process.env.MINDPRINT_TEST_TEMPLATE;
  if (!template) return;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
  } else {
    await rm(template, { force: true });
  }
}
