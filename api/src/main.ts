// Start-up only: configuration, database, then by ROLE the HTTP server ('api'), the job workers ('worker') or both
// ('all', what `npm start` runs), and graceful shutdown.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { flushCompileCache } from 'node:module';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createHttpServer } from './http/app.js';
import { startJobs } from './jobs/jobs.js';
import { createLogger, startupPhase } from './logger.js';
import { createPayments } from './modules/payment/payment.runtime.js';
import { reportPdfAttachments } from './modules/report/view/report-attachments.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
// Node start-up (and `npm start`'s build checks) and loading the API's modules, before any of the phases below.
log.debug({ phase: 'modules loaded (since process start)', ms: Math.round(performance.now()) }, 'start-up phase');

try {
  const db = await openDatabase(config, log);
  const payments = await createPayments(config.payments, log, { orm: db.orm });
  const serving = config.role !== 'worker';
  const { smtpUrl, from, publicUrl, publicUrlSet } = config.mail;
  if (!smtpUrl && config.isProduction) log.warn('SMTP_URL is not set: mails stay in the mail_outbox table and nobody receives them');
  if (!publicUrlSet && config.isProduction) log.warn({ publicUrl }, 'PUBLIC_URL is not set: links in mails point at this machine');
  // nodemailer loads only when there is an SMTP server to send to; mail goes out where the jobs run.
  const mailTransport = smtpUrl && config.role !== 'api'
    ? (await import('./modules/mail/mail.transport.js')).createMailTransport(smtpUrl)
    : undefined;
  // After the migrations (openDatabase ran them): pg-boss keeps its own schema beside ours. The queue starts while the
  // HTTP app is built and the server listens; requests wait for it (see the `ready` option), /healthz does not.
  const starting = startupPhase(log, 'job queue', () => startJobs({
    url: db.embedded?.url ?? config.databaseUrl!,
    role: config.role,
    embedded: Boolean(db.embedded),
    orm: db.orm,
    payments,
    mail: mailTransport ? { transport: mailTransport, options: { from, publicUrl, log, attachments: reportPdfAttachments(db.orm) } } : undefined,
    log,
  }));
  // Settled either way here; a failure is reported where it is awaited below.
  const jobsReady = starting.then(() => undefined, () => undefined);
  const http = serving ? await startupPhase(log, 'HTTP app', () => createHttpServer(config, db.orm, log, { payments, ready: jobsReady })) : null;
  // A worker answers only /healthz, so an orchestrator can tell it is alive and reaches the database.
  const server = http?.server ?? createServer(async (req, res) => {
    const up = req.url === '/healthz' && await db.orm.em.fork().getConnection().execute('select 1').then(() => true, () => false);
    res.writeHead(req.url === '/healthz' ? (up ? 200 : 503) : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/healthz' ? { status: up ? 'ok' : 'error', role: config.role } : { error: 'not found' }));
  });
  server.once('error', async (error: NodeJS.ErrnoException) => {
    log.fatal({ err: error, port: config.port },
      error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: stop the other server or set PORT.` : 'HTTP server failed');
    await starting.then((jobs) => jobs.stop(), () => undefined);
    await db.close();
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.debug({ phase: 'listening (since process start)', ms: Math.round(performance.now()) }, 'start-up phase');
    log.info({ port, role: config.role, database: db.embedded ? 'embedded' : 'external', env: config.env },
      serving ? `Mindprint is serving http://localhost:${port} (GraphQL at /graphql)` : `Mindprint worker is running (health at :${port}/healthz)`);
  });
  // Registered before the job queue is awaited: a stop during start-up still closes the database (and lets Node write
  // its compile cache, see scripts/start.mjs) instead of ending the process mid-way.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    if (http) await http.stop();
    else await new Promise<void>((resolve) => server.close(() => resolve()));
    log.info('HTTP server stopped');
    await starting.then((jobs) => jobs.stop(), () => undefined);
    log.info('background jobs stopped');
    await db.close();
    log.info('database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await starting;
  // The modules of start-up are compiled by now: keep them for the next start even if this process is killed.
  flushCompileCache();
} catch (error) {
  log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
