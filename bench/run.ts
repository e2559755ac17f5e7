// `npm run bench`: builds the API if needed, runs every benchmark and prints the figures against their targets.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { benchEmbedded, benchPostgres, type QuestionsBenchResult } from './questions.ts';
import { ROOT } from './support.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const TARGET_RATIO = 0.1;
const TARGET_P99_MS = 50;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function row(result: QuestionsBenchResult): string {
  const f = (value: number) => value.toFixed(1).padStart(9);
  return `${result.database.padEnd(9)} api ${f(result.api.requestsPerSecond)} req/s  p50 ${f(result.api.p50)} ms  p99 ${f(result.api.p99)} ms | `
    + `raw pg ${f(result.raw.requestsPerSecond)} q/s  p50 ${f(result.raw.p50)} ms  p99 ${f(result.raw.p99)} ms | ratio ${result.ratio.toFixed(3)}`;
}

if (!existsSync(path.join(ROOT, 'api/dist/main.js')) || process.env.BENCH_REBUILD) {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'api'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results: QuestionsBenchResult[] = [];
console.log('questions(examId, locale) over GraphQL, autocannon 10 s x 32 connections, beside a raw pg loop of the same SQL');
results.push(await benchEmbedded());
console.log(row(results.at(-1)!));
if (await postgresReachable()) {
  results.push(await benchPostgres(ADMIN_URL));
  console.log(row(results.at(-1)!));
} else {
  console.log(`postgres  skipped: no server at ${ADMIN_URL}`);
}

const real = results.find((result) => result.database === 'postgres');
let failed = false;
if (real) {
  const ratioOk = real.ratio >= TARGET_RATIO;
  const p99Ok = real.api.p99 <= TARGET_P99_MS;
  console.log(`target on PostgreSQL: ratio >= ${TARGET_RATIO} ${ratioOk ? 'met' : 'MISSED'}; p99 <= ${TARGET_P99_MS} ms ${p99Ok ? 'met' : 'MISSED'}`);
  failed = !ratioOk || !p99Ok;
}
await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
await writeFile(path.join(ROOT, 'bench/results/questions.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log('\nreport PDF rendering');
const pdf = spawnSync(process.execPath, [path.join(ROOT, 'bench/pdf.ts')], { cwd: ROOT, stdio: 'inherit' });
process.exit(failed || pdf.status !== 0 ? 1 : 0);
