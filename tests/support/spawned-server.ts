// The built server as its own process (api/dist/main.js, which `npm run jest` builds first), for tests that kill it,
// restart it or run several: on a test database, with a port of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../../api/src/config.js';

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

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Lines the process wrote (JSON logs), for diagnosis when a test fails. */
  output: string[];
  stop(): Promise<void>;
  /** kill -9: no shutdown, no cleanup. */
  crash(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>, options: { healthPath?: string; timeoutMs?: number } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'api', 'dist', 'main.js')], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), SEED: 'never', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const ended = () => new Promise<void>((resolve) => (exited() ? resolve() : child.once('exit', () => resolve())));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exited()) throw new Error(`server exited during start-up: ${output.join('').slice(-2000)}`);
    try {
      if ((await fetch(`${url}${options.healthPath ?? '/healthz'}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy: ${output.join('').slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    output,
    async stop() {
      if (!exited()) child.kill('SIGTERM');
      await ended();
    },
    async crash() {
      if (!exited()) child.kill('SIGKILL');
      await ended();
    },
  };
}

export async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; data?: T; errors?: Array<{ extensions?: { code?: string } }> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, ...((await response.json()) as { data?: T }) };
}
