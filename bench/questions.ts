// Benchmark of questions(examId, locale) over GraphQL (autocannon, 10 s, 32 connections) beside a raw pg loop that
// runs the same SQL the ORM sends, on the embedded database and on a real PostgreSQL server.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, rawQueryLoop, startServer, type LoopResult } from './support.ts';

const DURATION_SECONDS = 10;
const CONNECTIONS = 32;
const POOL_SIZE = 10;
/** LIST_QUESTIONS_SQL of api/src/modules/question/question.service.ts, with pg's placeholders. */
const SQL = `select id, key, part, position, indicator, keyed, coalesce(texts->>$1, texts->>'EN') as text
  from question where exam_id = $2 order by position`;
const QUERY = 'query Questions($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { id key part position indicator keyed text } }';

export interface QuestionsBenchResult {
  database: 'embedded' | 'postgres';
  api: LoopResult;
  raw: LoopResult;
  ratio: number;
}

async function loadApi(url: string): Promise<LoopResult> {
  const body = JSON.stringify({ query: QUERY, variables: { examId: 1836, locale: 'FR' } });
  const check = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const parsed = (await check.json()) as { data?: { questions?: unknown[] } };
  if (!parsed.data?.questions?.length) throw new Error(`unexpected GraphQL reply: ${JSON.stringify(parsed).slice(0, 200)}`);
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx replies, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
  };
}

async function measure(database: QuestionsBenchResult['database'], env: Record<string, string>, dbUrl: (server: string) => string) {
  const server = await startServer({ ...env, DB_POOL_SIZE: String(POOL_SIZE) });
  try {
    const api = await loadApi(server.url);
    const raw = await rawQueryLoop({
      url: dbUrl(server.url),
      sql: SQL,
      params: ['FR', 1836],
      concurrency: CONNECTIONS,
      poolSize: POOL_SIZE,
      seconds: DURATION_SECONDS,
    });
    return { database, api, raw, ratio: api.requestsPerSecond / raw.requestsPerSecond };
  } finally {
    await server.stop();
  }
}

export async function benchEmbedded(): Promise<QuestionsBenchResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mindprint-bench-'));
  const dbPort = await freePort();
  try {
    return await measure('embedded', { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(dbPort), DATABASE_URL: '' },
      () => `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** On the server at `adminUrl`, in a database made for this run and dropped after it. */
export async function benchPostgres(adminUrl: string): Promise<QuestionsBenchResult> {
  const name = `mindprint_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await measure('postgres', { DATABASE_URL: url.toString() }, () => url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
