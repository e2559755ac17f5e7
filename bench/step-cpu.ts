// `npm run bench:funnel -- --step-cpu`: where a funnel's CPU goes, step by step. One buyer walks funnels one request
// at a time, so the CPU the API process (every thread: the event loop, the thread pool's zlib) and the PostgreSQL
// server used between the end of one step and the end of the next is that step's. The report step includes the
// order-paid fulfilment the payment queued, which runs while the buyer waits for it. Reads /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFunnels, STEPS, type Step } from './funnel-driver.ts';
import { createDatabase, dropDatabase } from './processes.ts';
import { startServer } from './support.ts';

export type StepCpu = Record<Step, { apiMs: number; postgresMs: number; calls: number }>;

// Read synchronously, right when a step ends: an asynchronous read would land after the next request had started.

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The task or process ended meanwhile.
    return '';
  }
}

/** Nanoseconds on a CPU of one task (a thread), from its schedstat: finer than the 10 ms ticks of /proc/<pid>/stat. */
function taskNanos(path: string): number {
  return Number(read(path).split(' ')[0] || 0);
}

function processNanos(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => sum + taskNanos(`/proc/${pid}/task/${task}/schedstat`), 0);
}

/** Every live `postgres` process's CPU (a backend's own thread is the process), by pid. */
function postgresNanos(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && read(`/proc/${entry}/comm`).trim() === 'postgres') byPid.set(entry, taskNanos(`/proc/${entry}/schedstat`));
  }
  return byPid;
}

/** What the server's processes used between two readings: a backend that exited meanwhile is not subtracted. */
function postgresSince(before: Map<string, number>, now: Map<string, number>): number {
  let sum = 0;
  for (const [pid, nanos] of now) sum += nanos - (before.get(pid) ?? 0);
  return sum;
}

/**
 * Per funnel: API and PostgreSQL CPU milliseconds of each step, over `funnels` funnels of one buyer, on PostgreSQL or
 * on the embedded database (whose work is the API process's own: its PostgreSQL column stays 0).
 */
export async function measureStepCpu(root: string, funnels: number, database: 'postgres' | 'embedded' = 'postgres'): Promise<StepCpu> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (database === 'embedded') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-step-cpu-'));
    env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: '0', DATABASE_URL: '' };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  } else {
    const url = await createDatabase('mindprint_step_cpu');
    env = { DATABASE_URL: url };
    cleanup = () => dropDatabase(url);
  }
  const server = await startServer({ ...env, NODE_ENV: 'test', DB_POOL_SIZE: '10' }, { root });
  const pid = server.process.pid!;
  const totals = Object.fromEntries(STEPS.map((step) => [step, { apiMs: 0, postgresMs: 0, calls: 0 }])) as StepCpu;
  try {
    // Warm the process first: the first funnels pay for lazy start-up work no other funnel sees.
    await runFunnels([server.url], { buyers: 1, seconds: 3, warmupSeconds: 0 });
    let before = { api: processNanos(pid), postgres: postgresNanos() };
    await runFunnels([server.url], {
      buyers: 1, seconds: 0, warmupSeconds: 0, funnelsPerBuyer: funnels,
      onStep: (step) => {
        const now = { api: processNanos(pid), postgres: postgresNanos() };
        totals[step].apiMs += (now.api - before.api) / 1e6 / funnels;
        totals[step].postgresMs += postgresSince(before.postgres, now.postgres) / 1e6 / funnels;
        totals[step].calls += 1 / funnels;
        before = now;
      },
    });
    return totals;
  } finally {
    await server.stop();
    await cleanup();
  }
}

export function printStepCpu(name: string, cpu: StepCpu): void {
  const api = STEPS.reduce((sum, step) => sum + cpu[step].apiMs, 0);
  const postgres = STEPS.reduce((sum, step) => sum + cpu[step].postgresMs, 0);
  console.log(`\n${name}: API CPU ${api.toFixed(1)} ms per funnel, PostgreSQL ${postgres.toFixed(1)} ms (one buyer)`);
  for (const step of STEPS) {
    const { apiMs, postgresMs, calls } = cpu[step];
    console.log(`  ${step.padEnd(13)} x${calls.toFixed(0)}  API ${apiMs.toFixed(2).padStart(6)} ms  PostgreSQL ${postgresMs.toFixed(2).padStart(6)} ms`);
  }
}
