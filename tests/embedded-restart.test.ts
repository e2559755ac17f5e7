// With no DATABASE_URL the product runs on PGlite in the data folder: migrated and seeded on first start, and
// whatever was written is still there after a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { createLogger } from '../api/src/logger.js';
import { Exam } from '../api/src/modules/exam/exam.entity.js';
import { Question } from '../api/src/modules/question/question.entity.js';
import { User } from '../api/src/modules/user/user.entity.js';

it('keeps data across a restart and does not seed twice', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-data-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), databaseUrl: undefined };
  const log = createLogger('silent');
  try {
    const first = await openDatabase(config, log);
    expect(first.embedded).toBeDefined();
    const em = first.orm.em.fork();
    const questionCount = await em.count(Question, {});
    expect(await em.count(Exam, {})).toBe(2);
    em.create(User, { email: 'restart@example.test' });
    await em.flush();
    await first.close();

    const second = await openDatabase(config, log);
    const again = second.orm.em.fork();
    expect(await again.count(User, { email: 'restart@example.test' })).toBe(1);
    expect(await again.count(Question, {})).toBe(questionCount);
    expect(await second.orm.migrator.getPending()).toHaveLength(0);
    await second.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  // Two starts of a fresh database: migrations and the full seed (the IQ bank included) on the first.
}, 180_000);
