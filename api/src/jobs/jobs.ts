// Background jobs on pg-boss in the same PostgreSQL (embedded or external): every minute, settle missed payments,
// queue trial reminders and charge due renewals. The handlers are the plain functions of `now` the tests call.
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Payments } from '../modules/payment/payment.runtime.js';
import { reconcilePayments } from '../modules/payment/reconcile.js';
import { renewDueSubscriptions, sendTrialReminders } from '../modules/subscription/subscription.jobs.js';

export const JOB_NAMES = ['payments-reconcile', 'subscriptions-remind', 'subscriptions-renew'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobDeps {
  orm: MikroORM;
  payments: Payments;
}

export const JOB_HANDLERS: Record<JobName, (deps: JobDeps, now: Date) => Promise<unknown>> = {
  'payments-reconcile': ({ orm, payments }, now) => reconcilePayments(orm.em.fork(), payments, now),
  'subscriptions-remind': ({ orm }, now) => sendTrialReminders(orm.em.fork(), now),
  'subscriptions-renew': ({ orm, payments }, now) => renewDueSubscriptions(orm.em.fork(), payments, now),
};

export interface JobsOptions extends JobDeps {
  url: string;
  /** PGlite shares one session between connections: no LISTEN/NOTIFY there, so workers poll more often. */
  embedded: boolean;
  log: Logger;
  /** Register the every-minute schedules (off in tests that send jobs themselves). */
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
    if (options.schedule ?? true) await boss.schedule(name, '* * * * *');
  }
  log.info({ jobs: JOB_NAMES }, 'background jobs started');
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
