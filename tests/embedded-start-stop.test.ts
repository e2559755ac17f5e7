// `npm start` on the embedded database, as its own process: a stop that comes as soon as /healthz answers (the job
// queue may still be starting) closes the database cleanly and exits 0 (which also lets Node write its compile
// cache), so the next start opens the same data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from './support/spawned-server.js';

it('stops cleanly right after /healthz answers and starts again on the same data folder', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-start-stop-'));
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  try {
    for (const start of ['new database', 'restart']) {
      const server = await spawnServer(env, { timeoutMs: 120_000 });
      await server.stop();
      const log = server.output.join('');
      expect({ start, signal: server.process.signalCode, code: server.process.exitCode }).toEqual({ start, signal: null, code: 0 });
      expect(log).toContain('"msg":"embedded PostgreSQL started"');
      expect(log).toContain('"msg":"database closed"');
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 300_000);
