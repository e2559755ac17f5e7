// `npm run bench:start`: how long a warm `npm start` takes until /healthz answers, on an embedded database that
// already exists (migrated and seeded) and built API and web app. One start prepares the database, then
// BENCH_START_RUNS (default 7) warm starts are timed from spawning `npm start` to the first 200 from /healthz.
// Start-up phases of the last run are printed from the server's debug log. Then one more start is left idle and the
// CPU its processes use while nothing is asked of them is read (BENCH_IDLE_SECONDS, default 10, after 20 s of quiet).
// BENCH_ROOT runs another checkout's `npm start` instead (another commit's, for comparisons).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, percentile, ROOT } from './support.ts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 7);
const CHECKOUT = process.env.BENCH_ROOT ?? ROOT;
const TARGET_MS = 2000;

interface StartRun {
  ms: number;
  /** CPU time the start's processes used until /healthz answered (Linux), which a busy machine inflates far less. */
  cpuMs: number | null;
  phases: { msg: string; ms: number }[];
}

/** User plus system CPU time of the live processes of a process group, from /proc (null elsewhere). */
async function groupCpuMs(group: number): Promise<number | null> {
  let ticks = 0;
  try {
    for (const pid of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      // Fields after the command name (which may contain spaces): state ppid pgrp ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
/** How long an idle start is left alone before its CPU is read: its start-up's compiling and collecting are over. */
const IDLE_SETTLE_MS = 20_000;

/**
 * Spawns `npm start`, waits for /healthz, runs `whileUp` (given the process group), stops it with SIGTERM (the whole
 * process group) and waits for its exit.
 */
async function timeStart(dataDir: string, whileUp?: (group: number) => Promise<void>): Promise<StartRun> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: CHECKOUT,
    detached: true,
    env: {
      // What `npm start` does with no configuration, on a private data folder and port.
      ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => { log += chunk.toString('utf8'); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ms = 0;
  let cpuMs: number | null = null;
  try {
    for (const deadline = started + 300_000; ;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${log}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (healthy) {
        ms = performance.now() - started;
        cpuMs = await groupCpuMs(child.pid!);
        break;
      }
      if (performance.now() > deadline) throw new Error(`no /healthz answer in 300 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await whileUp?.(child.pid!);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
  const phases = log.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; phase?: string; ms?: number };
      return entry.phase && typeof entry.ms === 'number' ? [{ msg: entry.phase, ms: entry.ms }] : [];
    } catch {
      return [];
    }
  });
  return { ms, cpuMs, phases };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-bench-start-'));
try {
  const first = await timeStart(dataDir);
  console.log(`first start (builds if needed, migrates and seeds a new database): ${Math.round(first.ms)} ms`);
  const runs: StartRun[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await timeStart(dataDir));
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  console.log(`warm starts: ${runs.map((run) => Math.round(run.ms)).join(', ')} ms`);
  const cpu = runs.map((run) => run.cpuMs).filter((value) => value !== null).sort((a, b) => a - b);
  if (cpu.length > 0) console.log(`CPU time until /healthz (all processes of the start): median ${percentile(cpu, 50)} ms`);
  console.log('start-up phases of the last warm start (server debug log):');
  for (const phase of runs.at(-1)!.phases) console.log(`  ${phase.msg.padEnd(28)} ${String(phase.ms).padStart(6)} ms`);
  let idle: number | null = null;
  await timeStart(dataDir, async (group) => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const before = await groupCpuMs(group);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const after = await groupCpuMs(group);
    if (before !== null && after !== null) idle = (after - before) / IDLE_SECONDS;
  });
  if (idle !== null) console.log(`idle npm start (${IDLE_SETTLE_MS / 1000} s after /healthz, over ${IDLE_SECONDS} s): ${idle} ms of CPU per second`);
  const verdict = median <= TARGET_MS ? 'met' : 'MISSED';
  console.log(`warm npm start to /healthz: median ${Math.round(median)} ms over ${RUNS} runs (target <= ${TARGET_MS}) ${verdict}`);
  process.exitCode = median <= TARGET_MS ? 0 : 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
