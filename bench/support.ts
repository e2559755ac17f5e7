// Helpers the benchmarks share: free ports, a server child process, a raw pg loop, and percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The checkout whose built API runs (another commit's, for comparisons); this one by default. */
  root?: string;
  /** Extra Node flags, such as --cpu-prof. */
  nodeArgs?: string[];
  /** Resolve once the process runs, without waiting for /healthz (a worker serves no HTTP). */
  noHealthCheck?: boolean;
}

/** How long a stopping server may take after its SIGTERM before it is killed. */
const STOP_GRACE_MS = 20_000;

/** Starts the built API (api/dist/main.js) and waits for /healthz. */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const root = options.root ?? ROOT;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`, ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (options.noHealthCheck) break;
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (child.signalCode !== null) throw new Error(`server was killed (${child.signalCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: child,
    // A server that does not stop within STOP_GRACE_MS of its SIGTERM (an older commit's wedged job queue, say) is
    // killed, so one bad process never holds up the rest of a benchmark.
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => {
        console.warn(`server pid ${child.pid} did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM: killed`);
        child.kill('SIGKILL');
      }, STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface LoopResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  count: number;
}

/** Runs `sql` from `concurrency` workers over a pool of `poolSize` connections for `seconds`. */
export async function rawQueryLoop(options: {
  url: string;
  sql: string;
  params: unknown[];
  concurrency: number;
  poolSize: number;
  seconds: number;
}): Promise<LoopResult> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  // An idle connection the server drops (a server being stopped) must not crash the benchmark.
  pool.on('error', () => {});
  const latencies: number[] = [];
  let elapsed: number;
  try {
    await pool.query(options.sql, options.params);
    const end = performance.now() + options.seconds * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await pool.query(options.sql, options.params);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    elapsed = (performance.now() - started) / 1000;
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
  };
}
