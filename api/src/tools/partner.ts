// npm run partner -- ...: the operator's command for partner organisations and their API keys (partner.command.ts).
// Uses DATABASE_URL, or the embedded database when the server is not running (it holds the data directory).
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../logger.js';
import { runPartnerCommand } from '../modules/partner/partner.command.js';

const config = loadConfig();
const log = createLogger('warn');
const db = await openDatabase(config, log, { seed: false });
try {
  console.log(await runPartnerCommand(db.orm.em.fork(), process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
