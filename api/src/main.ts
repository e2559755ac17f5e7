// Start-up only: configuration, database, HTTP server, graceful shutdown.
import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createHttpServer } from './http/app.js';
import { startJobs } from './jobs/jobs.js';
import { createLogger } from './logger.js';
import { reportPdfAttachments } from './modules/report/view/report-attachments.js';
import { createMailTransport } from './modules/mail/mail.transport.js';

const config = loadConfig();
const log = createLogger(config.logLevel);

try {
  const db = await openDatabase(config, log);
  const http = await createHttpServer(config, db.orm, log);
  const { smtpUrl, from, publicUrl, publicUrlSet } = config.mail;
  if (!smtpUrl && config.isProduction) log.warn('SMTP_URL is not set: mails stay in the mail_outbox table and nobody receives them');
  if (!publicUrlSet && config.isProduction) log.warn({ publicUrl }, 'PUBLIC_URL is not set: links in mails point at this machine');
  // After the migrations (openDatabase ran them): pg-boss keeps its own schema beside ours.
  const jobs = await startJobs({
    url: db.embedded?.url ?? config.databaseUrl!,
    embedded: Boolean(db.embedded),
    orm: db.orm,
    payments: http.payments,
    mail: smtpUrl
      ? { transport: createMailTransport(smtpUrl), options: { from, publicUrl, log, attachments: reportPdfAttachments(db.orm) } }
      : undefined,
    log,
  });
  http.server.once('error', async (error: NodeJS.ErrnoException) => {
    log.fatal({ err: error, port: config.port },
      error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: stop the other server or set PORT.` : 'HTTP server failed');
    await jobs.stop();
    await db.close();
    process.exit(1);
  });
  http.server.listen(config.port, config.host, () => {
    const address = http.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ port, database: db.embedded ? 'embedded' : 'external', env: config.env },
      `Mindprint is serving http://localhost:${port} (GraphQL at /graphql)`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await http.stop();
    log.info('HTTP server stopped');
    await jobs.stop();
    log.info('background jobs stopped');
    await db.close();
    log.info('database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
