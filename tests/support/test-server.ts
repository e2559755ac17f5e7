// A whole API server on a private seeded database and a free port, for integration tests.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Options } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../../api/src/config.js';
import { openDatabase, type Database } from '../../api/src/db/database.js';
import { createHttpServer } from '../../api/src/http/app.js';
import { startJobs, type Jobs, type MailDelivery } from '../../api/src/jobs/jobs.js';
import { createLogger } from '../../api/src/logger.js';
import { createPayments, type Payments } from '../../api/src/modules/payment/payment.runtime.js';
import type { ProviderOverrides } from '../../api/src/modules/payment/providers/registry.js';
import { createSeededDatabase, type TestDatabase } from './test-database.js';

export interface GraphQLReply<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } }>;
}

export interface TestServer {
  baseUrl: string;
  database: Database;
  testDb: TestDatabase;
  /** The payment providers the server uses (the local provider's ledger counts charges). */
  payments: Payments;
  /** The job runner (role 'all', no schedules: tests run scheduled handlers themselves). */
  jobs: Jobs;
  /** Waits until every job that followed from the requests so far has run (fulfilment, report generation). */
  drainJobs(timeoutMs?: number): Promise<void>;
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLReply<T>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: NodeJS.ProcessEnv;
  ormOverrides?: Partial<Options>;
  /** Payment providers to use instead of the configured ones (a slow local provider, for races). */
  providers?: ProviderOverrides;
  /** Where the job runner sends mail (tests of delivery); unset keeps mail in the outbox. */
  mail?: MailDelivery;
  /** Connect through something else than the database's own address (a proxy a test can cut). */
  connectVia?: (url: string) => Promise<string>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = await createSeededDatabase();
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...options.env });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = createLogger(config.logLevel, sink);
  const url = options.connectVia ? await options.connectVia(testDb.url) : testDb.url;
  // As the server does on its own embedded database, the ORM connects inside the process (unless through a proxy).
  const inProcess = testDb.connect && !options.connectVia ? { driverOptions: { stream: testDb.connect } } : {};
  const database = await openDatabase(config, log, {
    url,
    migrate: false,
    seed: false,
    ormOverrides: { ...inProcess, ...options.ormOverrides },
  });
  const payments = await createPayments(config.payments, log, { orm: database.orm, overrides: options.providers });
  const http = await createHttpServer(config, database.orm, log, { payments });
  const jobs = await startJobs({
    url, role: 'all', embedded: testDb.backend === 'embedded', orm: database.orm, payments, mail: options.mail, log, schedule: false,
  });
  // Tests start from a settled server: the start-up recovery's queries never mix with theirs.
  await jobs.recovered;
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  const { port } = http.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    testDb,
    payments: http.payments,
    jobs,
    drainJobs: (timeoutMs?: number) => jobs.drain(timeoutMs),
    logs,
    async graphql<T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLReply<T>, 'status'>;
      return { status: response.status, ...body };
    },
    async close() {
      await http.stop();
      await jobs.stop();
      await database.close();
      await testDb.close();
    },
  };
}
