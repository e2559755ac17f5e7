// Background jobs on pg-boss in the same PostgreSQL (embedded or external). Event jobs follow from a change and are
// sent in its transaction (job-queue.ts): fulfil a paid order (composing the reports it unlocks in its transaction),
// handle a declined renewal or a refund, generate a report. Schedules sweep and tidy: every minute settle missed
// payments, generate reports the events missed, fulfil paid orders the events missed, queue trial reminders, charge due
// renewals and send the mail outbox; every hour drop old rate-limit windows, ended sessions and spent codes. The 'api'
// role only sends jobs; 'worker' and 'all' run them.
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Logger } from 'pino';
import type { Role } from '../config.js';
import { placeholders } from '../db/lean.js';
import { startupPhase } from '../logger.js';
import { failRenewal, refundOrder, reinstateOrder } from '../modules/fulfilment/close-order.js';
import { fulfilPaidOrder } from '../modules/fulfilment/fulfil-order.js';
import { fulfilmentsAfterCommit, listenForFulfilments, setCrossProcessSignals } from '../modules/fulfilment/fulfilment-signal.js';
import { fulfilMissedOrders } from '../modules/fulfilment/sweep.js';
import { deliverPendingMail, type DeliveryOptions, type DeliveryReport } from '../modules/mail/mail.delivery.js';
import { announceMailQueued, mailQueued } from '../modules/mail/mail.service.js';
import type { MailTransport } from '../modules/mail/mail.transport.js';
import type { Payments } from '../modules/payment/payment.runtime.js';
import { reconcilePayments } from '../modules/payment/reconcile.js';
import { refundSuperseded, voidAttempt } from '../modules/payment/superseded.js';
import { pruneAccountTokens } from '../modules/account/account.secrets.js';
import { pruneSessions } from '../modules/account/account.session.js';
import { pruneRateLimits } from '../modules/rate-limit/rate-limit.service.js';
import { pruneSignInThrottles } from '../modules/rate-limit/sign-in-throttle.js';
import { enforceRetention } from '../modules/privacy/privacy.retention.js';
import { generatePendingReports, generateReport } from '../modules/report/report.generation.js';
import { recalibrateIq } from '../modules/iq-test/iq-recalibrate.js';
import { renewDueSubscriptions, sendTrialReminders } from '../modules/subscription/subscription.jobs.js';
import { deliverWebhook } from '../modules/webhook/partner-webhook.delivery.js';
import { attachJobQueue, clearWakers, EVENT_JOBS, registerWaker, runAtOnce, wakeAfterCommit, wakeForSent, wakeWorkers, type EventJob, type EventJobData } from './job-queue.js';

export const SCHEDULED_JOBS = ['payments-reconcile', 'reports-generate', 'orders-fulfil', 'subscriptions-remind', 'subscriptions-renew',
  'mail-deliver', 'rate-limits-prune', 'accounts-prune', 'iq-recalibrate', 'privacy-retention'] as const;
export type ScheduledJob = (typeof SCHEDULED_JOBS)[number];

const EVERY_MINUTE = '* * * * *';
const SCHEDULES: Record<ScheduledJob, string> = {
  'payments-reconcile': EVERY_MINUTE,
  'reports-generate': EVERY_MINUTE,
  'orders-fulfil': EVERY_MINUTE,
  'subscriptions-remind': EVERY_MINUTE,
  'subscriptions-renew': EVERY_MINUTE,
  'mail-deliver': EVERY_MINUTE,
  'rate-limits-prune': '17 * * * *',
  'accounts-prune': '23 * * * *',
  'iq-recalibrate': '41 3 * * *',
  // Nightly, off the hour: the privacy policy's retention periods.
  'privacy-retention': '51 3 * * *',
};

/** Outgoing mail: where it goes and how it is rendered. Absent when SMTP_URL is unset (mail stays in the outbox). */
export interface MailDelivery {
  transport: MailTransport;
  options: DeliveryOptions;
}

export interface JobDeps {
  orm: MikroORM;
  payments: Payments;
  mail?: MailDelivery;
  log?: Logger;
}

/** Batches in one run of the mail job: a backlog drains without waiting a minute per batch. */
const MAIL_ROUNDS = 10;

async function deliverAll({ orm, mail }: JobDeps, now: Date): Promise<DeliveryReport | 'no SMTP configured'> {
  if (!mail) return 'no SMTP configured';
  const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const batchSize = mail.options.batchSize ?? 20;
  for (let round = 0; round < MAIL_ROUNDS; round += 1) {
    const report = await deliverPendingMail(orm.em.fork(), mail.transport, now, mail.options);
    total.sent += report.sent;
    total.retrying += report.retrying;
    total.failed += report.failed;
    if (report.sent + report.retrying + report.failed < batchSize) break;
  }
  return total;
}

export const JOB_HANDLERS: Record<ScheduledJob, (deps: JobDeps, now: Date) => Promise<unknown>> = {
  'payments-reconcile': ({ orm, payments }, now) => reconcilePayments(orm.em.fork(), payments, now),
  'reports-generate': ({ orm, log }, now) => generatePendingReports(orm.em.fork(), now, { log }),
  'orders-fulfil': ({ orm, log }, now) => fulfilMissedOrders(orm.em.fork(), now, log),
  'subscriptions-remind': ({ orm }, now) => sendTrialReminders(orm.em.fork(), now),
  'subscriptions-renew': ({ orm, payments }, now) => renewDueSubscriptions(orm.em.fork(), payments, now),
  'mail-deliver': deliverAll,
  'rate-limits-prune': async ({ orm }, now) => (await pruneRateLimits(orm.em.fork(), now)) + (await pruneSignInThrottles(orm.em.fork(), now)),
  'privacy-retention': ({ orm }, now) => enforceRetention(orm.em.fork(), now),
  'iq-recalibrate': ({ orm, log }, now) => recalibrateIq(orm.em.fork(), now, { log }),
  'accounts-prune': async ({ orm }, now) => ({
    sessions: await pruneSessions(orm.em.fork(), now),
    codesAndLinks: await pruneAccountTokens(orm.em.fork(), now),
  }),
};

async function composeReport({ orm, log }: JobDeps, reportId: string, now: Date) {
  const outcome = await generateReport(orm.em, reportId, now, { log });
  // The buyer waits for the report-ready mail.
  if (outcome === 'completed') announceMailQueued();
  return outcome;
}

/**
 * Fulfils a paid order; the fulfilment composes the reports it unlocks and makes them ready in its own transaction (the
 * buyer is on the success page), and queues a report-generate job only for one that did not compose.
 */
async function fulfilOrder(deps: JobDeps, orderId: string, now: Date, queuedJob?: string) {
  const fulfilment = await fulfilPaidOrder(deps.orm.em, orderId, now, { generation: { log: deps.log }, queuedJob });
  // The buyer waits for the report-ready mail (and the receipt).
  if (fulfilment.completed > 0) announceMailQueued();
  return fulfilment.outcome;
}

/** One event job; throwing makes pg-boss retry it with backoff. */
export const EVENT_HANDLERS: { [N in EventJob]: (deps: JobDeps, data: EventJobData[N], now: Date, job?: { retryCount: number; retryLimit: number }) => Promise<unknown> } = {
  'order-paid': (deps, { orderId }, now) => fulfilOrder(deps, orderId, now),
  'order-failed': ({ orm }, { orderId, attemptId }, now) => failRenewal(orm.em, orderId, attemptId, now),
  'order-refunded': ({ orm }, { orderId, chargeback }, now) => refundOrder(orm.em, orderId, now, chargeback ? 'chargeback' : 'refunded'),
  'order-reinstated': ({ orm }, { orderId }, now) => reinstateOrder(orm.em, orderId, now),
  'report-generate': (deps, { reportId }, now) => composeReport(deps, reportId, now),
  'payment-refund': ({ orm, payments }, { attemptId }, now, job) =>
    refundSuperseded(orm.em.fork(), payments, attemptId, now, job ? job.retryCount >= job.retryLimit : false),
  'payment-void': ({ orm, payments }, { attemptId }, now) => voidAttempt(orm.em.fork(), payments, attemptId, now),
  'partner-webhook': ({ orm }, { deliveryId }, now, job) =>
    deliverWebhook(orm.em.fork(), deliveryId, now, job ? job.retryCount >= job.retryLimit : false),
};

export interface JobsOptions extends JobDeps {
  url: string;
  /** 'api' sends jobs only; 'worker' and 'all' run them and own the schedules. */
  role: Role;
  /** PGlite shares one session between connections: no LISTEN/NOTIFY there (see POLLING). */
  embedded: boolean;
  log: Logger;
  /** Register the schedules (off in tests that run scheduled handlers themselves). */
  schedule?: boolean;
}

export interface Jobs {
  boss: PgBoss;
  /** Settles when the start-up recovery (interrupted payments, unfulfilled orders, pending reports) has run. */
  recovered: Promise<void>;
  /** Waits until no event job is queued or running (tests, and a graceful hand-over). */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Event jobs retry with backoff for about a day before the sweeps take over; each run is short. */
const EVENT_QUEUE = {
  policy: 'standard', retryLimit: 12, retryDelay: 2, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120,
  // A worker that died mid-job stops beating: its jobs are retried after this, not after the expiry.
  heartbeatSeconds: 20,
} as const;

/** Workers per event queue in this process on a PostgreSQL server. A worker takes its next batch only when its whole
 * batch is done, and order-paid batches compose reports: a second worker takes new payments meanwhile. The embedded
 * database runs one unit at a time anyway, so there a second worker only adds fetches (measured slower). */
const SERVER_EVENT_WORKERS: Partial<Record<EventJob, number>> = { 'order-paid': 2 };

async function runEventJobs<N extends EventJob>(deps: JobsOptions, name: N, jobs: Array<JobWithMetadata<EventJobData[N]>>) {
  return Promise.all(jobs.map(async (job: JobWithMetadata<EventJobData[N]>) => {
    try {
      await EVENT_HANDLERS[name](deps, job.data, new Date(), { retryCount: job.retryCount, retryLimit: job.retryLimit });
      return { id: job.id, status: 'completed' as const };
    } catch (error) {
      deps.log.warn({ err: error, job: name, jobId: job.id }, 'event job failed; it will be retried');
      return { id: job.id, status: 'failed' as const, output: { message: error instanceof Error ? error.message.slice(0, 200) : 'failed' } };
    }
  }));
}

/** Fulfilments run at once that may be under way together; a payment beyond them waits for the worker. */
const AT_ONCE_FULFILMENTS = 8;

/** What runs at once in this process: a stop waits until it has settled. */
interface AtOnce {
  settled(): Promise<void>;
}
const NOTHING_AT_ONCE: AtOnce = { settled: () => Promise.resolve() };

/**
 * On the embedded database this process alone runs jobs, and its worker would only fetch a paid order's job some
 * milliseconds (a batch) later: the payment's own commit starts the fulfilment instead, which completes the queued job
 * in its transaction. One that fails leaves the job queued, and the worker retries it.
 */
function fulfilAtOnce(options: JobsOptions): AtOnce {
  const running = new Set<Promise<void>>();
  runAtOnce('order-paid', ({ id, data }) => {
    if (running.size >= AT_ONCE_FULFILMENTS) return false;
    // After the commit's own request has answered.
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => fulfilOrder(options, data.orderId, new Date(), id))
      .then(() => undefined, (error: unknown) => {
        options.log.warn({ err: error, job: 'order-paid', jobId: id }, 'fulfilment failed; the worker will retry it');
        wakeWorkers('order-paid');
      })
      .finally(() => running.delete(run));
    running.add(run);
    return true;
  });
  // A stop waits for those under way: none runs on a closed database.
  return { settled: async () => void (await Promise.all(running)) };
}

/**
 * How often a worker with nothing to do looks for due jobs. On a PostgreSQL server NOTIFY wakes it for new ones. On the
 * embedded database (no LISTEN/NOTIFY) this process alone sends jobs and wakes its own workers on every send
 * (wakeAfterCommit, sendJob, mail announcements), so polling there only finds what comes due later: an event job's
 * retry (after 2 s of backoff or more) and a schedule's run (at most one a minute). At every 0.5 s the eighteen
 * workers' fetches kept an idle embedded server at 60-79 ms of CPU a second, now 15-22 (benchmark README, thirteenth
 * session; `npm run bench:start` reads it).
 */
const SERVER_POLLING = { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 10 };
const POLLING = {
  server: { events: SERVER_POLLING, schedules: SERVER_POLLING },
  embedded: { events: { pollingIntervalSeconds: 2 }, schedules: { pollingIntervalSeconds: 10 } },
} as const;

async function startWorkers(boss: PgBoss, options: JobsOptions): Promise<AtOnce> {
  const { log } = options;
  const polling = POLLING[options.embedded ? 'embedded' : 'server'];
  // Registered side by side: each registration is a few queries, and nothing depends on their order.
  const events = EVENT_JOBS.map(async (name) => {
    const ids = await Promise.all(Array.from({ length: options.embedded ? 1 : SERVER_EVENT_WORKERS[name] ?? 1 }, () =>
      boss.work(name, { ...polling.events, batchSize: 8, perJobResults: true, burstWhenBatchFull: true, includeMetadata: true },
        (jobs: Array<JobWithMetadata<EventJobData[typeof name]>>) => runEventJobs(options, name, jobs))));
    registerWaker(name, () => {
      for (const id of ids) boss.notifyWorker(id);
    });
  });
  const scheduled = SCHEDULED_JOBS.map(async (name) => {
    const id = await boss.work(name, polling.schedules, async (jobs) => {
      for (const _job of jobs) {
        const started = Date.now();
        const result = await JOB_HANDLERS[name](options, new Date());
        log.debug({ job: name, result, ms: Date.now() - started }, 'job done');
      }
    });
    registerWaker(name, () => boss.notifyWorker(id));
    if (options.schedule ?? true) await boss.schedule(name, SCHEDULES[name]);
  });
  await Promise.all([...events, ...scheduled]);
  return options.embedded ? fulfilAtOnce(options) : NOTHING_AT_ONCE;
}

/** Runs the sweeps once at start-up with "before now" as their threshold; failures wait for the schedules. */
async function recoverAtStart(deps: JobsOptions, startedAt: Date): Promise<void> {
  const { orm, payments, log } = deps;
  try {
    const payments_ = await reconcilePayments(orm.em.fork(), payments, startedAt);
    const orders = await fulfilMissedOrders(orm.em.fork(), startedAt, log, startedAt);
    const reports = await generatePendingReports(orm.em.fork(), startedAt, { log, unlockedBefore: startedAt });
    log.info({ payments: payments_, orders, reports }, 'start-up recovery done');
  } catch (error) {
    log.warn({ err: error }, 'start-up recovery failed; the schedules will retry');
  }
}

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { log, role } = options;
  const working = role !== 'api';
  // A worker hears new jobs of another process at once on a real server (PGlite has one shared session).
  const listens = working && !options.embedded;
  const boss = new PgBoss({
    connectionString: options.url,
    // Few connections: the embedded socket accepts the ORM pool plus a handful of spares.
    max: working ? 4 : 2,
    application_name: `mindprint-${role}`,
    useListenNotify: listens,
    supervise: working,
    schedule: working && (options.schedule ?? true),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await startupPhase(log, 'job queue start', () => boss.start());
  // Creating a queue that exists changes nothing (pg-boss inserts it on conflict do nothing), so a restart reads the
  // queues once instead of taking a locked transaction per queue.
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of EVENT_JOBS) if (!existing.has(name)) await boss.createQueue(name, { ...EVENT_QUEUE, notify: true });
  // One waiting and one running job per schedule: a slow minute never piles ticks up.
  for (const name of SCHEDULED_JOBS) {
    if (!existing.has(name)) await boss.createQueue(name, { policy: 'stately', expireInSeconds: 300, retryLimit: 1, notify: true });
  }
  attachJobQueue(boss, { notified: listens });
  // Fulfilments here wake the requests waiting for them in every API process (NOTIFY) on a PostgreSQL server; the
  // embedded database belongs to this one process.
  setCrossProcessSignals(!options.embedded);
  const subscriber = {
    afterTransactionCommit: ({ transaction }: { transaction?: object }) => {
      wakeAfterCommit(transaction);
      fulfilmentsAfterCommit(transaction);
    },
  };
  options.orm.em.getEventManager().registerSubscriber(subscriber);
  let recovered: Promise<void> = Promise.resolve();
  let atOnce = NOTHING_AT_ONCE;
  if (working) {
    atOnce = await startupPhase(log, 'job workers and schedules', () => startWorkers(boss, options));
    // Back after a crash or a deploy: what the last process left (interrupted payments, paid orders not fulfilled,
    // reports not generated) is taken up now rather than at the next minute.
    recovered = recoverAtStart(options, new Date());
  }
  // A mail someone waits for (a retrieved report, a sign-in link) goes out now rather than at the next minute;
  // the stately queue folds a burst of these into one waiting run, wherever the workers are.
  const onMailQueued = () => {
    boss.send('mail-deliver', {}).then(() => wakeForSent('mail-deliver'), (error: unknown) => log.warn({ err: error }, 'could not start mail delivery'));
  };
  if (options.mail || !working) mailQueued.on('queued', onMailQueued);
  // An API process hears the fulfilments other processes' workers commit.
  const listener = role !== 'worker' && !options.embedded ? await listenForFulfilments(options.url, log) : null;
  log.info({ role, events: EVENT_JOBS, schedules: working ? SCHEDULED_JOBS : [], mail: options.mail ? 'smtp' : 'outbox only' }, 'background jobs started');
  return {
    boss,
    recovered,
    drain: (timeoutMs = 30_000) => drainEventJobs(options.orm, timeoutMs),
    async stop() {
      mailQueued.off('queued', onMailQueued);
      await listener?.close();
      // No new fulfilment starts at once; those under way finish (they complete their jobs through the queue).
      clearWakers();
      await atOnce.settled();
      attachJobQueue(null);
      await boss.stop({ graceful: true, timeout: 10_000 });
      // The start-up recovery runs on the ORM, not on the queue: it ends before the caller closes the database, so a
      // stop during start-up never leaves a query running on a closed (embedded) database.
      await recovered;
    },
  };
}

async function drainEventJobs(orm: MikroORM, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await orm.em.fork().getConnection().execute<Array<{ n: string }>>(
      `select count(*) as n from pgboss.job where name in (${placeholders(EVENT_JOBS)})
        and state in ('created', 'retry', 'active') and start_after <= now()`, [...EVENT_JOBS]);
    if (Number(rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('event jobs did not drain in time');
    for (const name of EVENT_JOBS) wakeWorkers(name);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
