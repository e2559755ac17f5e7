// Background jobs on pg-boss in the same PostgreSQL (embedded or external): every minute, settle missed payments,
// generate paid-for reports that are not completed yet, queue trial reminders, charge due renewals and send the mail
// outbox; every hour, drop old rate-limit windows, ended sessions and spent codes and links.
// The handlers are the plain functions of `now` the tests call.
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { deliverPendingMail, type DeliveryOptions, type DeliveryReport } from '../modules/mail/mail.delivery.js';
import { mailQueued } from '../modules/mail/mail.service.js';
import type { MailTransport } from '../modules/mail/mail.transport.js';
import type { Payments } from '../modules/payment/payment.runtime.js';
import { reconcilePayments } from '../modules/payment/reconcile.js';
import { pruneAccountTokens } from '../modules/account/account.secrets.js';
import { pruneSessions } from '../modules/account/account.session.js';
import { pruneRateLimits } from '../modules/rate-limit/rate-limit.service.js';
import { generatePendingReports } from '../modules/report/report.generation.js';
import { renewDueSubscriptions, sendTrialReminders } from '../modules/subscription/subscription.jobs.js';

export const JOB_NAMES = ['payments-reconcile', 'reports-generate', 'subscriptions-remind', 'subscriptions-renew', 'mail-deliver', 'rate-limits-prune', 'accounts-prune'] as const;
export type JobName = (typeof JOB_NAMES)[number];

const EVERY_MINUTE = '* * * * *';
const SCHEDULES: Record<JobName, string> = {
  'payments-reconcile': EVERY_MINUTE,
  'reports-generate': EVERY_MINUTE,
  'subscriptions-remind': EVERY_MINUTE,
  'subscriptions-renew': EVERY_MINUTE,
  'mail-deliver': EVERY_MINUTE,
  'rate-limits-prune': '17 * * * *',
  'accounts-prune': '23 * * * *',
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

export const JOB_HANDLERS: Record<JobName, (deps: JobDeps, now: Date) => Promise<unknown>> = {
  'payments-reconcile': ({ orm, payments }, now) => reconcilePayments(orm.em.fork(), payments, now),
  'reports-generate': ({ orm, log }, now) => generatePendingReports(orm.em.fork(), now, { log }),
  'subscriptions-remind': ({ orm }, now) => sendTrialReminders(orm.em.fork(), now),
  'subscriptions-renew': ({ orm, payments }, now) => renewDueSubscriptions(orm.em.fork(), payments, now),
  'mail-deliver': deliverAll,
  'rate-limits-prune': ({ orm }, now) => pruneRateLimits(orm.em.fork(), now),
  'accounts-prune': async ({ orm }, now) => ({
    sessions: await pruneSessions(orm.em.fork(), now),
    codesAndLinks: await pruneAccountTokens(orm.em.fork(), now),
  }),
};

export interface JobsOptions extends JobDeps {
  url: string;
  /** PGlite shares one session between connections: no LISTEN/NOTIFY there, so workers poll more often. */
  embedded: boolean;
  log: Logger;
  /** Register the schedules (off in tests that send jobs themselves). */
  schedule?: boolean;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { log } = options;
  const boss = new PgBoss({
    connectionString: options.url,
    // Few connections: the embedded socket accepts the ORM pool plus a handful of spares.
    max: 2,
    application_name: 'mindprint-jobs',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of JOB_NAMES) {
    // One waiting and one running job per queue: a slow minute never piles ticks up.
    await boss.createQueue(name, { policy: 'stately', expireInSeconds: 300, retryLimit: 1 });
    await boss.work(name, { pollingIntervalSeconds: options.embedded ? 0.5 : 2 }, async (jobs) => {
      for (const _job of jobs) {
        const started = Date.now();
        const result = await JOB_HANDLERS[name](options, new Date());
        log.debug({ job: name, result, ms: Date.now() - started }, 'job done');
      }
    });
    if (options.schedule ?? true) await boss.schedule(name, SCHEDULES[name]);
  }
  // A mail someone waits for (a retrieved report, a sign-in link) goes out now rather than at the next minute;
  // the stately queue folds a burst of these into one waiting run.
  const onMailQueued = () => {
    if (options.mail) boss.send('mail-deliver', {}).catch((error: unknown) => log.warn({ err: error }, 'could not start mail delivery'));
  };
  mailQueued.on('queued', onMailQueued);
  log.info({ jobs: JOB_NAMES, mail: options.mail ? 'smtp' : 'outbox only' }, 'background jobs started');
  return {
    boss,
    async stop() {
      mailQueued.off('queued', onMailQueued);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
