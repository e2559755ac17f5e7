// `npm run bench:funnel`: the whole buyer funnel at 16 concurrent buyers for a fixed time, on the embedded database, on
// PostgreSQL and on the split roles (two API processes and a worker), beside the same run of the commit before the
// redesign (the baseline) and a raw pg loop; prints funnels/s, p50/p99 per step and API CPU per funnel, against targets.
// Flags: --seconds N (default 20), --buyers N (16), --baseline REF (default BASELINE_COMMIT) or --no-baseline,
// --only embedded|postgres|split, --cpu-prof DIR (profiles the API processes of this checkout), --statements (instead of
// the throughput runs: SQL statements per funnel and per step of the baseline and of this checkout, bench/statements.ts),
// --funnels N (instead of a time limit: N funnels in all after one warm-up funnel per buyer, so API CPU per funnel is
// exact even on a machine so loaded that few funnels finish in a fixed time), --step-cpu (instead of the throughput
// runs: API and PostgreSQL CPU per step, one buyer, the baseline's and this checkout's alternately, bench/step-cpu.ts;
// on the embedded database with --only embedded), --split-baseline (the baseline's split roles too, before this
// checkout's: for a baseline that has the roles, such as the commit before a change), --trace DIR (every measured step's
// start and latency, one JSON file per setup: where the slow ones fall in time), --side-by-side (instead of the
// throughput runs: the baseline's and this checkout's setups at the same time, half the buyers each, for a comparison
// this machine's drift does not skew; the split roles too when the baseline has them, with --split-baseline).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { buildCheckout, prepareBaseline } from './checkout.ts';
import { runFunnels, STEPS, type FunnelStats } from './funnel-driver.ts';
import { countStatements, printStatements } from './statements.ts';
import { measureStepCpu, printStepCpu } from './step-cpu.ts';
import { cpuMillis, postgresCpuMillis, createDatabase, dropDatabase, postgresReachable, ADMIN_URL } from './processes.ts';
import { freePort, rawQueryLoop, ROOT, startServer, type RunningServer } from './support.ts';

/** main before the settlement redesign (issue 15): the figures the targets compare with. */
const BASELINE_COMMIT = 'dc2ab78';
const TARGET_SPEEDUP = 3;
const TARGET_PAY_P99_MS = 100;
const TARGET_STEP_P99_MS = 150;
const RAW_SQL = 'select id, code, kind from exam where id = $1';
/**
 * Before each measured window: at least 3 s and 400 funnels (about 25 per buyer). Freshly started processes compile
 * their hot code during their first few hundred funnels; measured from 3 s on, a split run at 23 funnels/s had a
 * payOrder p99 of 312 ms over its first 20 s and 247 ms over the next 20 (README, benchmark section: twelfth session).
 */
const WARMUP_SECONDS = 3;
const WARMUP_FUNNELS = 400;
/** Side by side, both halves are measured over one window: a warm-up of fixed length (400 funnels take 6-20 s here). */
const SIDE_BY_SIDE_WARMUP_SECONDS = 15;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    buyers: { type: 'string', default: '16' },
    baseline: { type: 'string', default: BASELINE_COMMIT },
    'no-baseline': { type: 'boolean', default: false },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    statements: { type: 'boolean', default: false },
    'step-cpu': { type: 'boolean', default: false },
    funnels: { type: 'string' },
    'split-baseline': { type: 'boolean', default: false },
    trace: { type: 'string' },
    'side-by-side': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const fixedFunnels = args.funnels === undefined ? undefined : Number(args.funnels);
const buyers = Number(args.buyers);

interface Setup {
  name: string;
  /** Whose code: this checkout or the baseline. */
  root: string;
  database: 'embedded' | 'postgres';
  split: boolean;
}

interface Measured extends Setup {
  stats: FunnelStats;
  cpuMsPerFunnel: number;
  /** The PostgreSQL server's CPU per funnel (in the API process for the embedded database: not counted apart). */
  postgresCpuMsPerFunnel: number | null;
  /** This process's CPU per funnel: the load generator's own cost, which shares the machine. */
  driverCpuMsPerFunnel: number;
  /** The worker process's CPU per funnel (split roles only: elsewhere the API process runs the jobs). */
  workerCpuMsPerFunnel: number | null;
  rawPerSecond: number;
}

async function startProcesses(setup: Setup, env: Record<string, string>): Promise<{ api: RunningServer[]; all: RunningServer[] }> {
  const profile = setup.root === ROOT && args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [];
  const options = { root: setup.root, nodeArgs: profile };
  if (!setup.split) {
    const server = await startServer(env, options);
    return { api: [server], all: [server] };
  }
  const worker = await startServer({ ...env, ROLE: 'worker' }, { ...options, noHealthCheck: true });
  const api = [await startServer({ ...env, ROLE: 'api' }, options), await startServer({ ...env, ROLE: 'api' }, options)];
  return { api, all: [...api, worker] };
}

/** The CPU milliseconds the processes have used so far, together. */
async function cpuOf(servers: RunningServer[]): Promise<number> {
  return (await Promise.all(servers.map((server) => cpuMillis(server.process.pid!)))).reduce((sum, value) => sum + value, 0);
}

interface Started {
  processes: { api: RunningServer[]; all: RunningServer[] };
  rawUrl: string;
  stop(): Promise<void>;
}

/** A setup's database and processes, started. */
async function startSetup(setup: Setup): Promise<Started> {
  // 'test': production settings except that the local payment provider (test cards) is on.
  const env: Record<string, string> = { DB_POOL_SIZE: '10', NODE_ENV: 'test' };
  let cleanup = async () => {};
  let rawUrl: string;
  if (setup.database === 'embedded') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-funnel-'));
    const dbPort = await freePort();
    Object.assign(env, { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(dbPort), DATABASE_URL: '' });
    rawUrl = `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  } else {
    const url = await createDatabase('mindprint_funnel');
    env.DATABASE_URL = url;
    rawUrl = url;
    cleanup = () => dropDatabase(url);
  }
  let processes: Started['processes'];
  try {
    processes = await startProcesses(setup, env);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    processes,
    rawUrl,
    stop: async () => {
      await Promise.all(processes.all.map((server) => server.stop()));
      await cleanup();
    },
  };
}

/** The baseline's counterpart of one of this checkout's setups (or results). */
const baselineOf = <T extends Setup>(list: readonly T[], ours: Setup) =>
  list.find((candidate) => candidate.root !== ROOT && candidate.database === ours.database && candidate.split === ours.split);

async function measure(setup: Setup): Promise<Measured> {
  const { processes, rawUrl, stop } = await startSetup(setup);
  try {
    const urls = processes.api.map((server) => server.url);
    if (fixedFunnels) await runFunnels(urls, { buyers, seconds, warmupSeconds: 0, funnelsPerBuyer: 1 });
    const workers = processes.all.filter((server) => !processes.api.includes(server));
    // The processes' CPU as the measured window opens (after the warm-up) and as it closes.
    const cpuNow = async () => ({
      api: await cpuOf(processes.api),
      workers: await cpuOf(workers),
      postgres: setup.database === 'postgres' ? await postgresCpuMillis() : 0,
      driver: process.cpuUsage(),
    });
    let atStart: Promise<Awaited<ReturnType<typeof cpuNow>>> | undefined;
    const onMeasuring = () => {
      atStart = cpuNow();
    };
    const trace: Array<[string, number, number]> | null = args.trace ? [] : null;
    const stats = fixedFunnels
      ? await runFunnels(urls, { buyers, seconds, warmupSeconds: 0, funnelsPerBuyer: Math.max(1, Math.round(fixedFunnels / buyers)), onMeasuring })
      : await runFunnels(urls, {
        buyers, seconds, warmupSeconds: WARMUP_SECONDS, warmupFunnels: WARMUP_FUNNELS, onMeasuring,
        ...(trace ? { onStep: (step, ms, startedAt) => trace.push([step, startedAt, ms]) } : {}),
      });
    const [before, after] = [await atStart!, await cpuNow()];
    if (trace) {
      await mkdir(path.resolve(args.trace!), { recursive: true });
      await writeFile(path.join(path.resolve(args.trace!), `${setup.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(trace));
    }
    const driver = process.cpuUsage(before.driver);
    // A server whose database session broke (dc2ab78's job queue on PGlite) fails the raw loop too: reported, not fatal.
    const raw = await rawQueryLoop({ url: rawUrl, sql: RAW_SQL, params: [1836], concurrency: buyers, poolSize: 10, seconds: 5 })
      .catch((error: unknown) => {
        console.warn(`${setup.name}: the raw pg loop failed (${error instanceof Error ? error.message : String(error)})`);
        return { requestsPerSecond: Number.NaN };
      });
    // The measured window's CPU over the funnels it completed.
    const perFunnel = (ms: number) => ms / Math.max(1, fixedFunnels ? stats.funnels + stats.failed : stats.funnels);
    return {
      ...setup,
      stats,
      cpuMsPerFunnel: perFunnel(after.api - before.api),
      postgresCpuMsPerFunnel: setup.database === 'postgres' ? perFunnel(after.postgres - before.postgres) : null,
      driverCpuMsPerFunnel: perFunnel((driver.user + driver.system) / 1000),
      workerCpuMsPerFunnel: workers.length === 0 ? null : perFunnel(after.workers - before.workers),
      rawPerSecond: raw.requestsPerSecond,
    };
  } finally {
    await stop();
  }
}

/**
 * The baseline's setup and this checkout's at the same time, half the buyers each, each on its own database: the
 * machine's speed, which drifts from minute to minute here, is the same for both. Prints both and their ratios.
 */
async function sideBySide(base: Setup, ours: Setup): Promise<void> {
  const started: Started[] = [];
  try {
    for (const setup of [base, ours]) started.push(await startSetup(setup));
    const processes = started.map((one) => one.processes.all);
    const half = Math.max(1, Math.round(buyers / 2));
    // Each half's Node CPU from the opening of its measured window (the same window for both).
    const before: Array<Promise<number>> = [];
    const results = await Promise.all(started.map((one, index) =>
      runFunnels(one.processes.api.map((server) => server.url), {
        buyers: half, seconds, warmupSeconds: SIDE_BY_SIDE_WARMUP_SECONDS, onMeasuring: () => {
          before[index] = cpuOf(processes[index]!);
        },
      })));
    const after = await Promise.all(processes.map(cpuOf));
    const [baseStats, ourStats] = results;
    const cpuPerFunnel = async (index: number, stats: FunnelStats) => (after[index]! - (await before[index]!)) / Math.max(1, stats.funnels);
    const [baseCpu, ourCpu] = [await cpuPerFunnel(0, baseStats!), await cpuPerFunnel(1, ourStats!)];
    console.log(`\n${ours.name}, side by side with ${base.name} (${half} buyers each, at the same time)`);
    console.log(`  funnels/s ${baseStats!.perSecond.toFixed(1)} -> ${ourStats!.perSecond.toFixed(1)} (${(ourStats!.perSecond / baseStats!.perSecond).toFixed(2)}x), `
      + `failed ${baseStats!.failed} -> ${ourStats!.failed}, Node CPU (API and worker) ${baseCpu.toFixed(1)} -> ${ourCpu.toFixed(1)} ms/funnel`);
    for (const step of STEPS) {
      const [a, b] = [baseStats!.steps[step], ourStats!.steps[step]];
      console.log(`  ${step.padEnd(13)} p50 ${a.p50.toFixed(1).padStart(7)} -> ${b.p50.toFixed(1).padStart(7)} ms  p99 ${a.p99.toFixed(1).padStart(7)} -> ${b.p99.toFixed(1).padStart(7)} ms`);
    }
  } finally {
    for (const one of started) await one.stop();
  }
}

function print(result: Measured): void {
  const { stats } = result;
  const others = [
    ...(result.postgresCpuMsPerFunnel === null ? [] : [`PostgreSQL ${result.postgresCpuMsPerFunnel.toFixed(1)}`]),
    ...(result.workerCpuMsPerFunnel === null ? [] : [`worker ${result.workerCpuMsPerFunnel.toFixed(1)}`]),
    `load generator ${result.driverCpuMsPerFunnel.toFixed(1)}`,
  ];
  const warmup = stats.warmup.funnels > 0 ? `, after ${stats.warmup.funnels} in ${stats.warmup.seconds.toFixed(1)} s of warm-up` : '';
  console.log(`\n${result.name}: ${stats.perSecond.toFixed(1)} funnels/s (${stats.funnels} in ${stats.seconds.toFixed(1)} s${warmup}), `
    + `${stats.failed} failed, API CPU ${result.cpuMsPerFunnel.toFixed(1)} ms/funnel (${others.join(', ')}), `
    + `raw pg ${result.rawPerSecond.toFixed(0)} q/s, ratio ${(stats.perSecond / result.rawPerSecond).toFixed(4)}`);
  for (const step of STEPS) {
    const s = stats.steps[step];
    console.log(`  ${step.padEnd(13)} n ${String(s.count).padStart(6)}  p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms`);
  }
  for (const error of stats.firstErrors) console.log(`  error: ${error}`);
}

const setups: Setup[] = [];
const wanted = (name: string) => !args.only || args.only === name;
const withPostgres = await postgresReachable();
const baselineRoot = args['no-baseline'] ? null : await prepareBaseline(args.baseline);
await buildCheckout(ROOT);
if (args.statements) {
  if (!withPostgres) throw new Error(`--statements needs PostgreSQL at ${ADMIN_URL}`);
  if (baselineRoot) printStatements(`baseline ${args.baseline}`, await countStatements(baselineRoot));
  printStatements('this checkout', await countStatements(ROOT));
  process.exit(0);
}
if (args['step-cpu']) {
  // PostgreSQL unless --only embedded.
  const database = args.only === 'embedded' ? 'embedded' : 'postgres';
  if (database === 'postgres' && !withPostgres) throw new Error(`--step-cpu needs PostgreSQL at ${ADMIN_URL} (or --only embedded)`);
  const funnels = fixedFunnels ?? 150;
  // Two rounds, the two checkouts alternately: the machine's speed drifts between runs, a round shows how far.
  for (let round = 1; round <= 2; round += 1) {
    if (baselineRoot) printStepCpu(`baseline ${args.baseline}, round ${round}, ${database}`, await measureStepCpu(baselineRoot, funnels, database));
    printStepCpu(`this checkout, round ${round}, ${database}`, await measureStepCpu(ROOT, funnels, database));
  }
  process.exit(0);
}
for (const database of ['embedded', 'postgres'] as const) {
  if (!wanted(database) || (database === 'postgres' && !withPostgres)) continue;
  if (baselineRoot) setups.push({ name: `${database} (baseline ${args.baseline})`, root: baselineRoot, database, split: false });
  setups.push({ name: database, root: ROOT, database, split: false });
}
if (wanted('split') && withPostgres) {
  if (baselineRoot && args['split-baseline']) setups.push({ name: `split roles (baseline ${args.baseline})`, root: baselineRoot, database: 'postgres', split: true });
  setups.push({ name: 'split roles (2 api + 1 worker, PostgreSQL)', root: ROOT, database: 'postgres', split: true });
}
if (!withPostgres) console.log(`PostgreSQL skipped: no server at ${ADMIN_URL}`);

if (args['side-by-side']) {
  if (!baselineRoot) throw new Error('--side-by-side compares with a baseline: leave out --no-baseline');
  console.log(`buyer funnel over GraphQL, side by side: ${seconds} s after a ${SIDE_BY_SIDE_WARMUP_SECONDS} s warm-up`);
  for (const ours of setups.filter((setup) => setup.root === ROOT)) {
    const base = baselineOf(setups, ours);
    if (base) await sideBySide(base, ours);
  }
  process.exit(0);
}

console.log(`buyer funnel over GraphQL: ${buyers} concurrent buyers, `
  + `${fixedFunnels ? `${fixedFunnels} funnels after one warm-up funnel each` : `${seconds} s after a warm-up of ${WARMUP_FUNNELS} funnels (at least ${WARMUP_SECONDS} s)`}`);
const results: Measured[] = [];
for (const setup of setups) {
  results.push(await measure(setup));
  print(results.at(-1)!);
}

let missed = false;
const verdict = (ok: boolean) => {
  if (!ok) missed = true;
  return ok ? 'met' : 'MISSED';
};
console.log('\ntargets');
for (const result of results.filter((candidate) => candidate.root === ROOT)) {
  const { stats } = result;
  const base = baselineOf(results, result);
  if (base && !result.split) {
    const speedup = stats.perSecond / base.stats.perSecond;
    console.log(`  ${result.name}: ${speedup.toFixed(2)}x the baseline's funnels/s (>= ${TARGET_SPEEDUP}): ${verdict(speedup >= TARGET_SPEEDUP)}`);
  }
  const pay = stats.steps.payOrder.p99;
  console.log(`  ${result.name}: payOrder p99 ${pay.toFixed(1)} ms (<= ${TARGET_PAY_P99_MS}): ${verdict(pay <= TARGET_PAY_P99_MS)}`);
  const worst = STEPS.reduce((max, step) => (stats.steps[step].p99 > stats.steps[max].p99 ? step : max), STEPS[0]);
  const worstMs = stats.steps[worst].p99;
  console.log(`  ${result.name}: slowest step p99 ${worst} ${worstMs.toFixed(1)} ms (<= ${TARGET_STEP_P99_MS}): ${verdict(worstMs <= TARGET_STEP_P99_MS)}`);
  console.log(`  ${result.name}: ${stats.failed} failed funnels (0): ${verdict(stats.failed === 0)}`);
}
await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
await writeFile(path.join(ROOT, 'bench/results/funnel.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(missed ? 1 : 0);
